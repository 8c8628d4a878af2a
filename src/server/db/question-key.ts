// A question's key as the questions table keeps it (one set of columns per type: schema.ts) and as
// the rest of the code reads it (shared/exam/answer-key.ts), both ways.
import type { AnswerKey, QuestionType } from '../../shared/exam/answer-key.ts';

export interface KeyColumns {
  type: QuestionType;
  correctIndex: number | null;
  correctIndexes: number[] | null;
  natMin: number | null;
  natMax: number | null;
  natDecimals: number | null;
}

/** The key of a stored question (the table's check constraint guarantees its type's columns are set). */
export function keyOfRow(row: KeyColumns): AnswerKey {
  if (row.type === 'MSQ') return { type: 'MSQ', correctIndexes: row.correctIndexes ?? [] };
  if (row.type === 'NAT') return { type: 'NAT', min: row.natMin ?? 0, max: row.natMax ?? 0, decimals: row.natDecimals ?? 0 };
  return { type: 'MCQ', correctIndex: row.correctIndex ?? 0 };
}

/** The columns that store a key: those of the other types are cleared, so a question has one key. */
export function keyColumns(key: AnswerKey): KeyColumns {
  const none = { correctIndex: null, correctIndexes: null, natMin: null, natMax: null, natDecimals: null };
  if (key.type === 'MCQ') return { ...none, type: 'MCQ', correctIndex: key.correctIndex };
  if (key.type === 'MSQ') return { ...none, type: 'MSQ', correctIndexes: [...key.correctIndexes].sort((a, b) => a - b) };
  return { ...none, type: 'NAT', natMin: key.min, natMax: key.max, natDecimals: key.decimals };
}
