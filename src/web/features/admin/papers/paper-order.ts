// The order of a paper's questions while it is being edited: pure, so moving, adding and the totals
// are unit-tested without a browser. The server stores a paper Aptitude first, then Technical
// (GATE's order), so a question only ever moves inside its own section.
import type { z } from 'zod';
import { section, type paperQuestion, type paperTotals } from '../../../../shared/api/admin-content.ts';

export type PaperQuestion = z.infer<typeof paperQuestion>;
export type PaperTotals = z.infer<typeof paperTotals>;
export type Section = z.infer<typeof section>;

export const sectionOrder: readonly Section[] = section.options;

/** Aptitude first, then Technical; each section keeps the order it had. */
export function bySection<T extends { section: Section }>(questions: readonly T[]): T[] {
  return sectionOrder.flatMap((name) => questions.filter((question) => question.section === name));
}

/** The first and one-past-last index of the section that holds `index`, in a list grouped by section. */
export function sectionBounds(questions: readonly PaperQuestion[], index: number): { start: number; end: number } {
  const name = questions[index]?.section;
  let start = index;
  let end = index + 1;
  while (start > 0 && questions[start - 1]?.section === name) start -= 1;
  while (end < questions.length && questions[end]?.section === name) end += 1;
  return { start, end };
}

/** Moves the question at `from` to `to`, kept inside its section; the same array when nothing moves. */
export function moveQuestion(questions: readonly PaperQuestion[], from: number, to: number): readonly PaperQuestion[] {
  if (from < 0 || from >= questions.length) return questions;
  const { start, end } = sectionBounds(questions, from);
  const target = Math.min(Math.max(to, start), end - 1);
  if (target === from) return questions;
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** Adds the questions not already in the paper, each at the end of its section. */
export function addQuestions(questions: readonly PaperQuestion[], added: readonly PaperQuestion[]): readonly PaperQuestion[] {
  const present = new Set(questions.map((question) => question.id));
  const fresh = added.filter((question) => !present.has(question.id));
  return fresh.length ? bySection([...questions, ...fresh]) : questions;
}

export const removeQuestion = (questions: readonly PaperQuestion[], id: string): readonly PaperQuestion[] => questions.filter((question) => question.id !== id);

export function sameOrder(a: readonly PaperQuestion[], b: readonly PaperQuestion[]): boolean {
  return a.length === b.length && a.every((question, index) => question.id === b[index]?.id);
}

/** 'order changed', '2 added, 1 removed': what Save would send, compared with the saved list. */
export function changesOf(saved: readonly PaperQuestion[], draft: readonly PaperQuestion[]): string {
  const savedIds = new Set(saved.map((question) => question.id));
  const draftIds = new Set(draft.map((question) => question.id));
  const added = draft.filter((question) => !savedIds.has(question.id)).length;
  const removed = saved.filter((question) => !draftIds.has(question.id)).length;
  const kept = (list: readonly PaperQuestion[], other: Set<string>) => list.filter((question) => other.has(question.id));
  const reordered = !sameOrder(kept(saved, draftIds), kept(draft, savedIds));
  return [added && `${added} added`, removed && `${removed} removed`, reordered && 'order changed'].filter(Boolean).join(', ');
}

/** The same sums the server answers with (src/server/features/admin/papers/questions.ts totalsOf), for a list not saved yet. */
/** `marksEach`: what the paper's marking gives every question (UGC NET's 2), or null: each question's own. */
export function totalsOf(questions: readonly PaperQuestion[], durationSeconds: number, marksEach: number | null = null): PaperTotals {
  const marksOf = (list: readonly PaperQuestion[]) => list.reduce((sum, question) => sum + (marksEach ?? question.marks), 0);
  return {
    questions: questions.length,
    marks: marksOf(questions),
    durationSeconds,
    sections: sectionOrder.map((name) => {
      const inSection = questions.filter((question) => question.section === name);
      return { section: name, questions: inSection.length, marks: marksOf(inSection) };
    }),
  };
}

/** '20 min', '3 h', '1 h 30 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
