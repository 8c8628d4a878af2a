import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { Eye } from 'lucide-react';
import { ExamQuestion } from '../../../../components/exam-question.tsx';
import { ReviewedQuestionCard } from '../../../../components/reviewed-question-card.tsx';
import { answerLabel, rightAnswer, wrongAnswer, type Answer } from '../../../../../shared/exam/answer-key.ts';
import { markingOf, markingRules } from '../../../../../shared/exam/marking.ts';
import { draftKey, gradeDraft, toExamQuestion, toReviewedQuestion } from '../../ui/draft-preview.ts';
import type { QuestionDraft } from '../../ui/question-draft.ts';

export type PreviewTab = 'exam' | 'result';

const tabs: { id: PreviewTab; label: string }[] = [
  { id: 'exam', label: 'In the exam' },
  { id: 'result', label: 'After submission' },
];

type Scenario = 'none' | 'right' | 'wrong';

const scenarios: { id: Scenario; label: string }[] = [
  { id: 'none', label: 'Not answered' },
  { id: 'right', label: 'Answered right' },
  { id: 'wrong', label: 'Answered wrong' },
];

const PLACEHOLDER = '_The question appears here as you write it._';

// GATE's rules in the words the instructions use: the one for the draft's type sits under the grade
const [, MCQ_RULE, MSQ_RULE, NAT_RULE] = markingRules(markingOf('gate'));
const ruleOf = { MCQ: MCQ_RULE, MSQ: MSQ_RULE, NAT: NAT_RULE };

const KEY_MISSING = {
  MCQ: 'Choose the correct option to see the key as learners will.',
  MSQ: 'Tick the correct options to see the key as learners will.',
  NAT: 'Write the answer as a number to see the key as learners will.',
};

interface QuestionPreviewPanelProps {
  draft: QuestionDraft;
  tab: PreviewTab;
  onTab: (tab: PreviewTab) => void;
}

/**
 * The draft rendered by the exam's own question component, and after submission by the result
 * view's own card: what the author sees here is what a learner gets.
 */
export function QuestionPreviewPanel({ draft: liveDraft, tab, onTab }: QuestionPreviewPanelProps) {
  const baseId = useId();
  const tabRefs = useRef<Record<PreviewTab, HTMLButtonElement | null>>({ exam: null, result: null });
  // typing stays smooth: formulas re-render when the browser has a moment
  const draft = useDeferredValue(liveDraft);
  const [chosen, setChosen] = useState<Answer | null>(null);
  const key = useMemo(() => draftKey(draft), [draft]);

  const shown = useMemo(() => ({ ...draft, text: draft.text.trim() ? draft.text : PLACEHOLDER }), [draft]);
  const examQuestion = useMemo(() => toExamQuestion(shown), [shown]);
  const reviewed = useMemo(() => toReviewedQuestion(shown), [shown]);
  // an answer the draft no longer takes (an option removed, the type changed) counts as none, as in grading
  const grade = key === null ? null : gradeDraft(draft, chosen);
  const answer = grade?.selectedAnswer ?? null;
  const scenario: Scenario = answer === null ? 'none' : grade?.status === 'correct' ? 'right' : 'wrong';

  const choose = (next: Scenario) => {
    if (next === 'none' || key === null) setChosen(null);
    else setChosen(next === 'right' ? rightAnswer(key) : wrongAnswer(key, draft.options.length));
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: PreviewTab = event.key === 'Home' ? 'exam' : event.key === 'End' ? 'result' : tab === 'exam' ? 'result' : 'exam';
    onTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${baseId}-title`} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 pt-3">
        <h2 id={`${baseId}-title`} className="flex items-center gap-1.5 pb-3 text-sm font-semibold text-navy-900">
          <Eye aria-hidden="true" className="size-4 text-brand-600" />
          Live preview
        </h2>
        <div role="tablist" aria-label="Preview" className="flex gap-1" onKeyDown={onTabKey}>
          {tabs.map(({ id, label }) => (
            <button
              key={id}
              ref={(node) => void (tabRefs.current[id] = node)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`${baseId}-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => onTab(id)}
              className={clsx(
                '-mb-px rounded-t-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                tab === id ? 'border-slate-200 border-b-white bg-white text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      <div role="tabpanel" id={`${baseId}-panel-exam`} aria-labelledby={`${baseId}-tab-exam`} hidden={tab !== 'exam'} className="px-5 py-6 sm:px-7">
        <ExamQuestion question={examQuestion} number={1} typeLabel={examQuestion.type} showSection answer={answer} disabled={false} onAnswer={setChosen} />
        <p className="mt-5 border-t border-slate-100 pt-3 text-xs text-slate-500">
          {draft.type === 'MCQ'
            ? 'As in a test. Choose an option to try it; ‘After submission’ then grades that choice.'
            : 'As in a test. Try a right or a wrong answer under ‘After submission’.'}
        </p>
      </div>

      <div role="tabpanel" id={`${baseId}-panel-result`} aria-labelledby={`${baseId}-tab-result`} hidden={tab !== 'result'} className="bg-slate-50 p-4 sm:p-5">
        <div role="group" aria-label="The learner's answer" className="mb-4 flex flex-wrap gap-1.5">
          {scenarios.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={scenario === id}
              disabled={id !== 'none' && key === null}
              onClick={() => choose(id)}
              className={clsx(
                'h-8 rounded-full px-3 text-xs font-medium ring-1 transition-colors ring-inset disabled:opacity-40',
                scenario === id ? 'bg-navy-800 text-white ring-navy-800' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        {key === null ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {KEY_MISSING[draft.type]}
          </p>
        ) : null}
        {answer !== null && draft.type !== 'MCQ' ? (
          <p className="mb-3 text-sm text-slate-700">
            The learner’s answer: <strong className="font-semibold text-navy-900">{answerLabel(answer)}</strong>
          </p>
        ) : null}
        <ReviewedQuestionCard
          question={reviewed}
          number={1}
          selectedAnswer={answer}
          status={grade?.status ?? 'other'}
          marksAwarded={grade?.marks ?? 0}
          takersCorrect={undefined}
          timeSpent={undefined}
          hidden={false}
        />
        <p className="mt-3 text-xs text-slate-500">Marked as a GATE test marks it. {ruleOf[draft.type]}</p>
      </div>
    </section>
  );
}
