import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { holdPageReady } from './page-ready.ts';
import { useHydrated } from './use-hydrated.ts';

interface Arrival {
  arrived: boolean;
  release: (() => void) | null;
}

/** Inside the part: its effect runs once the part is drawn or taken over. */
function Arrived({ arrival, children }: { arrival: Arrival; children: ReactNode }) {
  useEffect(() => {
    arrival.arrived = true;
    arrival.release?.();
    arrival.release = null;
  }, [arrival]);
  return children;
}

/**
 * A part of a page that nobody needs to use the moment it arrives (below the fold, the footer): its
 * code is a chunk of its own, outside the page's first JavaScript.
 *
 * In the server's HTML, and while React takes that HTML over, the part sits in a Suspense boundary
 * of its own: the server's render waits for the chunk and writes the part with the rest, and the
 * browser keeps that HTML as it is until the chunk has come, then hydrates the part after the rest
 * of the page, in slices, instead of in the first task. Drawn in the browser (a page reached by a
 * link, or one the server does not render), it has no boundary of its own: the page waits for its
 * code and shows with the part in place, instead of the part appearing later and moving what is
 * around it. The document is marked ready only once the part is there too (page-ready.ts).
 */
export function hydrateLater(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function Later() {
    // true in the server's HTML and while it is taken over; kept for the part's life, so the tree
    // keeps its shape when React then renders it again as a page drawn in the browser
    const fromServer = !useHydrated();
    const [arrival] = useState<Arrival>(() => ({ arrived: false, release: null }));
    // the same element on every render: a boundary still waiting for its code is left alone
    const [part] = useState(() =>
      fromServer ? (
        <Suspense fallback={null}>
          <Arrived arrival={arrival}>
            <Part />
          </Arrived>
        </Suspense>
      ) : (
        <Arrived arrival={arrival}>
          <Part />
        </Arrived>
      ),
    );
    useEffect(() => {
      // a part whose code was already here arrived in this same commit (its effect ran first)
      if (arrival.arrived) return;
      arrival.release = holdPageReady();
      return () => {
        arrival.release?.();
        arrival.release = null;
      };
    }, [arrival]);
    return part;
  }
  return Later;
}
