// A paper's corrections after learners took it (server: features/admin/regrade): a question's key
// replaced, or the question voided: with full marks for everyone (GATE's rule), with full marks for
// those who attempted it (NTA's rule for UGC NET), or counted for nobody, as Moodle's regrade and the
// exam bodies' answer-key challenges do. The latest regrade of a question in a paper is what grading
// applies, to every attempt of the paper, those finalised later included.
import { keyLabel, keyProblem, type AnswerKey } from './answer-key.ts';
import type { VoidRule } from './profiles.ts';

export const REGRADE_ACTIONS = ['rekey', 'void-full', 'void-attempted', 'void-none'] as const;
export type RegradeAction = (typeof REGRADE_ACTIONS)[number];
export type VoidAction = Exclude<RegradeAction, 'rekey'>;

export const REGRADE_ACTION_NAMES: Record<RegradeAction, string> = {
  rekey: 'Change the key',
  'void-full': 'Void: full marks to everyone',
  'void-attempted': 'Void: full marks to those who attempted it',
  'void-none': 'Void: counts for nobody',
};

/**
 * What a voided question gives, as grading reads it: 'full', its marks to every learner; 'attempted',
 * its marks to each learner who answered it, right or wrong; 'none', it counts for nobody.
 */
export const VOID_KINDS = ['full', 'none', 'attempted'] as const;
export type VoidKind = (typeof VOID_KINDS)[number];

export const VOID_KIND_OF_ACTION: Record<VoidAction, VoidKind> = {
  'void-full': 'full',
  'void-attempted': 'attempted',
  'void-none': 'none',
};

export const VOID_ACTION_OF_KIND: Record<VoidKind, VoidAction> = {
  full: 'void-full',
  attempted: 'void-attempted',
  none: 'void-none',
};

/** The void an exam's profile publishes for a dropped question (profiles.ts): the regrade offers it first. */
export const VOID_ACTION_OF_RULE: Record<VoidRule, VoidAction> = {
  everyone: 'void-full',
  attempted: 'void-attempted',
};

/** One regrade of a question of a paper, as stored (paper_regrades). */
export interface PaperRegrade {
  questionId: string;
  action: RegradeAction;
  /** the new key of a 'rekey'; null for a void */
  key: AnswerKey | null;
  reason: string;
  /** when it was made, ISO */
  at: string;
}

/** What a learner's result says about a regraded question. */
export interface RegradeNote {
  action: RegradeAction;
  reason: string;
  at: string;
  /** the key the paper was published with, when the key was changed */
  previousKey: AnswerKey | null;
}

interface RegradableQuestion {
  id: string;
  key: AnswerKey;
  optionCount: number;
}

export type Regraded<Q> = Q & { voided?: VoidKind; regrade?: RegradeNote };

/**
 * The questions as grading and the result read them: each one's latest regrade applied (later in
 * `regrades` wins). A new key that does not fit the question (another version of it, with another
 * type or fewer options) leaves it as it was. Pure: every target built (the paper's current one, an
 * attempt's served versions, a dry run's) goes through it.
 */
export function applyRegrades<Q extends RegradableQuestion>(questions: readonly Q[], regrades: readonly PaperRegrade[]): Regraded<Q>[] {
  if (regrades.length === 0) return [...questions];
  const latest = new Map<string, PaperRegrade>();
  for (const regrade of regrades) latest.set(regrade.questionId, regrade);
  return questions.map((question) => {
    const regrade = latest.get(question.id);
    if (!regrade) return question;
    const note = { action: regrade.action, reason: regrade.reason, at: regrade.at };
    if (regrade.action === 'rekey') {
      const key = regrade.key;
      if (!key || key.type !== question.key.type || keyProblem(key, question.optionCount) !== null) return question;
      return { ...question, key, regrade: { ...note, previousKey: question.key } };
    }
    return { ...question, voided: VOID_KIND_OF_ACTION[regrade.action], regrade: { ...note, previousKey: null } };
  });
}

/** A regrade in a few words, for notices, the audit and the history: 'The key is now C (it was B).' */
export function regradeSummaryLine(action: RegradeAction, key: AnswerKey | null, previousKey: AnswerKey | null): string {
  if (action === 'void-full') return 'The question was voided: everyone gets its full marks.';
  if (action === 'void-attempted') return 'The question was voided: everyone who attempted it gets its full marks.';
  if (action === 'void-none') return 'The question was voided: it counts for nobody.';
  if (!key) return 'The key was changed.';
  return previousKey ? `The key is now ${keyLabel(key)} (it was ${keyLabel(previousKey)}).` : `The key is now ${keyLabel(key)}.`;
}
