import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React takes a server-rendered page over, true from then on
 * (and at once on a page drawn in the browser). A control whose click only React can answer stays
 * disabled until then: a click on it before would do nothing and be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
