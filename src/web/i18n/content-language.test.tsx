// @vitest-environment jsdom
// What admins wrote, drawn in the page's language (issue 30): a series card, a series page's top and
// a notification, in Hindi where the page reads Hindi and a Hindi version exists, else in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { SeriesCard as SeriesCardData } from '../../shared/api/test-series.ts';
import type { Notification, NotificationSummary } from '../../shared/api/content.ts';
import { priceOf } from '../../shared/pricing.ts';
import { SeriesCard } from '../components/series-card.tsx';
import { SeriesHero } from '../features/test-series/components/series-hero.tsx';
import { filterSeries } from '../features/test-series/filters.ts';
import { NotificationCard } from '../features/notifications/components/notification-card.tsx';
import { NotificationDetailPage } from '../features/notifications/pages/notification-detail-page.tsx';
import { routePatterns } from '../lib/paths.ts';
import { TranslatorProvider } from './index.ts';
import { createTranslator } from './server.ts';
import type { Language } from './languages.ts';
import { notificationText, pickText, seriesInLanguage } from './content-language.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HINDI_SERIES = {
  title: 'यूजीसी नेट पेपर 1: संपूर्ण मॉक टेस्ट सीरीज़',
  description: 'शिक्षण अभिरुचि, शोध अभिरुचि और **तार्किक विवेचन** पर आधारित पूर्ण मॉक टेस्ट।',
};

function series(over: Partial<SeriesCardData> = {}): SeriesCardData {
  return {
    ...priceOf(19900, 0),
    testSeriesId: 's1',
    title: 'UGC NET Paper 1: Complete Mock Series',
    description: 'Full mocks on teaching aptitude, research aptitude and **logical reasoning**.',
    image: null,
    exam: 'UGC NET',
    year: 2026,
    test: 3,
    enrollments: 12,
    rating: { average: 0, count: 0, mine: null },
    hindi: HINDI_SERIES,
    ...over,
  };
}

const inLanguage = (language: Language, children: ReactNode) => (
  <TranslatorProvider i18n={createTranslator(language)}>
    <MemoryRouter>{children}</MemoryRouter>
  </TranslatorProvider>
);

describe('picking the language', () => {
  it('takes the Hindi only on a Hindi page and only where it has words; English on a Hindi page is marked English', () => {
    expect(pickText('hi', 'Title', 'शीर्षक')).toEqual({ text: 'शीर्षक', lang: 'hi' });
    expect(pickText('en', 'Title', 'शीर्षक')).toEqual({ text: 'Title', lang: undefined });
    expect(pickText('hi', 'Title', ' ')).toEqual({ text: 'Title', lang: 'en' });
    expect(pickText('hi', 'Title', null)).toEqual({ text: 'Title', lang: 'en' });
    // a Hindi title with no Hindi description: the English description stays
    expect(seriesInLanguage(series({ hindi: { title: 'शीर्षक', description: '' } }), 'hi')).toMatchObject({
      title: 'शीर्षक',
      description: 'Full mocks on teaching aptitude, research aptitude and **logical reasoning**.',
    });
    const summary = { title: 'Dates out', excerpt: 'The exam…', hindi: { title: 'तिथियाँ घोषित', excerpt: 'परीक्षा…' } };
    expect(notificationText(summary, 'excerpt', 'hi')).toEqual({ title: 'तिथियाँ घोषित', text: 'परीक्षा…', lang: 'hi' });
    expect(notificationText({ ...summary, hindi: null }, 'excerpt', 'hi')).toEqual({ title: 'Dates out', text: 'The exam…', lang: 'en' });
  });

  it('lets the listing find a series by its Hindi title as well as its English one', () => {
    const list = [series(), series({ testSeriesId: 's2', title: 'GATE CSE Mocks', hindi: null })];
    expect(filterSeries(list, { search: 'मॉक टेस्ट', exam: '' }).map((s) => s.testSeriesId)).toEqual(['s1']);
    expect(filterSeries(list, { search: 'gate', exam: '' }).map((s) => s.testSeriesId)).toEqual(['s2']);
  });
});

describe('a series card', () => {
  it('reads the Hindi title and description inside lang="hi" on a Hindi page', () => {
    render(inLanguage('hi', <SeriesCard series={series()} href="/testseries/s1" action={null} onReadMore={() => {}} />));
    const article = screen.getByRole('article', { name: HINDI_SERIES.title });
    const heading = within(article).getByRole('heading', { name: HINDI_SERIES.title });
    expect(heading.getAttribute('lang')).toBe('hi');
    const description = within(article).getByText('शिक्षण अभिरुचि, शोध अभिरुचि और तार्किक विवेचन पर आधारित पूर्ण मॉक टेस्ट।');
    expect(description.getAttribute('lang')).toBe('hi');
    expect(within(article).queryByText(/Complete Mock Series/)).toBeNull();
  });

  it('reads the English, byte for byte, on an English page, and on a Hindi page when no Hindi was written', () => {
    render(inLanguage('en', <SeriesCard series={series()} action={null} />));
    expect(screen.getByRole('heading', { name: 'UGC NET Paper 1: Complete Mock Series' }).getAttribute('lang')).toBeNull();
    cleanup();
    render(inLanguage('hi', <SeriesCard series={series({ hindi: null })} action={null} />));
    expect(screen.getByRole('heading', { name: 'UGC NET Paper 1: Complete Mock Series' }).getAttribute('lang')).toBe('en');
  });
});

describe("a series' page", () => {
  it('heads the page with the Hindi title and draws the Hindi description as Markdown', () => {
    render(inLanguage('hi', <SeriesHero series={series()} />));
    const heading = screen.getByRole('heading', { level: 1, name: HINDI_SERIES.title });
    expect(heading.getAttribute('lang')).toBe('hi');
    const strong = screen.getByText('तार्किक विवेचन');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.closest('[lang]')?.getAttribute('lang')).toBe('hi');
  });
});

describe('a notification', () => {
  const summary: NotificationSummary = {
    slug: 'ugc-net-dates',
    title: 'UGC NET December 2026: exam dates announced',
    excerpt: 'The exam runs from 15 December.',
    hindi: { title: 'यूजीसी नेट दिसंबर 2026: परीक्षा तिथियाँ घोषित', excerpt: 'परीक्षा 15 दिसंबर से शुरू होगी।' },
    publishedAt: '2026-11-20T10:00:00.000Z',
    read: null,
  };

  it("shows its Hindi title and excerpt in the list's card", () => {
    render(inLanguage('hi', <NotificationCard notification={summary} />));
    const link = screen.getByRole('link', { name: summary.hindi!.title });
    expect(link.querySelector('[lang="hi"]')?.textContent).toBe(summary.hindi!.title);
    expect(screen.getByText('परीक्षा 15 दिसंबर से शुरू होगी।').getAttribute('lang')).toBe('hi');
    expect(screen.getByText('और पढ़ें')).toBeTruthy();
  });

  describe('its page', () => {
    const detail: Notification = {
      slug: 'ugc-net-dates',
      title: summary.title,
      body: 'The exam runs from **15 December**.',
      hindi: { title: summary.hindi!.title, body: 'परीक्षा **15 दिसंबर** से शुरू होगी।' },
      publishedAt: '2026-11-20T10:00:00.000Z',
      read: null,
    };
    beforeEach(() => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(detail), { status: 200, headers: { 'content-type': 'application/json' } })),
      );
    });

    it('reads the Hindi title and body, its chrome and date in Hindi too', async () => {
      const router = createMemoryRouter([{ path: routePatterns.notificationDetail, element: <NotificationDetailPage /> }], {
        initialEntries: ['/notification/ugc-net-dates'],
      });
      render(
        <TranslatorProvider i18n={createTranslator('hi')}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </TranslatorProvider>,
      );
      const heading = await screen.findByRole('heading', { level: 1, name: detail.hindi!.title });
      expect(heading.getAttribute('lang')).toBe('hi');
      const strong = screen.getByText('15 दिसंबर');
      expect(strong.tagName).toBe('STRONG');
      expect(strong.closest('[lang]')?.getAttribute('lang')).toBe('hi');
      expect(screen.getByRole('link', { name: 'सभी सूचनाएँ' })).toBeTruthy();
      expect(screen.getByText('20 नवंबर 2026')).toBeTruthy();
      expect(document.title).toContain(detail.hindi!.title);
    });
  });
});
