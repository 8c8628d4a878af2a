import type { GetTestResponse } from '../../../../shared/api/exam.ts';
import { MetricCards } from './metric-cards.tsx';
import { QuestionReview } from './question-review.tsx';
import { ResultHeader } from './result-header.tsx';
import { SectionResults } from './section-results.tsx';

/** A test (or weekly quiz) the learner has already submitted: questions with keys, analysis, standing. */
export type AttemptedTest = Extract<GetTestResponse, { attempted: true }>;

export type ResultKind = 'test' | 'quiz';

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
export function ResultView({ data, kind, onBack }: { data: AttemptedTest; kind: ResultKind; onBack?: () => void }) {
  const analysis = data.attemptedData.analyzedData;
  // the test carries the reviewed questions; older records only had them under attemptedData
  const questions = data.test.questions.length > 0 ? data.test.questions : data.attemptedData.testId.questions;
  const hasSections = analysis.sectionResults.length > 0;

  return (
    <div className="pb-16">
      <ResultHeader
        heading={headings[kind]}
        title={data.test.title || analysis.quizTitle}
        analysis={analysis}
        standing={data.standing}
        onBack={onBack}
        backLabel={backLabels[kind]}
      />

      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-8 sm:px-6 sm:pt-10">
        <div className={hasSections ? 'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6' : undefined}>
          <section aria-labelledby="result-metrics" className="flex flex-col gap-4">
            <SectionTitle id="result-metrics">Your attempt in numbers</SectionTitle>
            <MetricCards analysis={analysis} timeLimit={data.test.timeLimit} />
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
            <p className="mt-1 text-sm text-slate-600">The correct option is marked in green; a wrong choice of yours in red.</p>
          </div>
          <QuestionReview questions={questions} analyses={analysis.questionAnalysis} questionStats={data.questionStats} />
        </section>
      </div>
    </div>
  );
}
