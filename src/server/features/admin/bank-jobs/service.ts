// The bank's jobs as their author and the masters see them: creating an import job from a checked
// file or an export job from a selection, reading and listing jobs, cancelling one, serving an
// export's file, and deleting the drafts a stopped import left.
import type { Database } from '../../../db/client.ts';
import { can } from '../../../../shared/admin-permissions.ts';
import { isJobOpen, LEFT_OUT_SHOWN, RECENT_JOBS, type BankJob, type DeletedDrafts } from '../../../../shared/api/bank-jobs.ts';
import type { ExportFormat, ExportSelection } from '../../../../shared/api/question-export.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import { recordAudit, recordChange } from '../../audit/service.ts';
import { authorsOf, type Actor } from '../authoring.ts';
import type { ImportPlan } from '../question-import/write.service.ts';
import type { ImportJobInput, ImportJobResult } from './import-job.ts';
import { exportInput, type ExportJobInput, type ExportJobResult } from './export-job.ts';
import { countDeletableDrafts, deleteBatchDrafts, questionsOfBatch } from '../../catalogue/questions.service.ts';
import { findJob, findJobSummary, insertJob, recentJobs, requestCancel, type BankJobListRow } from './repository.ts';
import { announceJob } from './runner.ts';

// what another area needs to run its work as a bank job (the Hindi versions: hindi-versions/job.ts), and
// the leases ended at a start (job-leases.service.ts)
export { announceJob, JobProblem, type JobWork } from './runner.ts';
export { endBankJobLeases, insertJob as queueJob, type BankJobRow } from './repository.ts';

/** What a Hindi-versions job stores once it stops: the proposals it wrote for review, and the questions the model failed on. */
export interface HindiJobResult {
  proposed: number;
  failed: { id: string; reason: string }[];
}

/** A master sees and stops everyone's jobs; a creator their own. */
const seesAll = (actor: Actor) => can(actor.role, 'others-drafts.edit');

const ENDED = {
  completed: 'This job has already finished.',
  failed: 'This job has already stopped with an error.',
  cancelled: 'This job was already cancelled.',
};

const NO_SUCH_JOB = 'There is no such job, or it is not yours to see.';

/** The plan is the file as the dry run read it: the job writes exactly these questions, whatever happens to the request. */
export async function createImportJob(db: Database, actor: Actor, plan: ImportPlan, fileName: string | null): Promise<BankJob> {
  const input: ImportJobInput = { ...plan, fileName };
  const row = await insertJob(db, { kind: 'import', createdBy: actor.id, input, total: plan.items.length });
  announceJob(db);
  return (await viewsOf(db, [(await findJobSummary(db, row.id))!]))[0]!;
}

/**
 * The ids are the selection as it matched at this moment: the job writes those questions, in that
 * order. Audited with the job: the format, how many questions, and the bank's filters when the
 * selection was a filter (questions picked by hand are counted, not listed: up to 50,000 ids).
 */
export async function createExportJob(db: Database, actor: Actor, format: ExportFormat, ids: string[], selection: ExportSelection): Promise<BankJob> {
  const input: ExportJobInput = { format, ids };
  const row = await db.transaction(async (tx) => {
    const job = await insertJob(tx, { kind: 'export', createdBy: actor.id, input, total: ids.length });
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.export',
      entity: 'bank-job',
      entityId: job.id,
      before: null,
      after: { format, questions: ids.length, selection: 'filter' in selection ? 'filter' : 'chosen', filter: 'filter' in selection ? selection.filter : null },
    });
    return job;
  });
  announceJob(db);
  return getJob(db, actor, row.id);
}

/** A completed export's file; until then (or for a job that is not an export) there is none. Each download is audited. */
export async function exportFile(db: Database, actor: Actor, id: string, { audit = true } = {}): Promise<{ text: string; name: string; type: string }> {
  await visibleJob(db, actor, id);
  const row = await findJob(db, id);
  if (row?.kind !== 'export' || row.status !== 'completed' || row.output === null) {
    throw notFound('This export has no file yet: it appears here once the job has finished.');
  }
  const name = row.outputName ?? 'prepverse-questions.txt';
  const result = (row.result ?? null) as ExportJobResult | null;
  // the questions go out of the building here: who took which file, and when
  if (audit)
    await recordAudit(db, {
      actorId: actor.id,
      action: 'question.export-download',
      entity: 'bank-job',
      entityId: id,
      detail: {
        after: {
          fileName: name,
          format: exportInput(row).format,
          questions: result?.exported ?? row.total,
          bytes: Buffer.byteLength(row.output),
          jobAuthor: row.createdBy,
        },
      },
    });
  return { text: row.output, name, type: row.outputType ?? 'text/plain; charset=utf-8' };
}

function exportView(row: BankJobListRow): BankJob['export'] {
  const result = (row.result ?? null) as ExportJobResult | null;
  return {
    format: (row.details as Partial<ExportJobInput>).format ?? 'xml',
    fileName: row.outputName,
    bytes: row.bytes,
    exported: result?.exported ?? null,
    leftOut: result?.leftOut.slice(0, LEFT_OUT_SHOWN) ?? [],
    leftOutCount: result?.leftOut.length ?? 0,
    notes: result?.notes ?? [],
  };
}

function hindiView(row: BankJobListRow): BankJob['hindi'] {
  const result = (row.result ?? null) as HindiJobResult | null;
  return { proposed: result?.proposed ?? null, failed: result?.failed.slice(0, LEFT_OUT_SHOWN) ?? [], failedCount: result?.failed.length ?? 0 };
}

async function viewsOf(db: Database, rows: BankJobListRow[]): Promise<BankJob[]> {
  const imports = rows.filter((row) => row.kind === 'import').map((row) => row.id);
  const [authors, drafts] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.createdBy),
    ),
    countDeletableDrafts(db, imports),
  ]);
  return rows.map((row, index) => {
    const details = row.details as Partial<ImportJobInput> & { format?: string };
    const result = (row.result ?? null) as Partial<ImportJobResult> | null;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      done: row.done,
      total: row.total,
      cancelRequested: row.cancelRequested,
      error: row.error,
      author: authors[index]?.name ?? null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      import:
        row.kind === 'import'
          ? {
              format: details.format as ImportJobInput['format'],
              fileName: details.fileName ?? null,
              exam: details.exam ?? null,
              skipped: details.skipped ?? 0,
              errors: details.errors ?? 0,
              imported: result?.imported ?? row.done,
              needsReview: result?.needsReview ?? 0,
              draftsLeft: drafts.get(row.id) ?? 0,
              duplicates: result?.duplicates ?? null,
            }
          : null,
      export: row.kind === 'export' ? exportView(row) : null,
      hindi: row.kind === 'hindi' ? hindiView(row) : null,
    };
  });
}

export async function listJobs(db: Database, actor: Actor): Promise<BankJob[]> {
  return viewsOf(db, await recentJobs(db, seesAll(actor) ? null : actor.id, RECENT_JOBS));
}

async function visibleJob(db: Database, actor: Actor, id: string): Promise<BankJobListRow> {
  const row = await findJobSummary(db, id);
  if (!row || (!seesAll(actor) && row.createdBy !== actor.id)) throw notFound(NO_SUCH_JOB);
  return row;
}

export async function getJob(db: Database, actor: Actor, id: string): Promise<BankJob> {
  return (await viewsOf(db, [await visibleJob(db, actor, id)]))[0]!;
}

/** A waiting job is cancelled at once; a running one stops at the end of the chunk it is writing. */
export async function cancelJob(db: Database, actor: Actor, id: string): Promise<BankJob> {
  const row = await visibleJob(db, actor, id);
  if (!isJobOpen(row.status)) throw conflict(ENDED[row.status as keyof typeof ENDED], 'job-ended');
  await requestCancel(db, id);
  return getJob(db, actor, id);
}

/**
 * Deletes the drafts a stopped (or finished) import wrote and nobody has taken further: those
 * submitted, published or placed in a paper since are kept. One audit entry for all of them.
 */
export async function deleteImportDrafts(db: Database, actor: Actor, id: string): Promise<Omit<DeletedDrafts, 'success'>> {
  const row = await visibleJob(db, actor, id);
  if (row.kind !== 'import') throw notFound(NO_SUCH_JOB);
  if (isJobOpen(row.status)) throw conflict('The import is still running. Cancel it first, then delete its drafts.', 'job-ended');
  const { deleted, kept } = await db.transaction(async (tx) => {
    const ids = await deleteBatchDrafts(tx, id);
    if (ids.length > 0) {
      await recordChange(tx, {
        actorId: actor.id,
        action: 'question.import.delete-drafts',
        entity: 'question-import',
        entityId: id,
        before: { questionIds: ids },
        after: { deleted: ids.length },
      });
    }
    return { deleted: ids.length, kept: (await questionsOfBatch(tx, id)).length };
  });
  return { deleted, kept, job: await getJob(db, actor, id) };
}
