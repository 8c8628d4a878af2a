import { Link } from 'react-router';
import type { PaperKind, RegradeQuestion } from '../../../../../shared/api/admin-regrade.ts';
import { keyLabel } from '../../../../../shared/exam/answer-key.ts';
import { REGRADE_ACTION_NAMES, VOID_ACTION_OF_KIND } from '../../../../../shared/exam/regrade.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { QuestionExcerpt } from '../../ui/question-excerpt.tsx';

/** The key grading applies now, and what a regrade made of it. */
export function KeyState({ question }: { question: RegradeQuestion }) {
  if (question.voided) {
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {REGRADE_ACTION_NAMES[VOID_ACTION_OF_KIND[question.voided]]}
      </span>
    );
  }
  const changed = keyLabel(question.key) !== keyLabel(question.originalKey);
  return (
    <span className="text-sm text-slate-700">
      Key: <strong className="font-semibold text-navy-900">{keyLabel(question.key)}</strong>
      {changed ? <span className="text-slate-500"> (changed from {keyLabel(question.originalKey)})</span> : null}
    </span>
  );
}

interface QuestionListProps {
  paper: { kind: PaperKind; id: string };
  questions: RegradeQuestion[];
  /** false: the list only shows the keys (a creator, or a paper nobody took) */
  canRegrade: boolean;
}

/** Every question of the paper with its key, each with its 'Regrade…' for a master. */
export function QuestionList({ paper, questions, canRegrade }: QuestionListProps) {
  return (
    <ol className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {questions.map((question) => (
        <li key={question.id} className="px-4 py-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <span className="text-sm font-semibold text-navy-900">Question {question.number}</span>
            <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700">{question.type}</span>
            <span>
              {question.section} · {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
            </span>
          </p>
          <QuestionExcerpt text={question.text} className="mt-1 block text-sm text-slate-700" />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <KeyState question={question} />
            {canRegrade ? (
              <Link
                to={adminPaths.regrade(paper.kind, paper.id, question.id)}
                aria-label={`Regrade question ${question.number}…`}
                className={buttonClasses('secondary', 'sm')}
              >
                Regrade…
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
