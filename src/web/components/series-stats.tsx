import { FileText, Star, Users } from 'lucide-react';
import type { SeriesCard } from '../../shared/api/test-series.ts';
import { useFormat, useTranslation } from '../i18n/index.ts';

/** 4.33 -> '4.3'; no ratings yet reads as such rather than as a zero score. */
export function formatAverage(average: number, count: number): string {
  return count === 0 ? 'No ratings yet' : average.toFixed(1);
}

/** Tests, rating and enrolments in one quiet line. */
export function SeriesStats({ series }: { series: Pick<SeriesCard, 'test' | 'rating' | 'enrollments'> }) {
  const { average, count: ratings } = series.rating;
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const averageText = ratings === 0 ? t('stats.noRatings') : formatAverage(average, ratings);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600">
      <li className="flex items-center gap-1.5">
        <FileText aria-hidden="true" className="size-4 text-slate-400" />
        {t('stats.tests', { count: series.test })}
      </li>
      <li className="flex items-center gap-1.5">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
        {ratings === 0 ? (
          <span className="text-slate-500">{averageText}</span>
        ) : (
          <span>
            <span className="font-semibold text-slate-800">{averageText}</span> ({format.count(ratings)})
          </span>
        )}
      </li>
      <li className="flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 text-slate-400" />
        {t('stats.enrolled', { enrolled: format.count(series.enrollments) })}
      </li>
    </ul>
  );
}
