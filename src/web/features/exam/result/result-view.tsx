import { lazy, Suspense, useEffect } from 'react';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { ExamResult, ResultKind } from './exam-result.ts';
import { MetricCards } from './metric-cards.tsx';
import { RESULT_HEADING_ID, ResultHeader } from './result-header.tsx';
import { SectionResults } from './section-results.tsx';
import { SolutionsPending } from './solutions-pending.tsx';

// the review draws Markdown and formulas in the browser (the keys and explanations are not in the
// paper the server drew): its code loads with the result, not with the exam view that shares this page
const QuestionReview = lazy(() => import('./question-review.tsx').then((module) => ({ default: module.QuestionReview })));

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold tracking-tight text-navy-900 sm:text-2xl">
      {children}
    </h2>
  );
}

/** The result of a submitted test or quiz (SPEC §2 'Result view'), built from the saved analysis. */
export function ResultView({
  result,
  kind,
  onBack,
  onSolutionsOpen,
}: {
  result: ExamResult;
  kind: ResultKind;
  onBack?: () => void;
  /** a quiz whose solutions were held back: read the result again once they open */
  onSolutionsOpen?: () => void;
}) {
  const { t } = useTranslation('result');
  const { analysis, questions } = result;
  // a quiz drawn from one section has nothing to compare section by section
  const hasSections = kind === 'test' ? analysis.sectionResults.length > 0 : analysis.sectionResults.length > 1;

  // the result replaced the exam (a submit, or time running out) and focus went with it: start here
  useEffect(() => {
    // an address naming a question (a notice's link, …#question-4) is for the review to scroll to
    if (/^#question-\d+$/.test(window.location.hash)) return;
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById(RESULT_HEADING_ID)?.focus();
  }, []);

  return (
    <div className="pb-16">
      <ResultHeader
        heading={kind === 'test' ? t('heading.test') : t('heading.quiz')}
        title={result.title || analysis.quizTitle}
        analysis={analysis}
        standing={result.standing}
        onBack={onBack}
        backLabel={kind === 'test' ? t('back.test') : t('back.quiz')}
      />

      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-8 sm:px-6 sm:pt-10">
        <div className={hasSections ? 'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6' : undefined}>
          <section aria-labelledby="result-metrics" className="flex flex-col gap-4">
            <SectionTitle id="result-metrics">{t('parts.metrics')}</SectionTitle>
            <MetricCards analysis={analysis} timeLimit={result.timeLimit} />
          </section>
          {hasSections ? (
            <section aria-labelledby="result-sections" className="flex flex-col gap-4">
              <SectionTitle id="result-sections">{t('parts.sections')}</SectionTitle>
              <SectionResults results={analysis.sectionResults} />
            </section>
          ) : null}
        </div>

        <section aria-labelledby="result-review" className="flex flex-col gap-4">
          <div>
            <SectionTitle id="result-review">{t('parts.review')}</SectionTitle>
            {result.solutionsOpenAt ? null : <p className="mt-1 text-sm text-slate-600">{t('parts.reviewIntro')}</p>}
          </div>
          {result.solutionsOpenAt ? (
            <SolutionsPending openAt={result.solutionsOpenAt} onOpen={onSolutionsOpen} />
          ) : (
            <Suspense fallback={<LoadingBlock label={t('parts.loading')} />}>
              <QuestionReview
                questions={questions}
                analyses={analysis.questionAnalysis}
                questionStats={result.questionStats}
                questionTimes={result.questionTimes}
                reports={result.reports}
                languages={result.languages}
              />
            </Suspense>
          )}
        </section>
      </div>
    </div>
  );
}
