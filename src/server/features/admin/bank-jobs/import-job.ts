// An import job: the plan of a checked file (its usable questions, in file order) written as drafts
// a chunk at a time. The job's `done` is the position in the plan, committed with each chunk, so a
// process that takes the job over writes no question twice and skips none. The questions carry the
// job's id as their import batch: the bank filters by it, and a stopped import's drafts are found by it.
import type { Database } from '../../../db/client.ts';
import { IMPORT_CHUNK_SIZE, recordImport, writeImportChunk, type ImportPlan } from '../question-import/write.service.ts';
import { findQuestionRecords, questionsOfBatch } from '../../catalogue/questions.service.ts';
import { duplicatesOfQuestions, excerptOf } from '../duplicates/service.ts';
import { IMPORT_NEAR_DUPLICATES_SHOWN, type ImportedNearDuplicate } from '../../../../shared/api/bank-jobs.ts';
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
  /**
   * The written questions that nearly are (or are) a question of the bank: looked for here, for
   * all of them, where the dry run's check stops at its bounds (duplicates/service.ts). The first
   * IMPORT_NEAR_DUPLICATES_SHOWN are kept with their matches.
   */
  duplicates?: { count: number; shown: ImportedNearDuplicate[]; notChecked?: string };
}

export const importInput = (job: Pick<BankJobRow, 'input'>) => job.input as ImportJobInput;

export function importWork(chunkSize = IMPORT_CHUNK_SIZE) {
  return (job: BankJobRow): JobWork => {
    const plan = importInput(job);
    const total = plan.items.length;
    let duplicates: ImportJobResult['duplicates'];
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
        // once all is written, outside any transaction: the embedded database's one session stays free between queries
        duplicates = await duplicatesOfWritten(steps.db, await questionsOfBatch(steps.db, job.id));
      },
      async end(tx: Database, row: BankJobRow, status) {
        const questionIds = await questionsOfBatch(tx, row.id);
        if (row.createdBy && questionIds.length > 0) await recordImport(tx, row.createdBy, plan, row.id, { status, questionIds });
        const written = plan.items.slice(0, row.done);
        const result: ImportJobResult = {
          imported: questionIds.length,
          needsReview: written.filter((item) => item.needsReview).length,
          ...(duplicates ? { duplicates } : {}),
        };
        return { result };
      },
    };
  };
}

/** How long an import job looks for its questions' near duplicates (tests change it). */
export const IMPORT_JOB_CHECK = { timeLimitMs: 60_000 };

/** Every written question's duplicates in the bank (the others it wrote included), within IMPORT_JOB_CHECK's time. */
async function duplicatesOfWritten(db: Database, questionIds: string[]): Promise<ImportJobResult['duplicates']> {
  const records = await findQuestionRecords(db, questionIds);
  const { byId, notChecked } = await duplicatesOfQuestions(db, records, { all: true, timeLimitMs: IMPORT_JOB_CHECK.timeLimitMs });
  const found = records.filter((record) => (byId.get(record.id) ?? []).length > 0);
  return {
    count: found.length,
    shown: found
      .slice(0, IMPORT_NEAR_DUPLICATES_SHOWN)
      .map((record) => ({ questionId: record.id, excerpt: excerptOf(record.text), matches: byId.get(record.id)! })),
    ...(notChecked ? { notChecked } : {}),
  };
}
