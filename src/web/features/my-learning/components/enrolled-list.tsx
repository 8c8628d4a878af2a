import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import type { EnrolledSeries } from '../../../../shared/api/test-series.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { EmptyBlock } from '../../../components/page-state.tsx';
import { SeriesCard } from './series-card.tsx';

export function EnrolledList({ series, userId }: { series: EnrolledSeries[]; userId: string }) {
  return (
    <section aria-labelledby="enrolled-title">
      <h2 id="enrolled-title" className="text-2xl font-bold tracking-tight text-navy-900">
        Your Enrolled Test Series
      </h2>
      {series.length === 0 ? (
        <div className="mt-6">
          <EmptyBlock title="You haven't enrolled in any test series yet.">
            <p>Pick a series of full-length mock tests, free or paid, and it will appear here with its receipt.</p>
            <Link to="/testseries" className={buttonClasses('primary', 'md', 'mt-5')}>
              <Compass aria-hidden="true" className="size-4" />
              Explore test series
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
