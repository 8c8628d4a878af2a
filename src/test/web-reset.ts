import { afterAll, vi } from 'vitest';
import { appI18n } from '../web/i18n/instance.ts';

// The test files of a project share their worker (vitest.config.ts: isolate: false), so what one file
// changes in the process is put back when it ends: what it drew is unmounted, the timers it left are
// cleared (an exam's answer queue retries a failed save on a timer, and would send it into the next
// file's recorded requests), the globals and environment variables it stubbed (fetch, above all) are
// the process's own again, the interface is in English, and in a jsdom file the document, its cookies
// and its storage are empty. The next file starts as in a process of its own.

const nodeTimers = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval };
const pending = new Set<ReturnType<typeof setTimeout>>();

function tracked<F extends typeof setTimeout | typeof setInterval>(start: F, once: boolean): F {
  return ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id: ReturnType<typeof setTimeout> = start(
      (...handlerArgs: unknown[]) => {
        if (once) pending.delete(id);
        handler(...handlerArgs);
      },
      ms,
      ...args,
    );
    pending.add(id);
    return id;
  }) as F;
}

globalThis.setTimeout = Object.assign(tracked(nodeTimers.setTimeout, true), nodeTimers.setTimeout);
globalThis.setInterval = Object.assign(tracked(nodeTimers.setInterval, false), nodeTimers.setInterval);

afterAll(async () => {
  vi.useRealTimers();
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  for (const id of pending) clearTimeout(id);
  pending.clear();
  globalThis.setTimeout = nodeTimers.setTimeout;
  globalThis.setInterval = nodeTimers.setInterval;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (appI18n.language !== 'en') await appI18n.changeLanguage('en');
  if (typeof document !== 'undefined') {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('class');
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
