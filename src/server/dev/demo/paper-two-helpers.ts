// What the UGC NET Paper 2 mock's four files (ugc-net-paper-two-*.ts) write their questions with: a
// question of 2 marks with its Hindi version, and the words NTA prints around an assertion-and-reason
// question and a list of statements, in English and Hindi.
import type { HindiVersion } from '../../../shared/api/hindi.ts';
import type { DemoQuestion } from './types.ts';

export const h = (text: string, options: string[], explanation: string): HindiVersion => ({
  text,
  options: options.map((option) => ({ text: option })),
  explanation,
});

/** A Paper 2 question: 2 marks, one correct option of four, with its Hindi version. */
export function paperTwo(
  key: string,
  topic: string,
  text: string,
  options: string[],
  correctIndex: number,
  explanation: string,
  hindi: HindiVersion,
): DemoQuestion {
  return { key: `net-p2-${key}`, section: 'Technical', topic, text, options, correctIndex, explanation, marks: 2, source: 'original', hindi };
}

/** An assertion-reason question's text, and its four options, in NTA's order, in English and in Hindi. */
export const assertionReason = (assertion: string, reason: string) =>
  `Given below are two statements: one is labelled Assertion (A) and the other Reason (R).\n\n**Assertion (A):** ${assertion}\n\n**Reason (R):** ${reason}\n\nIn the light of the above statements, choose the correct answer from the options given below:`;
export const ASSERTION_REASON = [
  'Both (A) and (R) are true, and (R) is the correct explanation of (A)',
  'Both (A) and (R) are true, but (R) is not the correct explanation of (A)',
  '(A) is true, but (R) is false',
  '(A) is false, but (R) is true',
];
export const assertionReasonHindi = (assertion: string, reason: string) =>
  `नीचे दो कथन दिए गए हैं: एक को अभिकथन (A) और दूसरे को कारण (R) कहा गया है।\n\n**अभिकथन (A):** ${assertion}\n\n**कारण (R):** ${reason}\n\nउपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`;
export const ASSERTION_REASON_HINDI = [
  '(A) और (R) दोनों सही हैं, और (R), (A) की सही व्याख्या है',
  '(A) और (R) दोनों सही हैं, परंतु (R), (A) की सही व्याख्या नहीं है',
  '(A) सही है, परंतु (R) गलत है',
  '(A) गलत है, परंतु (R) सही है',
];

export const CHOOSE = 'Choose the correct answer from the options given below:';
export const CHOOSE_HINDI = 'नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:';
