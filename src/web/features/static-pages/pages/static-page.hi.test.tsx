// @vitest-environment jsdom
// The static pages' chrome in Hindi (issue 30); the page's own text is the admins' Markdown, as written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { appI18n } from '../../../i18n/index.ts';
import { StaticPage } from './static-page.tsx';

let answers: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  answers = {
    '/api/site': { status: 200, body: { supportEmail: 'help@example.com', contactEmail: 'hello@example.com', applyUrl: '/apply', ads: null } },
    '/api/pages/contact': { status: 200, body: { slug: 'contact', title: 'Contact', body: 'Write to us.', updatedAt: '2025-03-05T10:00:00.000Z' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'not-found', message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

function renderPage(slug: 'contact' | 'terms') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StaticPage slug={slug} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StaticPage', () => {
  it('in English: the date it was updated and the addresses', async () => {
    renderPage('contact');
    expect(await screen.findByText('Last updated 5 March 2025')).toBeTruthy();
    expect(await screen.findByText('Support')).toBeTruthy();
    expect(screen.getByText('General enquiries')).toBeTruthy();
  });

  it('in Hindi: the date in Hindi, the addresses named in Hindi, and a page not yet written says so', async () => {
    await appI18n.changeLanguage('hi');
    renderPage('contact');
    expect(await screen.findByText('अंतिम अपडेट: 5 मार्च 2025')).toBeTruthy();
    expect(await screen.findByText('सहायता')).toBeTruthy();
    expect(screen.getByText('सामान्य पूछताछ')).toBeTruthy();
    cleanup();
    renderPage('terms');
    expect(await screen.findByText('यह पृष्ठ अभी लिखा नहीं गया है')).toBeTruthy();
    expect(document.title).toBe('नियम और शर्तें – Prepverse');
  });
});
