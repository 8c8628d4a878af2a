import { afterAll, vi } from 'vitest';
import { appI18n } from '../web/i18n/instance.ts';

// The test files of a project share their worker (vitest.config.ts: isolate: false), so what one file
// changes in the process is put back when it ends: the globals and environment variables it stubbed
// (fetch, above all, with the requests it recorded), the interface's language, and in a jsdom file
// the document, its cookies and its storage. The next file starts as in a process of its own.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (appI18n.language !== 'en') await appI18n.changeLanguage('en');
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
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
