import type { SeriesOverview } from '../../../shared/api/test-series.ts';
import { CURRENCY, truncateWords } from '../../../shared/pricing.ts';
import { markdownToPlainText } from '../../../shared/markdown/plain-text.ts';
import { SITE_NAME, type PageMeta } from '../../../shared/seo.ts';

/** A series as search engines read it: a schema.org Course offered online, with its price in rupees. */
export function courseJsonLd(series: SeriesOverview): Record<string, unknown> {
  const minutes = series.tests.reduce((total, test) => total + Math.round(test.timeLimit / 60), 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: series.title,
    description: markdownToPlainText(series.description),
    ...(series.image ? { image: series.image } : {}),
    educationalLevel: series.exam,
    provider: { '@type': 'Organization', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      category: series.finalPricePaise === 0 ? 'Free' : 'Paid',
      price: (series.finalPricePaise / 100).toFixed(2),
      priceCurrency: CURRENCY,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      ...(minutes > 0 ? { courseWorkload: `PT${minutes}M` } : {}),
    },
  };
}

/** The series page's title, description, link preview and Course data. */
export function seriesPageMeta(series: SeriesOverview): PageMeta {
  const tests = series.tests.length === 1 ? '1 test' : `${series.tests.length} tests`;
  return {
    title: series.title,
    description: `${series.exam} ${series.year}: ${tests} in the exam's own interface. ${truncateWords(markdownToPlainText(series.description), 30)}`,
    image: series.image,
    jsonLd: [courseJsonLd(series)],
  };
}
