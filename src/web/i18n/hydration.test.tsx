// @vitest-environment jsdom
// A page the server wrote in Hindi is taken over in Hindi: the browser reads the language from
// <html lang> (i18n/start.ts), so its first render is the server's HTML and hydration finds nothing to fix.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from '../features/not-found/pages/not-found-page.tsx';
import { appI18n, TranslatorProvider } from './index.ts';
import { createTranslator } from './server.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { startLanguage } from './start.ts';

const page = (): ReactNode => (
  <MemoryRouter>
    <LanguageSwitch />
    <NotFoundPage />
  </MemoryRouter>
);

afterEach(async () => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  await appI18n.changeLanguage('en');
});

describe('a page rendered in Hindi on the server', () => {
  it('hydrates in Hindi without a mismatch, whatever the browser itself prefers', async () => {
    const html = renderToString(<TranslatorProvider i18n={createTranslator('hi')}>{page()}</TranslatorProvider>);
    expect(html).toContain('पेज नहीं मिला');

    document.documentElement.lang = 'hi'; // as the server wrote it
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(startLanguage(true)).toBe('hi');

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <TranslatorProvider i18n={appI18n}>{page()}</TranslatorProvider>, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('h1')?.textContent).toBe('पेज नहीं मिला');
  });
});
