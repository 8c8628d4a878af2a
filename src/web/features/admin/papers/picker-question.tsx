import clsx from 'clsx';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import { excerptOf } from '../ui/excerpt.ts';
import { QuestionExcerpt } from '../ui/question-excerpt.tsx';
import { StatusPill } from '../ui/status-pill.tsx';

/** A checkbox's name: the question's words without LaTeX's dollar signs. */
const spokenExcerpt = (text: string) => excerptOf(text).replace(/\$/g, '').slice(0, 90) || 'image-only question';

interface PickerQuestionProps {
  question: AdminQuestion;
  /** already in this paper: shown ticked, and cannot be ticked off */
  already: boolean;
  /** why it cannot join this paper (a type its exam does not ask), or null */
  refused: string | null;
  chosen: boolean;
  onToggle: (checked: boolean) => void;
}

/** One question of the bank in the picker, ticked to be added: its excerpt, section, type, marks, topic, difficulty, exam and status. */
export function PickerQuestion({ question, already, refused, chosen, onToggle }: PickerQuestionProps) {
  const inputId = `pick-${question.id}`;
  return (
    <li>
      <label
        htmlFor={inputId}
        className={clsx(
          'flex cursor-pointer items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 transition-colors hover:ring-brand-300',
          chosen && 'bg-brand-50 ring-2 ring-brand-500',
          (already || refused) && 'cursor-default bg-slate-50 hover:ring-slate-200',
        )}
      >
        <input
          id={inputId}
          type="checkbox"
          aria-label={already ? `Already in this paper: ${spokenExcerpt(question.text)}` : `Add: ${spokenExcerpt(question.text)}`}
          checked={already || chosen}
          disabled={already || refused !== null}
          onChange={(event) => onToggle(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-brand-600"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <QuestionExcerpt text={question.text} className="text-sm text-slate-800" />
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <span className="font-medium text-slate-700">{question.section}</span>
            <span aria-hidden="true">·</span>
            <span>{question.type}</span>
            <span aria-hidden="true">·</span>
            <span>{question.marks === 1 ? '1 mark' : `${question.marks} marks`}</span>
            {question.topic ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{question.topic}</span>
              </>
            ) : null}
            {question.difficulty ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="capitalize">{question.difficulty}</span>
              </>
            ) : null}
            {question.exam ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{question.exam}</span>
              </>
            ) : null}
            <StatusPill status={question.status} className="ml-1" />
            {already ? <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-700">In this paper</span> : null}
            {refused ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{refused}</span> : null}
          </span>
        </span>
      </label>
    </li>
  );
}
