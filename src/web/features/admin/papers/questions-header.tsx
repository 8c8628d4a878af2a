import { Link } from 'react-router';
import { Lock, PenLine, Plus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button.tsx';
import type { PaperKind } from './api.ts';

interface QuestionsHeaderProps {
  kind: PaperKind;
  /** why the list cannot change now; null when it can */
  lock: string | null;
  /** the question editor, set to add what it saves to this paper and come back */
  newQuestionHref: string;
  onPick: () => void;
}

/** The questions' heading, the ways to add one while the list can change, and why it cannot when it cannot. */
export function QuestionsHeader({ kind, lock, newQuestionHref, onPick }: QuestionsHeaderProps) {
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="paper-questions-title" className="text-lg font-semibold text-navy-900">
            Questions
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Numbered as learners see them: Aptitude first, then Technical. Drag a row’s handle or use its arrows to reorder.
          </p>
        </div>
        {lock === null ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to={newQuestionHref} className={buttonClasses('secondary', 'sm')}>
              <PenLine aria-hidden="true" className="size-4" />
              Write a new question
            </Link>
            <Button size="sm" onClick={onPick}>
              <Plus aria-hidden="true" className="size-4" />
              Add from the bank
            </Button>
          </div>
        ) : null}
      </div>

      {lock !== null ? (
        <div role="status" className="mt-4 flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <p>
            <strong className="font-semibold">The questions of this {kind} are read-only.</strong> {lock}
          </p>
        </div>
      ) : null}
    </>
  );
}
