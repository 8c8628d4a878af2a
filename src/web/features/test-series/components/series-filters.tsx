import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import type { SeriesFilters as Filters } from '../filters.ts';
import { useTranslation } from '../../../i18n/index.ts';

/** The title search and the exam filter; the page keeps both in the URL. */
export function SeriesFilters({
  filters,
  exams,
  onChange,
  shown,
  total,
}: {
  filters: Filters;
  exams: string[];
  onChange: (filters: Filters) => void;
  shown: number;
  total: number | null;
}) {
  const searchId = useId();
  const examId = useId();
  const { t } = useTranslation('catalogue');
  const active = filters.search.trim() !== '' || filters.exam !== '';
  // a shared link may name an exam with no series today: keep it selectable so the URL and the box agree
  const options = filters.exam && !exams.some((e) => e.toLowerCase() === filters.exam.toLowerCase()) ? [...exams, filters.exam] : exams;
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t('filters.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          className="h-11 w-full rounded-lg border-0 bg-slate-50 pr-3 pl-11 text-[0.9375rem] text-slate-900 ring-1 ring-slate-200 placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={examId} className="shrink-0 text-sm font-medium text-slate-700">
          {t('filters.exam')}
        </label>
        <select
          id={examId}
          value={options.find((e) => e.toLowerCase() === filters.exam.toLowerCase()) ?? ''}
          onChange={(event) => onChange({ ...filters, exam: event.target.value })}
          className="h-11 min-w-0 flex-1 rounded-lg border-0 bg-slate-50 pr-9 pl-3 text-[0.9375rem] text-slate-900 ring-1 ring-slate-200 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none lg:w-48 lg:flex-none"
        >
          <option value="">{t('filters.allExams')}</option>
          {options.map((exam) => (
            <option key={exam} value={exam}>
              {exam}
            </option>
          ))}
        </select>
        {active ? (
          <Button variant="ghost" onClick={() => onChange({ search: '', exam: '' })}>
            <X aria-hidden="true" className="size-4" />
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-500 lg:ml-2 lg:w-36 lg:text-right">
        {total === null ? '' : active ? t('filters.showing', { shown, total }) : t('filters.total', { total })}
      </p>
    </div>
  );
}
