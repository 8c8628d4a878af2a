import { Ban, Calculator, ChartLine, ListChecks } from 'lucide-react';
import type { TFunction } from '../../../i18n/messages.ts';
import type { SeriesExam } from '../../../../shared/api/test-series.ts';
import { round2 } from '../../../../shared/round.ts';
import { useTranslation } from '../../../i18n/index.ts';

type CatalogueT = TFunction<'catalogue'>;

/** The question types and sections, as the exam sets them. */
function typesLine(t: CatalogueT, exam: SeriesExam | undefined): string {
  if (!exam || exam.family === 'GATE') return t('how.sections');
  if (exam.questionTypes.length === 1 && exam.questionTypes[0] === 'MCQ') return t('how.sectionsMcq', { exam: exam.family });
  return t('how.sectionsOther', { exam: exam.family, types: exam.questionTypes.join(', ') });
}

/** What a wrong answer costs, as the series' tests are marked. */
function negativeLine(t: CatalogueT, exam: SeriesExam | undefined): string {
  if (!exam) return t('how.negative');
  if (exam.mcqWrongShare === 0) {
    return exam.marksEach === null ? t('how.noNegative', { exam: exam.family }) : t('how.noNegativeMarks', { exam: exam.family, marks: exam.marksEach });
  }
  if (Math.abs(exam.mcqWrongShare - 1 / 3) < 1e-9 && exam.family === 'GATE') return t('how.negative');
  return t('how.negativeShare', { percent: round2(exam.mcqWrongShare * 100) });
}

/**
 * The rules a learner should know before pressing Start, in short, told of the exam the series'
 * tests are set for (issue 42): a UGC NET series is never told GATE's. Without its exams (a view
 * written before profiles), GATE's, as the series were.
 */
export function HowTestsWork({ exams }: { exams?: readonly SeriesExam[] | undefined }) {
  const { t } = useTranslation('catalogue');
  const exam = exams?.[0];
  const calculator = exam?.calculator ?? true;
  const points = [
    { icon: ListChecks, text: typesLine(t, exam) },
    { icon: Ban, text: negativeLine(t, exam) },
    { icon: Calculator, text: calculator ? t('how.calculator') : t('how.noCalculator', { exam: exam?.family }) },
    { icon: ChartLine, text: t('how.analysis') },
  ];
  return (
    <section aria-labelledby="how-tests-title" className="rounded-2xl bg-navy-900 p-5 text-slate-200 shadow-sm sm:p-6">
      <h2 id="how-tests-title" className="text-lg font-semibold text-white">
        {t('how.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
