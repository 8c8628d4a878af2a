// A CSV row's type and answer columns read into a key: an MCQ's letter ('B'), an MSQ's letters
// ('A;C'), a NAT's number or range ('2.45..2.55', to the decimals the numbers are written with).
import { keyProblem, optionLetter, QUESTION_TYPES, type AnswerKey, type QuestionType } from '../../../../shared/exam/answer-key.ts';
import { natRangeOf } from '../../../../shared/exam/nat-key.ts';
import { excerpt } from './text.ts';

/** The row's type (empty: MCQ), or what is wrong with it. */
export function csvType(text: string): { type: QuestionType } | { problem: string } {
  if (text === '') return { type: 'MCQ' };
  const type = QUESTION_TYPES.find((name) => name === text.toUpperCase());
  return type ? { type } : { problem: `type is “${excerpt(text, 20)}”; it must be MCQ, MSQ or NAT (empty: MCQ).` };
}

const letters = (optionCount: number) => `A–${optionLetter(optionCount - 1)}`;

/** The option a letter names, or null when it names none of them. */
function optionOf(letter: string, optionCount: number): number | null {
  const index = letter.length === 1 ? letter.toUpperCase().charCodeAt(0) - 65 : -1;
  return index >= 0 && index < optionCount ? index : null;
}

/** The key a row's answer gives for its type and options, or what is wrong with it (said after 'Line N: '). */
export function csvKey(type: QuestionType, answer: string, optionCount: number): AnswerKey | { problem: string } {
  const shown = `“${excerpt(answer, 40)}”`;
  if (type === 'MCQ') {
    if (answer === '') return { problem: `the answer is empty; give the letter of the right option, ${letters(optionCount)}.` };
    const correctIndex = optionOf(answer, optionCount);
    return correctIndex === null ? { problem: `the answer ${shown} is not one of the options ${letters(optionCount)}.` } : { type: 'MCQ', correctIndex };
  }
  if (type === 'MSQ') {
    const named = answer.split(/[;,\s]+/).filter((letter) => letter !== '');
    if (named.length === 0) return { problem: 'the answer is empty; give the letters of the right options, such as A;C.' };
    const correctIndexes: number[] = [];
    for (const letter of named) {
      const index = optionOf(letter, optionCount);
      if (index === null) return { problem: `the answer ${shown} names ${excerpt(letter, 10)}, which is not one of the options ${letters(optionCount)}.` };
      if (correctIndexes.includes(index)) return { problem: `the answer ${shown} names ${optionLetter(index)} twice.` };
      correctIndexes.push(index);
    }
    return { type: 'MSQ', correctIndexes: correctIndexes.sort((a, b) => a - b) };
  }
  if (answer === '') return { problem: 'the answer is empty; give a number such as 42 or 2.5, or a range such as 2.45..2.55.' };
  const range = natRangeOf(answer);
  if (!range) return { problem: `the answer ${shown} is not a number; give a number such as 42 or 2.5, or a range such as 2.45..2.55.` };
  const key: AnswerKey = { type: 'NAT', ...range };
  const problem = keyProblem(key, 0);
  return problem ? { problem: `the answer ${shown}: ${problem}` } : key;
}
