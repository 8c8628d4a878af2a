import { useEffect, useRef, useState } from 'react';
import { MoveHorizontal } from 'lucide-react';
import type { QuizDetail } from '../../../../shared/performance-report.ts';
import { CategoryBadge } from './categories.tsx';
import type { TFunction } from '../../../i18n/messages.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import type { AppLocale } from '../../../i18n/languages.ts';
import { formatCount, formatFixed, formatShortDate } from '../format.ts';

const numeric = 'px-2 py-3 text-right tabular-nums whitespace-nowrap';

type Column = { label: string; cell: (d: QuizDetail) => string; className?: string };

// SPEC §2: the 14 columns, in order (Test Title and Category are drawn separately)
function columnsIn(t: TFunction<'dashboard'>, locale: AppLocale): Column[] {
  return [
    { label: t('details.date'), cell: (d) => formatShortDate(d.submissionDate, locale), className: 'px-2 py-3 whitespace-nowrap text-slate-600' },
    { label: t('details.score'), cell: (d) => formatFixed(d.score), className: `${numeric} font-semibold text-navy-900` },
    { label: t('details.marks'), cell: (d) => formatFixed(d.totalMarks) },
    { label: t('details.maxMarks'), cell: (d) => formatFixed(d.maxPossibleMarks) },
    { label: t('details.withoutNegative'), cell: (d) => formatFixed(d.marksWithoutNegative) },
    { label: t('details.negative'), cell: (d) => formatFixed(d.negativeMarksDeducted), className: `${numeric} text-rose-700` },
    { label: t('details.accuracy'), cell: (d) => formatFixed(d.accuracy) },
    { label: t('details.attemptRate'), cell: (d) => formatFixed(d.attemptRate) },
    { label: t('details.timePerQuestion'), cell: (d) => formatFixed(d.timePerQuestion) },
    { label: t('details.correct'), cell: (d) => formatCount(d.correctAnswers), className: `${numeric} text-emerald-700` },
    { label: t('details.incorrect'), cell: (d) => formatCount(d.incorrectAnswers), className: `${numeric} text-rose-700` },
    { label: t('details.unattempted'), cell: (d) => formatCount(d.unattemptedQuestions) },
  ];
}

// headers may wrap onto two lines so the columns stay narrow; cells never wrap
const headClass = 'px-2 py-3 align-bottom font-semibold leading-tight';

/** Whether the element is wider inside than out, i.e. it scrolls sideways. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export function TestDetailsTable({ details }: { details: QuizDetail[] }) {
  const { ref, overflows } = useOverflowsX<HTMLDivElement>();
  const { t } = useTranslation('dashboard');
  const { locale } = useFormat();
  const columns = columnsIn(t, locale);
  return (
    <section aria-labelledby="details-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="details-title" className="text-lg font-semibold text-navy-900">
          {t('details.title')}
        </h3>
        {overflows ? (
          <p className="inline-flex items-center gap-1.5 text-xs text-slate-500">
            <MoveHorizontal aria-hidden="true" className="size-3.5" />
            {t('details.scroll')}
          </p>
        ) : null}
      </div>
      {/* scrolls inside its card when the screen is narrow; focusable so a keyboard can scroll it too */}
      <div
        ref={ref}
        tabIndex={0}
        role="group"
        aria-label={t('details.table')}
        className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <table className="w-full border-collapse text-[13px]">
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className={`${headClass} sticky left-0 z-10 min-w-36 bg-slate-50 pl-4 text-left`}>
                {t('details.testTitle')}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={`${headClass} ${column === columns[0] ? 'text-left' : 'text-right'}`}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className={`${headClass} pr-4 text-left`}>
                {t('details.category')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {details.map((detail, index) => (
              <tr key={`${detail.submissionDate}-${index}`} className="group hover:bg-brand-50/40">
                <th
                  scope="row"
                  className="sticky left-0 max-w-52 min-w-36 bg-white py-3 pr-2 pl-4 text-left font-semibold text-navy-900 shadow-[1px_0_0] shadow-slate-100 group-hover:bg-brand-50"
                >
                  <span className="line-clamp-2">{detail.quizTitle || t('panel.notAvailable')}</span>
                </th>
                {columns.map((column) => (
                  <td key={column.label} className={column.className ?? `${numeric} text-slate-700`}>
                    {column.cell(detail)}
                  </td>
                ))}
                <td className="py-3 pr-4 pl-2">
                  <CategoryBadge category={detail.performanceCategory} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
