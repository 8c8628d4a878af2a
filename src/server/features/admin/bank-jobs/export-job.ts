// An export job: the ids its selection matched when it was created, written as one file in one
// format. It writes nothing but its own row, and only at its end, so a process that takes it over
// (or a restart) runs it again from the start: its progress goes back to 0 and climbs again. Its
// progress (questions read of the total) is committed at most every PROGRESS_MS, and only while this
// process holds the job's lease; a cancel or a lost lease aborts the export between two batches.
import type { ExportFormat, ExportResult } from '../../../../shared/api/question-export.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http-errors.ts';
import { exportQuestions } from '../question-export/service.ts';
import type { BankJobRow } from './repository.ts';
import { JobProblem, type JobWork } from './runner.ts';

/** What an export job keeps as its input: the format and the questions, as ids fixed at its creation. */
export interface ExportJobInput {
  format: ExportFormat;
  ids: string[];
}

/** What it keeps as its result once written (the file itself is in the row's output columns). */
export type ExportJobResult = Pick<ExportResult, 'leftOut' | 'notes' | 'exported'>;

export const exportInput = (job: Pick<BankJobRow, 'input'>) => job.input as ExportJobInput;

export const PROGRESS_MS = 500;

export function exportWork(db: Database, uploadsDir: string, progressMs = PROGRESS_MS) {
  return (job: BankJobRow): JobWork => {
    const { format, ids } = exportInput(job);
    let written: ExportResult | null = null;
    return {
      async run(steps) {
        // a failed progress write (a cancel seen, the lease lost) stops the export at its next batch
        const stop = new AbortController();
        const signal = AbortSignal.any([steps.signal, stop.signal]);
        let saying: Promise<void> | null = null;
        let problem: unknown = null;
        let said = 0;
        const onProgress = (done: number, total: number) => {
          if (saying || Date.now() - said < progressMs) return;
          said = Date.now();
          saying = steps
            .progress(done, total)
            .catch((caught: unknown) => {
              problem = caught;
              stop.abort(caught);
            })
            .finally(() => {
              saying = null;
            });
        };
        await steps.progress(0, ids.length);
        try {
          written = await exportQuestions(db, { ids }, format, { uploadsDir, viewerId: job.createdBy, onProgress, signal });
        } catch (caught) {
          await saying;
          if (problem) throw problem;
          // the questions were all deleted since the job was created, say
          if (caught instanceof HttpError && caught.statusCode === 400) throw new JobProblem(caught.message);
          throw caught;
        }
        await saying;
        if (problem) throw problem;
        await steps.progress(ids.length, ids.length);
      },
      async end(_tx, _row, status) {
        if (status !== 'completed' || !written) return {};
        const result: ExportJobResult = { leftOut: written.leftOut, notes: written.notes, exported: written.exported };
        return { result, output: { text: written.text, name: written.fileName, type: written.contentType } };
      },
    };
  };
}
