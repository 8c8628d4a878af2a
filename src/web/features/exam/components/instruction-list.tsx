import { markingRules, type Marking } from '../../../../shared/exam/marking.ts';
import { useSiteConfig } from '../../../lib/site.ts';

/**
 * SPEC §2 'Instructions panel content', in the order the spec gives it, with two changes of
 * DESIGN.md: questions are of GATE's three types (no longer converted to MCQ), and the marking is
 * the paper's own preset in its own words (markingRules), not a fixed sentence.
 */
export function InstructionList({ kind = 'test', marking }: { kind?: 'test' | 'quiz'; marking: Marking }) {
  const site = useSiteConfig();
  const email = site.data?.supportEmail;
  const noun = kind === 'quiz' ? 'quiz' : 'test';
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:font-semibold marker:text-slate-500">
      <li>This {noun} resembles the real GATE exam, in its pattern and in this interface.</li>
      <li>
        Questions are of three types, as in GATE: <abbr title="Multiple choice question">MCQ</abbr>, one correct option, chosen with a radio button;{' '}
        <abbr title="Multiple select question">MSQ</abbr>, one or more correct options, chosen with checkboxes; <abbr title="Numerical answer type">NAT</abbr>,
        a number entered with the on-screen keypad. Each question shows its type beside its marks.
      </li>
      <li>
        Marking:
        <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-slate-400">
          {markingRules(marking).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </li>
      <li>This {noun} is for practice only: a score here is no guarantee of a result in the real exam.</li>
      {kind === 'quiz' ? (
        <>
          <li>Weekly quizzes are free, and each can be taken once. Rank 1 of the week wins free access to a GATE CS test series.</li>
          <li>Use the question palette to move between questions.</li>
        </>
      ) : (
        <>
          <li>Tests may be free or paid.</li>
          <li>Questions are in two sections, Aptitude and Technical; use the section tabs or the palette to move between them.</li>
        </>
      )}
      <li>
        The {noun} is time-bound: the clock is kept by our server and the {noun} is submitted automatically when it reaches 00:00. Results and analysis are
        instant.
      </li>
      <li>Use Mark for Review & Next to come back to a question before you submit. A marked question that has an answer is still graded.</li>
      <li>Your answers are saved as you go, even if your connection drops. Your data is used only for analytics.</li>
      <li>
        Everything works from the keyboard: Tab moves between parts of the screen, arrow keys choose an option or move along the question palette, Space ticks
        an MSQ option, digits, a point, a minus, Backspace and the arrow keys work in a NAT answer box, and Enter or Space presses a button. The calculator
        takes typed numbers and operators (Enter for =, Escape to clear).
      </li>
      <li>
        Need help? Write to{' '}
        {email ? (
          <a href={`mailto:${email}`} className="font-semibold text-sky-800 underline underline-offset-2">
            {email}
          </a>
        ) : (
          'our support team'
        )}
        .
      </li>
    </ol>
  );
}
