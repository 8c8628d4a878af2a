// "A paper's results changed": an attempt of it was graded. Told inside the grading transaction to
// whatever keeps something worked out from a paper's results, so that it is marked in the same commit
// as the result and never missed by a crash in between: the item statistics mark the paper for their
// job (decision 030). The attempts module names none of them: the app wires them (app.ts).
import type { Database } from '../../db/client.ts';
import type { TargetRef } from './targets.ts';

export type ResultsListener = (tx: Database, paper: TargetRef) => Promise<void>;

const listeners = new Set<ResultsListener>();

/** Adds a listener (once, however often it is added); the returned function removes it. */
export function onPaperResultsChanged(listener: ResultsListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells every listener in turn, in the caller's transaction: one that fails fails the transaction. */
export async function paperResultsChanged(tx: Database, paper: TargetRef): Promise<void> {
  for (const listener of listeners) await listener(tx, paper);
}
