import { formatMarking } from './marking.ts';

/** Beside a weekly-marked quiz's two numbers: what a right, a wrong and an unanswered answer score (null: not both given yet). */
export function MarksPreview({ marks }: { marks: { correct: number; wrong: number } | null }) {
  return (
    <p aria-live="polite" className="self-start rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 md:mt-7">
      {marks ? (
        <>
          <strong className="font-semibold text-navy-900">{formatMarking(marks.correct, marks.wrong)}</strong>: a right answer scores {marks.correct}, a wrong
          one {marks.wrong === 0 ? 'costs nothing' : `costs ${marks.wrong}`}, an unanswered one scores 0.
        </>
      ) : (
        'Enter both to see the marking.'
      )}
    </p>
  );
}
