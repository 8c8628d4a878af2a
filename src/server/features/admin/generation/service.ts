// AI question generation (docs/decisions/015-ai-generation.md): a job asks the configured model for
// questions in batches, in the background, validates each and stores the good ones as drafts marked
// 'ai-generated' for a reviewer. The job's row records its progress, so the page can poll it and
// pick it up again after a reload; its lease says which process runs it (decision 032).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Config } from '../../../config.ts';
import { badRequest, notFound, unavailable } from '../../../http-errors.ts';
import {
  LLM_NOT_CONFIGURED,
  type GeneratedQuestion,
  type GenerationJob,
  type GenerationJobSummary,
  type GenerationRequest,
} from '../../../../shared/api/generation.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { duplicatesOfQuestions } from '../duplicates/service.ts';
import type { Actor } from '../authoring.ts';
import { llmEndpoint } from './llm-client.ts';
import { findJob, insertHeldJob, recentJobs, requestCancel, type GenerationJobRow } from './repository.ts';
import { keyOfRow } from '../../../db/question-key.ts';
import { GenerationRunner, type GenerationRunnerOptions } from './runner.ts';
import { BATCH_SIZE } from './work.ts';

// the configured model's client, for the other areas that ask it (the Hindi versions), and the leases ended at a start (job-leases.service.ts)
export { generationTiming, llmEndpoint, postChatCompletion, type LlmEndpoint } from './llm-client.ts';
export { endGenerationLeases } from './repository.ts';

export function generationSettings(config: Config) {
  const endpoint = llmEndpoint(config);
  return { configured: endpoint !== null, local: endpoint?.local ?? false, model: endpoint?.model ?? null, howTo: LLM_NOT_CONFIGURED };
}

function toSummary(row: GenerationJobRow): GenerationJobSummary {
  return {
    id: row.id,
    exam: row.exam,
    section: row.section,
    topic: row.topic,
    difficulty: row.difficulty,
    marks: row.marks,
    type: row.type,
    count: row.count,
    model: row.model,
    status: row.status,
    batchesDone: row.batchesDone,
    batchesTotal: row.batchesTotal,
    accepted: row.acceptedIds.length,
    rejected: row.rejections.reduce((sum, rejection) => sum + rejection.count, 0),
    error: row.error,
    retryOf: row.retryOf,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function toJob(db: Database, row: GenerationJobRow): Promise<GenerationJob> {
  const found = (await Promise.all(row.acceptedIds.map((id) => bank.findQuestionRecord(db, id)))).filter((question) => question !== null);
  // read afresh each time: a question written since the job ran is flagged too
  const { byId: duplicates, notChecked } = await duplicatesOfQuestions(db, found);
  const acceptedQuestions: GeneratedQuestion[] = found.map((question) => {
    const key = keyOfRow(question);
    return {
      id: question.id,
      text: question.text,
      options: question.options.map((option) => option.text),
      type: key.type,
      correctIndex: key.type === 'MCQ' ? key.correctIndex : null,
      correctIndexes: key.type === 'MSQ' ? key.correctIndexes : null,
      natRange: key.type === 'NAT' ? { min: key.min, max: key.max, decimals: key.decimals } : null,
      explanation: question.explanation,
      status: question.status,
      reviewState: question.reviewState,
      duplicates: duplicates.get(question.id) ?? [],
    };
  });
  return {
    ...toSummary(row),
    sourceNotes: row.sourceNotes,
    acceptedQuestions,
    rejections: row.rejections,
    ...(notChecked ? { duplicatesNotChecked: notChecked } : {}),
  };
}

/**
 * The admin's side of generation jobs. Jobs are run by this process's runner: those it starts, and
 * those it takes over from a process that died or stopped (their lease ran out or was handed back).
 * Reading a job never changes it: a running job is running somewhere, or soon will be again.
 */
export function createGenerationService(db: Database, config: Config, log: FastifyBaseLogger, options: GenerationRunnerOptions = {}) {
  const runner = new GenerationRunner(db, config, log, options);

  async function start(actor: Actor, input: GenerationRequest, retryOf: string | null = null): Promise<GenerationJob> {
    const endpoint = llmEndpoint(config);
    if (!endpoint) throw unavailable(LLM_NOT_CONFIGURED);
    const job = await db.transaction(async (tx) => {
      const row = await insertHeldJob(
        tx,
        {
          createdBy: actor.id,
          exam: input.exam,
          section: input.section,
          topic: input.topic,
          difficulty: input.difficulty,
          marks: input.marks,
          type: input.type,
          count: input.count,
          sourceNotes: input.sourceNotes?.trim() || null,
          model: endpoint.model,
          batchesTotal: Math.ceil(input.count / BATCH_SIZE),
          retryOf,
        },
        runner.owner,
        runner.leaseMs,
      );
      await recordChange(tx, { actorId: actor.id, action: 'generation.start', entity: 'generation-job', entityId: row.id, before: null, after: row });
      return row;
    });
    runner.launch(job);
    return toJob(db, job);
  }

  async function existing(id: string): Promise<GenerationJobRow> {
    const row = await findJob(db, id);
    if (!row) throw notFound('No such generation job.');
    return row;
  }

  return {
    start,

    async get(id: string): Promise<GenerationJob> {
      return toJob(db, await existing(id));
    },

    async list(limit = 20): Promise<GenerationJobSummary[]> {
      return (await recentJobs(db, limit)).map(toSummary);
    },

    /**
     * Stops a running job: here, the call in flight is aborted at once; in another process, at its
     * next lease renewal (the page watches the job end); held by nobody, it is cancelled now. What
     * was stored stays.
     */
    async cancel(actor: Actor, id: string): Promise<GenerationJob> {
      const before = await existing(id);
      if (before.status !== 'running') throw badRequest('This job has already finished.');
      await requestCancel(db, id);
      await runner.cancelHere(id);
      const after = await findJob(db, id);
      await db.transaction(async (tx) => {
        await recordChange(tx, { actorId: actor.id, action: 'generation.cancel', entity: 'generation-job', entityId: id, before, after });
      });
      return toJob(db, after!);
    },

    /** A new job, same settings, for the questions the finished one could not deliver. */
    async regenerate(actor: Actor, id: string): Promise<GenerationJob> {
      const job = await existing(id);
      if (job.status === 'running') throw badRequest('This job is still running: wait for it to finish, or cancel it.');
      const missing = job.count - job.acceptedIds.length;
      if (missing <= 0) throw badRequest('Every question of this job was generated: nothing to regenerate.');
      const { exam, section, topic, difficulty, type, sourceNotes } = job;
      const marks = job.marks === 2 ? 2 : 1;
      return start(actor, { exam, section, topic, difficulty, marks, type, count: missing, ...(sourceNotes ? { sourceNotes } : {}) }, job.id);
    },

    /** Takes over, now and every so often, the jobs whose process died or stopped. */
    startTakingOver(): void {
      runner.start();
    },

    /** On shutdown: every job here stops after the step under way and is handed back to be resumed. */
    async stopAll(): Promise<void> {
      await runner.stop();
    },

    runner,
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
