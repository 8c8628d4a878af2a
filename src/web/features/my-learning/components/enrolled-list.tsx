import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import type { EnrolledSeries } from '../../../../shared/api/test-series.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { EmptyBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { SeriesCard } from './series-card.tsx';

export function EnrolledList({ series, userId }: { series: EnrolledSeries[]; userId: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="enrolled-title">
      <h2 id="enrolled-title" className="text-2xl font-bold tracking-tight text-navy-900">
        {t('enrolled.title')}
      </h2>
      {series.length === 0 ? (
        <div className="mt-6">
          <EmptyBlock title={t('enrolled.empty')}>
            <p>{t('enrolled.emptyText')}</p>
            <Link to="/testseries" className={buttonClasses('primary', 'md', 'mt-5')}>
              <Compass aria-hidden="true" className="size-4" />
              {t('enrolled.explore')}
            </Link>
          </EmptyBlock>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 2xl:grid-cols-3">
          {series.map((item) => (
            <SeriesCard key={item.testSeriesId} series={item} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
