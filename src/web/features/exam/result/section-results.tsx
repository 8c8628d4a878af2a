import { useId } from 'react';
import type { SectionResult } from '../../../../shared/api/exam.ts';
import { formatNumber, formatScore } from '../../../../shared/number-format.ts';
import { Trans, useFormat, useTranslation } from '../../../i18n/index.ts';
import { useSectionName } from '../../../components/paper-exam.ts';

const parts = [
  { key: 'correct', bar: 'bg-emerald-500' },
  { key: 'incorrect', bar: 'bg-rose-500' },
  { key: 'unattempted', bar: 'bg-slate-300' },
] as const;

function SectionBlock({ result }: { result: SectionResult }) {
  const share = result.maxMarks === 0 ? 0 : (result.marks / result.maxMarks) * 100;
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  const sectionName = useSectionName();
  const labels = { correct: t('section.correct'), incorrect: t('section.incorrect'), unattempted: t('section.unattempted') };
  const summary = parts.map((part) => `${result[part.key]} ${labels[part.key]}`).join(', ');
  // named by its heading and its marks ('Aptitude, 2/3 marks'): the review below has a region per
  // section too, and each landmark's name must be its own. Ids from useId: a section's name may have spaces.
  const headingId = useId();
  const marksId = useId();
  return (
    <section aria-labelledby={`${headingId} ${marksId}`} className="py-5 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-navy-900">
          {sectionName(result.section)}
        </h3>
        <p id={marksId} className="text-sm text-slate-600 tabular-nums">
          <Trans
            t={t}
            i18nKey="section.marks"
            values={{ score: formatScore(result.marks, result.maxMarks) }}
            components={[<span key="score" className="text-lg font-semibold text-navy-900" />]}
          />
        </p>
      </div>
      <p className="text-xs text-slate-500">{t('section.share', { count: result.totalQuestions, percent: `${formatNumber(share, locale)}%` })}</p>
      {/* CSS bars rather than a chart library: three numbers do not need recharts' weight */}
      <div role="img" aria-label={summary} className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-slate-100">
        {parts.map((part) =>
          result[part.key] > 0 ? (
            <span key={part.key} className={part.bar} style={{ width: `${(result[part.key] / Math.max(1, result.totalQuestions)) * 100}%` }} />
          ) : null,
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {parts.map((part) => (
          <li key={part.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${part.bar}`} />
            <span className="font-semibold text-navy-900 tabular-nums">{result[part.key]}</span> {labels[part.key]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The paper's sections side by side in numbers, as its exam names them: only the sections the test has. */
export function SectionResults({ results }: { results: SectionResult[] }) {
  return (
    <div className="divide-y divide-slate-100 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {results.map((result) => (
        <SectionBlock key={result.section} result={result} />
      ))}
    </div>
  );
}
