import { useQuestionTypeName } from '../../../components/question-type-name.ts';
import type { TypeAccuracy } from '../../../../shared/performance-report.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatCount, formatFixed } from '../format.ts';

/**
 * How often each type of question was answered right, over every test: shown once the learner has
 * answered more than one type, since a line for MCQs alone would repeat the average accuracy.
 */
export function AccuracyByType({ rows }: { rows: TypeAccuracy[] | undefined }) {
  const { t } = useTranslation('dashboard');
  const typeName = useQuestionTypeName();
  const answered = (rows ?? []).filter((row) => row.attempted > 0);
  if (answered.length < 2) return null;
  return (
    <section aria-labelledby="type-accuracy-title">
      <h3 id="type-accuracy-title" className="text-lg font-semibold text-navy-900">
        {t('types.title')}
      </h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {answered.map((row) => (
          <li key={row.type} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <p className="text-sm font-semibold text-navy-900">
              {row.type} <span className="font-normal text-slate-500">· {typeName(row.type)}</span>
            </p>
            <p className="mt-3 text-2xl font-bold tracking-tight text-navy-900 tabular-nums sm:text-3xl">{formatFixed(row.accuracy)}%</p>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.min(100, Math.max(0, row.accuracy))}%` }} />
            </div>
            <p className="mt-2 text-xs text-slate-500 tabular-nums">
              {t('types.rightOf', { correct: formatCount(row.correct), attempted: formatCount(row.attempted) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
