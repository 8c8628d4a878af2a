// An import job: the plan of a checked file (its usable questions, in file order) written as drafts
// a chunk at a time. The job's `done` is the position in the plan, committed with each chunk, so a
// process that takes the job over writes no question twice and skips none. The questions carry the
// job's id as their import batch: the bank filters by it, and a stopped import's drafts are found by it.
import type { Database } from '../../../db/client.ts';
import { IMPORT_CHUNK_SIZE, recordImport, writeImportChunk, type ImportPlan } from '../question-import/write.service.ts';
import { questionsOfBatch } from '../../catalogue/questions.service.ts';
import type { BankJobRow } from './repository.ts';
import { JobProblem, type JobWork } from './runner.ts';

/** What an import job keeps as its input: the plan and the file's name. */
export interface ImportJobInput extends ImportPlan {
  fileName: string | null;
}

/** What it keeps as its result once it stopped. */
export interface ImportJobResult {
  imported: number;
  needsReview: number;
}

export const importInput = (job: Pick<BankJobRow, 'input'>) => job.input as ImportJobInput;

export function importWork(chunkSize = IMPORT_CHUNK_SIZE) {
  return (job: BankJobRow): JobWork => {
    const plan = importInput(job);
    const total = plan.items.length;
    return {
      async run(steps) {
        let done = job.done;
        while (done < total) {
          await steps.chunk(async (tx, row) => {
            if (!row.createdBy) throw new JobProblem('The account that started this import is gone, so its questions would have no author.');
            // from the committed position, not the one this process remembers
            done = await writeImportChunk(tx, row.createdBy, plan, row.id, row.done, chunkSize);
            return { done, total };
          });
        }
      },
      async end(tx: Database, row: BankJobRow, status) {
        const questionIds = await questionsOfBatch(tx, row.id);
        if (row.createdBy && questionIds.length > 0) await recordImport(tx, row.createdBy, plan, row.id, { status, questionIds });
        const written = plan.items.slice(0, row.done);
        const result: ImportJobResult = { imported: questionIds.length, needsReview: written.filter((item) => item.needsReview).length };
        return { result };
      },
    };
  };
}
