// Item statistics (issue 27): how a question behaved in learners' submitted attempts, as Moodle's quiz
// statistics report shows it, and the flags a content team acts on. The figures are worked out by a
// job (src/server/features/admin/item-stats), never by a request; these are the rules both sides read.

/** Below this many submitted attempts a paper's thirds are one or two learners: no discrimination index. */
export const MIN_ATTEMPTS_FOR_DISCRIMINATION = 6;
/** Facility at or above this: nearly everyone gets it right. */
export const TOO_EASY_FACILITY = 0.9;
/** Facility at or below this: nearly nobody gets it right. */
export const TOO_HARD_FACILITY = 0.2;
/** An option nobody chose is flagged only once this many attempts were served the question. */
export const UNUSED_DISTRACTOR_MIN_ATTEMPTS = 20;

export type ItemFlagKind = 'too-easy' | 'too-hard' | 'unused-distractor' | 'negative-discrimination';

export interface ItemFlag {
  kind: ItemFlagKind;
  /** what a person reads */
  message: string;
  /** the option nobody chose (unused-distractor only) */
  option?: number;
}

export interface ItemFigures {
  type: 'MCQ' | 'MSQ' | 'NAT';
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  optionCounts: readonly number[];
  /** the key's options: a right option nobody picks is not a distractor (MCQ: one; MSQ: some) */
  correctOptions: readonly number[];
}

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The flags of a question's figures: too easy, too hard, a distractor nobody picks, and a negative
 * discrimination (the better learners get it wrong more often than the weaker: often a wrong key).
 */
export function itemFlags(figures: ItemFigures): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (figures.attempts === 0 || figures.facility === null) return flags;
  const percent = Math.round(figures.facility * 100);
  if (figures.facility >= TOO_EASY_FACILITY) flags.push({ kind: 'too-easy', message: `Too easy: ${percent}% get it right.` });
  if (figures.facility <= TOO_HARD_FACILITY) flags.push({ kind: 'too-hard', message: `Too hard: only ${percent}% get it right.` });
  if (figures.type !== 'NAT' && figures.attempts >= UNUSED_DISTRACTOR_MIN_ATTEMPTS) {
    figures.optionCounts.forEach((count, option) => {
      if (count === 0 && !figures.correctOptions.includes(option)) {
        flags.push({ kind: 'unused-distractor', option, message: `Nobody chose option ${optionLetter(option)}.` });
      }
    });
  }
  if (figures.discrimination !== null && figures.discrimination < 0) {
    flags.push({
      kind: 'negative-discrimination',
      message: 'Negative discrimination: the top third get it wrong more often than the bottom third. Check the key.',
    });
  }
  return flags;
}

/** 0.734 → '73%'; null → '—'. */
export const formatFacility = (facility: number | null) => (facility === null ? '—' : `${Math.round(facility * 100)}%`);
/** 0.333… → '0.33'; null → '—'. */
export const formatDiscrimination = (discrimination: number | null) => (discrimination === null ? '—' : discrimination.toFixed(2));
