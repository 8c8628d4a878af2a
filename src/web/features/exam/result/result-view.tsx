import { lazy, Suspense, useEffect } from 'react';
import { LoadingBlock } from '../../../components/page-state.tsx';
import type { ExamResult, ResultKind } from './exam-result.ts';
import { MetricCards } from './metric-cards.tsx';
import { RESULT_HEADING_ID, ResultHeader } from './result-header.tsx';
import { SectionResults } from './section-results.tsx';

// the review draws Markdown and formulas in the browser (the keys and explanations are not in the
// paper the server drew): its code loads with the result, not with the exam view that shares this page
const QuestionReview = lazy(() => import('./question-review.tsx').then((module) => ({ default: module.QuestionReview })));

const headings: Record<ResultKind, string> = {
  test: 'Test Performance Analysis',
  quiz: 'Quiz Performance Analysis',
};

const backLabels: Record<ResultKind, string> = {
  test: 'Back to the test series',
  quiz: 'Back to weekly quizzes',
};

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold tracking-tight text-navy-900 sm:text-2xl">
      {children}
    </h2>
  );
}

/** The result of a submitted test or quiz (SPEC §2 'Result view'), built from the saved analysis. */
export function ResultView({ result, kind, onBack }: { result: ExamResult; kind: ResultKind; onBack?: () => void }) {
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
        heading={headings[kind]}
        title={result.title || analysis.quizTitle}
        analysis={analysis}
        standing={result.standing}
        onBack={onBack}
        backLabel={backLabels[kind]}
      />

      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-8 sm:px-6 sm:pt-10">
        <div className={hasSections ? 'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6' : undefined}>
          <section aria-labelledby="result-metrics" className="flex flex-col gap-4">
            <SectionTitle id="result-metrics">Your attempt in numbers</SectionTitle>
            <MetricCards analysis={analysis} timeLimit={result.timeLimit} />
          </section>
          {hasSections ? (
            <section aria-labelledby="result-sections" className="flex flex-col gap-4">
              <SectionTitle id="result-sections">Section-wise performance</SectionTitle>
              <SectionResults results={analysis.sectionResults} />
            </section>
          ) : null}
        </div>

        <section aria-labelledby="result-review" className="flex flex-col gap-4">
          <div>
            <SectionTitle id="result-review">Question-by-question review</SectionTitle>
            <p className="mt-1 text-sm text-slate-600">
              Correct options are marked in green, a wrong choice of yours in red and a correct option you missed in amber; a numerical answer is shown beside
              its accepted range. Something wrong with a question? Report it from the question.
            </p>
          </div>
          <Suspense fallback={<LoadingBlock label="Loading the questions…" />}>
            <QuestionReview
              questions={questions}
              analyses={analysis.questionAnalysis}
              questionStats={result.questionStats}
              questionTimes={result.questionTimes}
              reports={result.reports}
            />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
