// A question's Hindi version (docs/decisions/034): its text, its options' texts and its explanation in
// Hindi, Markdown with the same KaTeX as the English. Images, formulas' meaning and the key are the
// English version's: an option is the same option in either language, so grading never depends on it.
import { z } from 'zod';

/** The longest texts the Hindi version takes: the English limits (admin-questions.ts). */
const TEXT_MAX = 10_000;
const OPTION_MAX = 2000;

export const hindiVersion = z.object({
  text: z.string().trim().min(1, 'The Hindi version needs its question text.').max(TEXT_MAX),
  options: z.array(z.object({ text: z.string().trim().max(OPTION_MAX) })).max(6),
  explanation: z.string().trim().max(TEXT_MAX).default(''),
});
export type HindiVersion = z.infer<typeof hindiVersion>;

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * What is wrong with a Hindi version beside its English, in the words its author reads, or null: it
 * has an option for each English option (a NAT has none), and an option with English words has
 * Hindi ones (an option that is an image alone may be one in Hindi too).
 */
export function hindiProblem(english: { options: readonly { text: string }[] }, hindi: HindiVersion): { message: string; path: (string | number)[] } | null {
  if (hindi.options.length !== english.options.length) {
    const count = (n: number) => `${n} option${n === 1 ? '' : 's'}`;
    return {
      // at most 80 characters: the API says a field's problem in that many
      message: `The Hindi version has ${count(hindi.options.length)} and the English ${english.options.length}: one for each, in order.`,
      path: ['hindi', 'options'],
    };
  }
  const missing = english.options.findIndex((option, index) => option.text.trim() !== '' && hindi.options[index]!.text === '');
  if (missing >= 0) return { message: `Option ${letter(missing)} has English text but no Hindi text.`, path: ['hindi', 'options', missing, 'text'] };
  return null;
}

/** Whether the bank lists every question, those in both languages, or those in English only. */
export const languageFilter = z.enum(['any', 'both', 'english']);
export type LanguageFilter = z.infer<typeof languageFilter>;
export const languageFilterLabels: Record<LanguageFilter, string> = { any: 'Any', both: 'English and Hindi', english: 'English only' };

/** A question of a paper offered in Hindi that has no Hindi version (the paper's publish refusal names them). */
export const questionWithoutHindi = z.object({
  id: z.string(),
  /** its number in the paper, from 1 */
  number: z.number(),
  /** the start of its English text */
  text: z.string(),
});
export type QuestionWithoutHindi = z.infer<typeof questionWithoutHindi>;
