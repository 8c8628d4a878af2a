// A paper's regrades for the rest of the app: the exam engine applies the latest of each question
// when it builds the paper (attempts/targets.ts); the admin's regrade writes and lists them.
import type { Database } from '../../db/client.ts';
import type { AnswerKey } from '../../../shared/exam/answer-key.ts';
import type { PaperRegrade } from '../../../shared/exam/regrade.ts';
import type { PaperRef } from './papers.repository.ts';
import { findRegradesByIds, insertRegrade, latestRegradesOf, listRegradesOf, type RegradeRow, type RegradeValues } from './regrades.repository.ts';

export type { RegradeRow } from './regrades.repository.ts';

/** The new key a 'rekey' row stores, read from whichever type's columns are set. */
export function regradeKeyOf(row: Pick<RegradeRow, 'action' | 'correctIndex' | 'correctIndexes' | 'natMin' | 'natMax' | 'natDecimals'>): AnswerKey | null {
  if (row.action !== 'rekey') return null;
  if (row.correctIndex !== null) return { type: 'MCQ', correctIndex: row.correctIndex };
  if (row.correctIndexes !== null) return { type: 'MSQ', correctIndexes: row.correctIndexes };
  if (row.natMin !== null && row.natMax !== null) return { type: 'NAT', min: row.natMin, max: row.natMax, decimals: row.natDecimals ?? 0 };
  return null;
}

/** The columns that store a 'rekey' row's key (none for a void). */
export function regradeKeyColumns(key: AnswerKey | null) {
  return {
    correctIndex: key?.type === 'MCQ' ? key.correctIndex : null,
    correctIndexes: key?.type === 'MSQ' ? [...key.correctIndexes].sort((a, b) => a - b) : null,
    natMin: key?.type === 'NAT' ? key.min : null,
    natMax: key?.type === 'NAT' ? key.max : null,
    natDecimals: key?.type === 'NAT' ? key.decimals : null,
  };
}

export const toPaperRegrade = (row: RegradeRow): PaperRegrade => ({
  questionId: row.questionId,
  action: row.action,
  key: regradeKeyOf(row),
  reason: row.reason,
  at: row.createdAt.toISOString(),
});

/** What grading applies to the paper: the latest regrade of each question, oldest first. */
export async function paperRegrades(db: Database, paper: PaperRef): Promise<PaperRegrade[]> {
  const rows = await latestRegradesOf(db, paper);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toPaperRegrade);
}

export const regradeHistory = (db: Database, paper: PaperRef) => listRegradesOf(db, paper);

/** Regrades by id (the regrade behind a quiz's second winner). */
export const findRegrades = (db: Database, ids: string[]) => findRegradesByIds(db, ids);

/** Records a regrade; in the transaction that regrades the attempts. */
export const recordRegrade = (db: Database, values: RegradeValues) => insertRegrade(db, values);
