// Moodle's bilingual text (decision 034): filter_multilang2's {mlang en}…{mlang}{mlang hi}…{mlang}
// blocks, and filter_multilang's <span lang="hi" class="multilang">…</span> (html-markdown.ts turns
// those into the same blocks), split into the English and the Hindi. Text outside every block is
// both languages'; a block of another language is neither's. One pass, linear in the text.
import { hindiProblem, type HindiVersion } from '../../../../shared/api/hindi.ts';
import type { ImportedQuestion } from '../../../../shared/api/question-import.ts';

const OPEN = '{mlang ';
const CLOSE = '{mlang}';

export interface Split {
  english: string;
  /** null when the text has no Hindi block */
  hindi: string | null;
}

const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A text's English and Hindi; a text without blocks is returned as it is, for both. */
export function splitMultilang(text: string): Split {
  if (!text.includes('{mlang')) return { english: text, hindi: null };
  let english = '';
  let hindi = '';
  let sawHindi = false;
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf(OPEN, index);
    if (open === -1) break;
    const langEnd = text.indexOf('}', open + OPEN.length);
    const close = langEnd === -1 ? -1 : text.indexOf(CLOSE, langEnd + 1);
    if (close === -1) break; // a block never closed is left as text
    const outside = text.slice(index, open);
    english += outside;
    hindi += outside;
    const langs = text
      .slice(open + OPEN.length, langEnd)
      .split(',')
      .map((lang) => lang.trim().toLowerCase());
    const content = text.slice(langEnd + 1, close);
    if (langs.some((lang) => lang === 'hi' || lang.startsWith('hi_'))) {
      hindi += content;
      sawHindi = true;
    }
    if (langs.some((lang) => lang === 'en' || lang.startsWith('en_') || lang === 'other')) english += content;
    index = close + CLOSE.length;
  }
  english += text.slice(index);
  hindi += text.slice(index);
  return { english: tidy(english), hindi: sawHindi ? tidy(hindi) : null };
}

/**
 * The question with its multilang text split: the English in its fields, the Hindi (where any field
 * has a Hindi block) as its Hindi version, a field without one being the same in both; or the
 * problem with that Hindi version, in the editor's words.
 */
export function withMultilang(question: ImportedQuestion): ImportedQuestion | { problem: string } {
  const text = splitMultilang(question.text);
  const options = question.options.map(splitMultilang);
  const explanation = splitMultilang(question.explanation);
  const english = { ...question, text: text.english, options: options.map((option) => option.english), explanation: explanation.english };
  if (question.hindi || [text, explanation, ...options].every((part) => part.hindi === null)) return english;
  const hindi: HindiVersion = {
    text: text.hindi ?? text.english,
    options: options.map((option) => ({ text: option.hindi ?? option.english })),
    explanation: explanation.hindi ?? explanation.english,
  };
  if (hindi.text === '') return { problem: 'The Hindi version needs its question text.' };
  const problem = hindiProblem({ options: english.options.map((option) => ({ text: option })) }, hindi);
  return problem ? { problem: problem.message } : { ...english, hindi };
}
