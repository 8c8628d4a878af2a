// One rule for every road by which a question reaches learners in a paper (the test and quiz
// editors, the bank's 'add to paper', serving a newer version, copying a question, publishing): a
// weekly quiz's answer key stays with the quiz until its last attempt has ended (DESIGN: the key
// shown to one taker is a key for every second account), so no other paper may carry its questions
// before then, and a quiz never takes a question whose key a test's learners see by submitting.
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../http-errors.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../../shared/api/exam.ts';
import { papersWithAttempts } from '../../attempts/service.ts';
import * as papers from '../../catalogue/papers.service.ts';

interface QuizHolder {
  kind: 'quiz';
  id: string;
  title: string;
  closesAt: Date;
}

interface TestHolder {
  kind: 'test';
  id: string;
  title: string;
  seriesTitle: string;
}

/** The other paper that keeps a question out: a quiz not settled yet, or a test whose key is out. */
export type KeyHolder = QuizHolder | TestHolder;

/** What the refusal is for: its words differ, the rule does not. */
export type PlacementAction = 'enter' | 'serve' | 'copy' | 'publish' | 'reschedule' | 'bulk';

/**
 * For each of these questions that may not be in `paper`, the paper that keeps it out. Any question
 * in a quiz whose last possible attempt has not ended (by the database's clock; of any status: a
 * draft is a quiz scheduled to open) is kept out of every other paper; a quiz also takes no question
 * of a test that is published (its learners see the key once they submit) or has been taken.
 */
export async function keyHoldersOf(tx: Database, paper: papers.PaperRef, questionIds: readonly string[]): Promise<Map<string, KeyHolder>> {
  const ids = [...new Set(questionIds)];
  const held = new Map<string, KeyHolder>();
  const quizzes = await papers.unsettledQuizzesHolding(tx, ids, IN_FLIGHT_ALLOWANCE_SECONDS, paper.kind === 'quiz' ? paper.id : undefined);
  // latest close first: a question in two quizzes waits for the later one
  for (const row of quizzes) {
    if (!held.has(row.questionId)) held.set(row.questionId, { kind: 'quiz', id: row.quizId, title: row.title, closesAt: row.closesAt });
  }
  if (paper.kind === 'test') return held;
  const tests = await papers.testsHolding(
    tx,
    ids.filter((id) => !held.has(id)),
  );
  const unpublished = [...new Set(tests.filter((row) => row.status !== 'published').map((row) => row.testId))];
  const taken = (await papersWithAttempts(tx, unpublished, [])).tests;
  for (const row of tests) {
    if (held.has(row.questionId) || (row.status !== 'published' && !taken.has(row.testId))) continue;
    held.set(row.questionId, { kind: 'test', id: row.testId, title: row.title, seriesTitle: row.seriesTitle });
  }
  return held;
}

const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

const listOf = (items: string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function distinct<T extends KeyHolder>(holders: T[]): T[] {
  return [...new Map(holders.map((holder) => [holder.id, holder])).values()];
}

function quizzesNamed(quizzes: QuizHolder[]): string {
  if (quizzes.length === 1) return `the weekly quiz "${quizzes[0]!.title}", which closes on ${istTime.format(quizzes[0]!.closesAt)} IST`;
  return `the weekly quizzes ${listOf(quizzes.map((quiz) => `"${quiz.title}" (closing on ${istTime.format(quiz.closesAt)} IST)`))}`;
}

function testsNamed(tests: TestHolder[]): string {
  const names = listOf(tests.map((test) => `"${test.title}" of "${test.seriesTitle}"`));
  return tests.length === 1
    ? `the test ${names}, whose learners see its answer key once they submit`
    : `the tests ${names}, whose learners see their answer keys once they submit`;
}

/** '…: it can join another paper once the quiz has closed and its last attempt has ended.' */
function quizTail(action: PlacementAction, kind: papers.PaperRef['kind'], many: boolean, quizzes: number): string {
  const it = many ? 'they' : 'it';
  const once = quizzes === 1 ? 'once the quiz has closed and its last attempt has ended' : 'once those quizzes have closed and their last attempts have ended';
  switch (action) {
    case 'enter':
    case 'bulk':
      return `${it} can join another paper ${once}.`;
    case 'serve':
      return `this ${kind} can serve a newer version ${once}.`;
    case 'copy':
      return `it can be copied ${once}.`;
    case 'publish':
      return `publish this ${kind} ${once} (or take ${many ? 'them' : 'it'} out of the ${kind}).`;
    case 'reschedule':
      return `move this quiz's window ${once} (or take ${many ? 'them' : 'it'} out of the quiz).`;
  }
}

/** '…: a weekly quiz cannot take it.' */
function testTail(action: PlacementAction, many: boolean): string {
  const it = many ? 'them' : 'it';
  switch (action) {
    case 'enter':
    case 'bulk':
    case 'copy':
      return `a weekly quiz cannot take ${it} (write a new question for the quiz).`;
    case 'serve':
      return 'this quiz cannot serve a newer version of it.';
    case 'publish':
    case 'reschedule':
      return `take ${it} out of the quiz, then ${action === 'publish' ? 'publish it' : 'move its window'} again.`;
  }
}

/** A question kept out of a paper, by `holder`; `number` is its place in that paper, from 1. */
export interface KeptOut {
  holder: KeyHolder;
  number?: number;
}

/**
 * The refusal for the questions kept out: those a quiz keeps out when there are any (a wait ends at
 * the quiz's close, so it is named), else those a test does. `subject` words the start up to the
 * paper named ('This question is in', 'Questions 2 and 5 are in', 'In'), for the questions meant.
 */
export function keptOutRefusal(action: PlacementAction, kind: papers.PaperRef['kind'], kept: KeptOut[], subject: (meant: KeptOut[]) => string) {
  const byQuiz = kept.filter((entry) => entry.holder.kind === 'quiz');
  if (byQuiz.length > 0) {
    const quizzes = distinct(byQuiz.map((entry) => entry.holder as QuizHolder));
    const message = `${subject(byQuiz)} ${quizzesNamed(quizzes)}: ${quizTail(action, kind, byQuiz.length > 1, quizzes.length)}`;
    return { code: 'question-in-open-quiz' as const, message };
  }
  const tests = distinct(kept.map((entry) => entry.holder as TestHolder));
  return { code: 'question-key-shown' as const, message: `${subject(kept)} ${testsNamed(tests)}: ${testTail(action, kept.length > 1)}` };
}

const entering = (meant: KeptOut[]) => (meant.length === 1 ? 'This question is in' : `${meant.length} of these questions are in`);

const numbered = (meant: KeptOut[]) => {
  const numbers = meant.map((entry) => `${entry.number}`);
  return numbers.length === 1 ? `Question ${numbers[0]} is in` : `Questions ${listOf(numbers)} are in`;
};

/** Refuses questions entering `paper` (or, 'serve', served there at a newer version) while another paper keeps them out. */
export async function requireMayEnter(
  tx: Database,
  paper: papers.PaperRef,
  questionIds: readonly string[],
  action: 'enter' | 'serve' = 'enter',
): Promise<void> {
  const held = await keyHoldersOf(tx, paper, questionIds);
  if (held.size === 0) return;
  const kept = [...held.values()].map((holder) => ({ holder }));
  const { code, message } = keptOutRefusal(action, paper.kind, kept, entering);
  throw conflict(message, code);
}

/**
 * Publishing (or moving the window of a published quiz) is refused while any question of the paper
 * is kept out of it, naming the other paper and the questions by their number in this one.
 */
export async function requireMayPublish(tx: Database, paper: papers.PaperRef, action: 'publish' | 'reschedule' = 'publish'): Promise<void> {
  const list = await papers.paperQuestions(tx, paper);
  const held = await keyHoldersOf(
    tx,
    paper,
    list.map((question) => question.id),
  );
  const kept = list.flatMap((question, index) => {
    const holder = held.get(question.id);
    return holder ? [{ holder, number: index + 1 }] : [];
  });
  if (kept.length === 0) return;
  const { code, message } = keptOutRefusal(action, paper.kind, kept, numbered);
  throw conflict(message, code);
}

/** A copy carries the key: a question is not copied while a quiz that has not settled holds it. */
export async function requireMayCopy(tx: Database, questionId: string): Promise<void> {
  const [latest] = await papers.unsettledQuizzesHolding(tx, [questionId], IN_FLIGHT_ALLOWANCE_SECONDS);
  if (!latest) return;
  const holder: QuizHolder = { kind: 'quiz', id: latest.quizId, title: latest.title, closesAt: latest.closesAt };
  const { code, message } = keptOutRefusal('copy', 'test', [{ holder }], entering);
  throw conflict(message, code);
}
