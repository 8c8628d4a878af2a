import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Flag, Sparkles } from 'lucide-react';
import { questionSourceLabels, type AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import type { Answer } from '../../../../../shared/exam/answer-key.ts';
import { ExamQuestion } from '../../../../components/exam-question.tsx';
import { ReviewedQuestionCard } from '../../../../components/reviewed-question-card.tsx';
import { ReviewNotice } from '../../ui/review-notice.tsx';
import { toExamQuestion, toReviewedQuestion } from '../../ui/draft-preview.ts';
import { draftFromQuestion } from '../../ui/question-draft.ts';
import { threadQuery } from '../api.ts';
import { ReviewThreadList } from './review-thread.tsx';

type View = 'result' | 'exam';

const views: { id: View; label: string }[] = [
  { id: 'result', label: 'With the key' },
  { id: 'exam', label: 'As in the exam' },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function SourceBadge({ source }: { source: AdminQuestion['source'] }) {
  const ai = source === 'ai-generated';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        ai ? 'bg-violet-50 text-violet-800 ring-violet-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {ai ? <Sparkles aria-hidden="true" className="size-3" /> : null}
      {questionSourceLabels[source]}
    </span>
  );
}

export function NeedsReviewBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-800 ring-1 ring-orange-200">
      <Flag aria-hidden="true" className="size-3" />
      Needs review
    </span>
  );
}

/**
 * One waiting draft, drawn by the learner's own components: the result view's card (the key in
 * green, the explanation) or the exam's question, with where it came from and how it is filed.
 */
export function ReviewQuestion({ question }: { question: AdminQuestion }) {
  const baseId = useId();
  const [view, setView] = useState<View>('result');
  const [chosen, setChosen] = useState<Answer | null>(null);
  const draft = useMemo(() => draftFromQuestion(question), [question]);
  const examQuestion = useMemo(() => toExamQuestion(draft, question.id), [draft, question.id]);
  const reviewed = useMemo(() => toReviewedQuestion(draft, question.id), [draft, question.id]);

  const filed: [string, string | null][] = [
    ['Exam', question.exam],
    ['Section', question.section],
    ['Topic', question.topic],
    ['Difficulty', question.difficulty ? capitalise(question.difficulty) : null],
    ['Marks', String(question.marks)],
    ['Type', question.type],
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SourceBadge source={question.source} />
        {question.needsReview ? <NeedsReviewBadge /> : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {filed.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-500">{label}:</dt>
              <dd className={value ? 'font-medium text-slate-800' : 'text-slate-400 italic'}>{value ?? 'not set'}</dd>
            </div>
          ))}
        </dl>
      </div>

      <ReviewNotice needsReview={question.needsReview} origin={question.origin} />
      <QueueThread questionId={question.id} />

      <section aria-labelledby={`${baseId}-title`} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2">
          <h2 id={`${baseId}-title`} className="text-sm font-semibold text-navy-900">
            What learners will see
          </h2>
          <div role="group" aria-label="Show the question" className="flex gap-1">
            {views.map(({ id, label }) => (
              <button
                key={id}
                type="button"
                aria-pressed={view === id}
                onClick={() => setView(id)}
                className={clsx(
                  'h-8 rounded-full px-3 text-xs font-medium ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-brand-500',
                  view === id ? 'bg-navy-800 text-white ring-navy-800' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        {view === 'result' ? (
          <div className="bg-slate-50 p-4 sm:p-5">
            <ReviewedQuestionCard
              question={reviewed}
              number={1}
              selectedAnswer={null}
              status="other"
              marksAwarded={0}
              takersCorrect={undefined}
              timeSpent={undefined}
              hidden={false}
            />
            <p className="mt-3 text-xs text-slate-500">As the result view shows it after submission: the key in green, then the explanation.</p>
          </div>
        ) : (
          <div className="px-5 py-6 sm:px-7">
            <ExamQuestion question={examQuestion} number={1} typeLabel={examQuestion.type} showSection answer={chosen} disabled={false} onAnswer={setChosen} />
            <p className="mt-5 border-t border-slate-100 pt-3 text-xs text-slate-500">
              As in a test, without the key. Choosing an option here changes nothing.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

/** What was said so far (the author's note with the submission, an earlier round of changes); nothing when nobody wrote a word. */
function QueueThread({ questionId }: { questionId: string }) {
  const thread = useQuery(threadQuery(questionId));
  const comments = thread.data?.comments ?? [];
  if (!comments.some((comment) => comment.body !== '')) return null;
  return (
    <section aria-label="The review thread so far" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-sm font-semibold text-navy-900">The conversation so far</h2>
      <ReviewThreadList comments={comments} />
    </section>
  );
}
