// Reordering with the keyboard, as the WAI-ARIA sortable pattern does it: Space or Enter on a
// question's handle picks it up, the arrows (Home, End) move it inside its section, Space or Enter
// drops it and Escape puts it back. Each step says what happened, for a screen reader's live region.
import { moveQuestion, sectionBounds, type PaperQuestion } from './paper-order.ts';

/** The question being carried: its number when it was picked up, to put it back on Escape. */
export interface Grab {
  id: string;
  from: number;
}

export interface KeyOutcome {
  questions: readonly PaperQuestion[];
  grab: Grab | null;
  announcement: string;
}

/** Read by screen readers when a handle gets focus (aria-describedby). */
export const REORDER_INSTRUCTIONS =
  'To move this question, press Space or Enter, move it with the up and down arrow keys (Home and End for the start or end of its section), then press Space or Enter to drop it, or Escape to cancel.';

const isDrop = (key: string) => key === ' ' || key === 'Enter';

/**
 * What `key` does on the handle of the question at `focused`; null when the key is not for
 * reordering (Tab, letters, or an arrow while nothing is picked up), so the browser handles it.
 */
export function reorderByKey(questions: readonly PaperQuestion[], grab: Grab | null, focused: number, key: string): KeyOutcome | null {
  if (!grab) {
    const question = questions[focused];
    if (!isDrop(key) || !question) return null;
    return {
      questions,
      grab: { id: question.id, from: focused },
      announcement: `Question ${focused + 1} picked up, in ${question.section}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    };
  }

  const at = questions.findIndex((question) => question.id === grab.id);
  if (at === -1) return { questions, grab: null, announcement: '' };
  const name = `Question ${grab.from + 1}`;

  if (isDrop(key)) {
    const announcement = at === grab.from ? `${name} dropped back at position ${at + 1}.` : `${name} moved to position ${at + 1}.`;
    return { questions, grab: null, announcement };
  }
  if (key === 'Escape') {
    return { questions: moveQuestion(questions, at, grab.from), grab: null, announcement: `Move cancelled. ${name} is back at position ${grab.from + 1}.` };
  }

  const { start, end } = sectionBounds(questions, at);
  const targets: Record<string, number> = { ArrowUp: at - 1, ArrowDown: at + 1, Home: start, End: end - 1 };
  const target = targets[key];
  if (target === undefined) return null;
  const moved = moveQuestion(questions, at, target);
  if (moved === questions) {
    const edge = target < at || key === 'Home' ? 'first' : 'last';
    const section = questions[at]?.section ?? 'its section';
    return { questions, grab, announcement: `${name} is already ${edge} in ${section}: a question stays in its section.` };
  }
  const now = moved.findIndex((question) => question.id === grab.id);
  return { questions: moved, grab, announcement: `${name}, now at position ${now + 1} of ${questions.length}.` };
}
