// The exam view's rules (SPEC §4 'Question status' and 'Navigation in tests'), pure so that every
// rule is unit-tested and the test and weekly-quiz screens share them.
//
// Decisions the spec leaves open:
// - Opening a question that was never visited makes it not-answered, as in the official GATE
//   interface: the palette then tells "seen but not answered" (red) from "never opened" (grey).
//   The first question is opened when the exam view starts.
// - Mark for Review & Next keeps a chosen answer: the question is "answered and marked for
//   review" (purple with a green tick) and is graded like GATE grades it. Choosing an option
//   afterwards makes it plainly answered again (SPEC: choosing sets answered even after a mark).
// - Save & Next on an answered question keeps it answered (and drops a mark); on an unanswered one
//   it sets not-answered. Clear Response stays on the question.
// - Once the attempt is locked (submitting or submitted) every action returns the state unchanged.
//
// The real CBT's way of saving (issue 42, 'save-and-next'), a learner's choice before starting: as in
// GATE's and NTA's interfaces, a choice is only the question's draft until Save & Next (or Mark for
// Review & Next) saves it; moving away by the palette or a section tab drops the draft and leaves the
// question as it was saved. Only saved answers are sent, counted and graded. The spec's way
// ('on-choice', the default) saves a choice the moment it is made.
import type { QuestionStatus, SavedAnswer, Section } from '../api/exam.ts';
import type { Answer } from './answer-key.ts';

export const SECTION_ORDER: readonly Section[] = ['Aptitude', 'Technical'];

export interface SectionedQuestion {
  _id: string;
  section: Section;
}

export type Answers = Readonly<Record<string, SavedAnswer>>;

export const SAVE_MODES = ['on-choice', 'save-and-next'] as const;
export type SaveMode = (typeof SAVE_MODES)[number];

export interface ExamCursor {
  answers: Answers;
  /** index into the exam order (see examOrder) */
  current: number;
  locked: boolean;
  /** how a choice is saved: at once (the spec's, the default) or only with Save & Next (the real CBT's) */
  saveMode?: SaveMode;
  /** in 'save-and-next': the choice on screen for the current question, not saved yet */
  draft?: { questionId: string; answer: Answer | null } | null;
}

export const NOT_VISITED: SavedAnswer = { answer: null, status: 'not-visited' };

const sectionRank = (section: Section) => {
  const rank = SECTION_ORDER.indexOf(section);
  return rank === -1 ? SECTION_ORDER.length : rank;
};

/** The order the learner sees: Aptitude first, then Technical; the server's order inside a section. */
export function examOrder<Q extends SectionedQuestion>(questions: readonly Q[]): Q[] {
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => sectionRank(a.question.section) - sectionRank(b.question.section) || a.index - b.index)
    .map(({ question }) => question);
}

export interface SectionRange {
  section: Section;
  first: number; // index of its first question in the exam order
  count: number;
}

/** Only sections that have questions: a section without any gets no tab and no palette group. */
export function sectionRanges(ordered: readonly SectionedQuestion[]): SectionRange[] {
  const ranges: SectionRange[] = [];
  ordered.forEach((question, index) => {
    const last = ranges.at(-1);
    if (last && last.section === question.section) last.count += 1;
    else ranges.push({ section: question.section, first: index, count: 1 });
  });
  return ranges;
}

/**
 * Next in the section; after a section's last question, the first of the next section; after the
 * very last question, the first question of the first section.
 */
export function nextQuestionIndex(ordered: readonly SectionedQuestion[], current: number): number {
  const ranges = sectionRanges(ordered);
  const at = ranges.findIndex((range) => current >= range.first && current < range.first + range.count);
  if (at === -1) return 0;
  const range = ranges[at]!;
  if (current < range.first + range.count - 1) return current + 1;
  return ranges[at + 1]?.first ?? ranges[0]!.first;
}

export function answerOf(answers: Answers, questionId: string | undefined): SavedAnswer {
  return (questionId && answers[questionId]) || NOT_VISITED;
}

function withAnswer(state: ExamCursor, questionId: string, saved: SavedAnswer): ExamCursor {
  return { ...state, answers: { ...state.answers, [questionId]: saved } };
}

/** The answer on screen for a question: its unsaved draft in 'save-and-next', else what is saved. */
export function shownAnswer(state: ExamCursor, questionId: string): Answer | null {
  if (state.draft && state.draft.questionId === questionId) return state.draft.answer;
  return answerOf(state.answers, questionId).answer;
}

/** Whether the question on screen shows a choice that is not saved (only in 'save-and-next'). */
export function hasUnsavedChoice(state: ExamCursor, ordered: readonly SectionedQuestion[]): boolean {
  const question = ordered[state.current];
  if (!question || !state.draft || state.draft.questionId !== question._id) return false;
  return !sameAnswer(state.draft.answer, answerOf(state.answers, question._id).answer);
}

/**
 * Opens a question (palette click, section tab, or the move after Save / Mark & Next). An unsaved
 * draft is dropped: in the real CBT, moving away without Save & Next keeps only what was saved.
 */
export function visit(state: ExamCursor, ordered: readonly SectionedQuestion[], index: number): ExamCursor {
  if (state.locked) return state;
  const question = ordered[index];
  if (!question) return state;
  const moved = { ...state, current: index, draft: null };
  const saved = answerOf(state.answers, question._id);
  return saved.status === 'not-visited' ? withAnswer(moved, question._id, { answer: null, status: 'not-answered' }) : moved;
}

function updateCurrent(state: ExamCursor, ordered: readonly SectionedQuestion[], update: (saved: SavedAnswer) => SavedAnswer): ExamCursor {
  if (state.locked) return state;
  const question = ordered[state.current];
  if (!question) return state;
  return withAnswer(state, question._id, update(answerOf(state.answers, question._id)));
}

/**
 * Giving an answer (an option, the MSQ's options, a NAT's number) answers the question, even one
 * marked for review. Taking the last of it away (every MSQ box unticked, a NAT's text not a number
 * yet) leaves the question without an answer: not answered, or still marked if it was.
 */
export function answerCurrent(state: ExamCursor, ordered: readonly SectionedQuestion[], answer: Answer | null): ExamCursor {
  if (state.saveMode === 'save-and-next') {
    // the real CBT: the choice waits on screen for Save & Next
    const question = ordered[state.current];
    if (state.locked || !question) return state;
    return { ...state, draft: { questionId: question._id, answer } };
  }
  return updateCurrent(state, ordered, (saved) => {
    if (answer !== null) return { answer, status: 'answered' };
    return { answer: null, status: saved.status === 'marked-for-review' ? 'marked-for-review' : 'not-answered' };
  });
}

/** Choosing an MCQ's option. */
export function chooseOption(state: ExamCursor, ordered: readonly SectionedQuestion[], option: number): ExamCursor {
  return answerCurrent(state, ordered, option);
}

/** The current question's answer as Save & Next (or Mark & Next) saves it: its draft, in 'save-and-next', else what it has. */
function answerToSave(state: ExamCursor, ordered: readonly SectionedQuestion[], saved: SavedAnswer): Answer | null {
  const question = ordered[state.current];
  return question && state.draft?.questionId === question._id ? state.draft.answer : saved.answer;
}

export function saveAndNext(state: ExamCursor, ordered: readonly SectionedQuestion[]): ExamCursor {
  if (state.locked) return state;
  const saved = updateCurrent(state, ordered, (before) => {
    const answer = answerToSave(state, ordered, before);
    return { answer, status: answer === null ? 'not-answered' : 'answered' };
  });
  return visit(saved, ordered, nextQuestionIndex(ordered, state.current));
}

/** Clears the current question's choice, saved and on screen alike. */
export function clearResponse(state: ExamCursor, ordered: readonly SectionedQuestion[]): ExamCursor {
  if (state.locked) return state;
  return { ...updateCurrent(state, ordered, () => ({ answer: null, status: 'not-answered' })), draft: null };
}

export function markForReviewAndNext(state: ExamCursor, ordered: readonly SectionedQuestion[]): ExamCursor {
  if (state.locked) return state;
  const marked = updateCurrent(state, ordered, (before) => ({ answer: answerToSave(state, ordered, before), status: 'marked-for-review' }));
  return visit(marked, ordered, nextQuestionIndex(ordered, state.current));
}

export function lockExam(state: ExamCursor): ExamCursor {
  return state.locked ? state : { ...state, locked: true };
}

export function unlockExam(state: ExamCursor): ExamCursor {
  return state.locked ? { ...state, locked: false } : state;
}

/** What the palette and legend show: the four statuses, with "answered and marked" told apart. */
export type PaletteStatus = 'answered' | 'not-answered' | 'not-visited' | 'marked' | 'answered-marked';

export const PALETTE_STATUSES: readonly PaletteStatus[] = ['answered', 'not-answered', 'not-visited', 'marked', 'answered-marked'];

export function paletteStatus(saved: SavedAnswer): PaletteStatus {
  if (saved.status === 'marked-for-review') return saved.answer === null ? 'marked' : 'answered-marked';
  // an answer without the answered status cannot come from these rules; count what the learner sees
  if (saved.answer !== null) return 'answered';
  return saved.status === 'answered' ? 'not-answered' : saved.status;
}

/** Legend counts over the real questions (not a fixed total), so any length of test or quiz adds up. */
export function legendCounts(ordered: readonly SectionedQuestion[], answers: Answers): Record<PaletteStatus, number> {
  const counts: Record<PaletteStatus, number> = { answered: 0, 'not-answered': 0, 'not-visited': 0, marked: 0, 'answered-marked': 0 };
  for (const question of ordered) counts[paletteStatus(answerOf(answers, question._id))] += 1;
  return counts;
}

/** Two answers alike by value: an MSQ's choice is a new array on every tick. */
export function sameAnswer(a: SavedAnswer['answer'], b: SavedAnswer['answer']): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
}

/** The entries of `after` that differ from `before`: what the autosave has to send. */
export function changedAnswers(before: Answers, after: Answers): Record<string, SavedAnswer> {
  const changed: Record<string, SavedAnswer> = {};
  for (const [questionId, saved] of Object.entries(after)) {
    const previous = before[questionId];
    if (!previous || !sameAnswer(previous.answer, saved.answer) || previous.status !== saved.status) changed[questionId] = saved;
  }
  return changed;
}

/**
 * Of the changed entries, the questions this view had never seen before and only opened: a visit.
 * Sent as such, a visit marks a question seen without wiping an answer another tab or device gave it
 * that this view does not know about.
 */
export function newlyVisited(before: Answers, changed: Answers): string[] {
  return Object.entries(changed)
    .filter(([questionId, saved]) => !before[questionId] && saved.answer === null && saved.status === 'not-answered')
    .map(([questionId]) => questionId);
}

/** An unsent entry as this device keeps it: a visit gives way to whatever the server holds. */
export type UnsentAnswer = SavedAnswer & { visit?: boolean };

/**
 * On resume: the server's saved answers, overridden by what this device changed but the server had
 * not acknowledged yet (except a mere visit), limited to the questions of this exam.
 */
export function resumeAnswers(ordered: readonly SectionedQuestion[], server: Answers, unsent: Record<string, UnsentAnswer>): Record<string, SavedAnswer> {
  const answers: Record<string, SavedAnswer> = {};
  for (const { _id } of ordered) {
    const pending = unsent[_id];
    const saved = pending && !(pending.visit && server[_id]) ? pending : server[_id];
    if (saved && isKnownStatus(saved.status)) answers[_id] = { answer: saved.answer, status: saved.status };
  }
  return answers;
}

function isKnownStatus(status: string): status is QuestionStatus {
  return status === 'not-visited' || status === 'not-answered' || status === 'answered' || status === 'marked-for-review';
}
