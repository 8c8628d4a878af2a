// AI question generation (docs/decisions/015-ai-generation.md): a job asks the configured model for
// questions in batches, in the background of this process, validates each and stores the good ones
// as drafts marked 'ai-generated' for a reviewer. The job's row records its progress, so the page
// can poll it and pick it up again after a reload.
import { keyColumns } from '../../../db/question-key.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Config } from '../../../config.ts';
import { badRequest, notFound, unavailable } from '../../../http-errors.ts';
import {
  LLM_NOT_CONFIGURED,
  type GeneratedQuestion,
  type GenerationJob,
  type GenerationJobSummary,
  type GenerationRejection,
  type GenerationRequest,
} from '../../../../shared/api/generation.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { duplicatesOfQuestions } from '../duplicates/duplicates.ts';
import type { Actor } from '../authoring.ts';
import { BatchFailed, LlmRefused, llmEndpoint, requestBatch, type BatchRequest, type LlmEndpoint } from './llm-client.ts';
import { failIfRunning, findJob, insertJob, recentJobs, updateJob, type GenerationJobRow } from './repository.ts';
import { keyOfRow } from '../../../db/question-key.ts';
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { knownQuestion, modelKey, rejectionOf, type KnownQuestion, type ModelQuestion } from './validate.ts';

export const BATCH_SIZE = 5;
/** how many of the bank's questions on the topic the prompt lists for the model to stay clear of */
const AVOID_IN_PROMPT = 20;
/** how many of the bank's questions of the section and topic are compared for near-duplicates */
const BANK_COMPARED = 5_000;

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
  const duplicates = await duplicatesOfQuestions(db, found);
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
  return { ...toSummary(row), sourceNotes: row.sourceNotes, acceptedQuestions, rejections: row.rejections };
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The jobs this process runs. A job whose row says 'running' but that no runner here holds was
 * cut short by a restart: it is marked failed when next read.
 */
export function createGenerationService(db: Database, config: Config, log: FastifyBaseLogger) {
  const running = new Map<string, Running>();

  async function settleOrphan(row: GenerationJobRow): Promise<GenerationJobRow> {
    if (row.status !== 'running' || running.has(row.id)) return row;
    // the row may have been read just before this process's runner finished it and let it go: only
    // a row that still says 'running' is an orphan
    return (await failIfRunning(db, row.id, 'The server restarted while this job ran.')) ?? row;
  }

  async function storeQuestion(actor: Actor, job: GenerationJobRow, question: ModelQuestion, key: AnswerKey): Promise<string> {
    return db.transaction(async (tx) => {
      const [id] = await bank.insertQuestions(tx, [
        {
          text: question.text.trim(),
          image: null,
          options: question.options.map((text) => ({ text: text.trim() })),
          ...keyColumns(key),
          explanation: question.explanation.trim(),
          explanationImage: null,
          exam: job.exam,
          section: job.section,
          difficulty: job.difficulty,
          marks: job.marks,
          topic: job.topic,
          source: 'ai-generated',
          remarks: null,
          needsReview: true,
          origin: null,
          importBatchId: null,
          createdBy: actor.id,
        },
      ]);
      const after = await bank.findQuestionRecord(tx, id!);
      await recordChange(tx, {
        actorId: actor.id,
        action: 'question.generate',
        entity: 'question',
        entityId: id!,
        before: null,
        after: { ...after, generationJobId: job.id, model: job.model },
      });
      return id!;
    });
  }

  async function run(actor: Actor, job: GenerationJobRow, endpoint: LlmEndpoint, signal: AbortSignal): Promise<void> {
    const acceptedIds: string[] = [];
    const rejections: GenerationRejection[] = [];
    const { rows: bankRows } = await bank.listQuestions(db, { section: job.section, topic: job.topic }, 0, BANK_COMPARED);
    const known: KnownQuestion[] = bankRows.map((row) => knownQuestion(row.text));
    const avoid = bankRows.slice(0, AVOID_IN_PROMPT).map((row) => row.text);
    let error: string | null = null;

    for (let batch = 0; batch < job.batchesTotal && !signal.aborted; batch += 1) {
      const size = Math.min(BATCH_SIZE, job.count - batch * BATCH_SIZE);
      const request: BatchRequest = { ...job, count: size, avoid };
      try {
        const questions = await requestBatch(endpoint, request, signal);
        for (const question of questions.slice(0, size)) {
          const reason = rejectionOf(question, job.marks, known, job.type);
          const key = modelKey(job.type, question);
          if (reason || 'reason' in key) {
            const { text, options, correctIndex, correctIndexes, answer, explanation } = question;
            rejections.push({
              kind: 'question',
              count: 1,
              reason: reason ?? 'The key is not sound.',
              question: { text, options, correctIndex, correctIndexes, answer, explanation },
            });
            continue;
          }
          acceptedIds.push(await storeQuestion(actor, job, question, key));
          known.push(knownQuestion(question.text));
        }
        if (questions.length < size) {
          rejections.push({
            kind: 'batch',
            count: size - questions.length,
            reason: `The model answered with ${questions.length} of the ${size} questions asked for.`,
            question: null,
          });
        }
      } catch (failure) {
        if (signal.aborted) break;
        if (failure instanceof BatchFailed) {
          rejections.push({ kind: 'batch', count: size, reason: failure.message, question: null });
        } else {
          error = failure instanceof LlmRefused ? failure.message : 'Generation stopped on an unexpected error; see the server log.';
          if (!(failure instanceof LlmRefused)) log.error({ err: failure, job: job.id }, 'generation failed');
          const missing = job.count - batch * BATCH_SIZE;
          rejections.push({ kind: 'batch', count: missing, reason: error, question: null });
          break;
        }
      }
      await updateJob(db, job.id, { batchesDone: batch + 1, acceptedIds: [...acceptedIds], rejections: [...rejections] });
    }
    const status = error ? 'failed' : signal.aborted ? 'cancelled' : 'completed';
    await updateJob(db, job.id, { status, error, acceptedIds, rejections, finishedAt: new Date() });
  }

  async function start(actor: Actor, input: GenerationRequest, retryOf: string | null = null): Promise<GenerationJob> {
    const endpoint = llmEndpoint(config);
    if (!endpoint) throw unavailable(LLM_NOT_CONFIGURED);
    const job = await db.transaction(async (tx) => {
      const row = await insertJob(tx, {
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
      });
      await recordChange(tx, { actorId: actor.id, action: 'generation.start', entity: 'generation-job', entityId: row.id, before: null, after: row });
      return row;
    });
    const controller = new AbortController();
    const done = run(actor, job, endpoint, controller.signal)
      .catch(async (failure: unknown) => {
        log.error({ err: failure, job: job.id }, 'generation failed');
        await updateJob(db, job.id, {
          status: 'failed',
          error: 'Generation stopped on an unexpected error; see the server log.',
          finishedAt: new Date(),
        }).catch(() => {});
      })
      .finally(() => running.delete(job.id));
    running.set(job.id, { controller, done });
    return toJob(db, job);
  }

  async function existing(id: string): Promise<GenerationJobRow> {
    const row = await findJob(db, id);
    if (!row) throw notFound('No such generation job.');
    return settleOrphan(row);
  }

  return {
    start,

    async get(id: string): Promise<GenerationJob> {
      return toJob(db, await existing(id));
    },

    async list(limit = 20): Promise<GenerationJobSummary[]> {
      const rows = await Promise.all((await recentJobs(db, limit)).map(settleOrphan));
      return rows.map(toSummary);
    },

    /** Stops a running job: the call in flight is aborted, what was stored stays. */
    async cancel(actor: Actor, id: string): Promise<GenerationJob> {
      const before = await existing(id);
      if (before.status !== 'running') throw badRequest('This job has already finished.');
      const runner = running.get(id);
      runner?.controller.abort();
      await runner?.done;
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

    /** On shutdown: stop every job and wait for each to write its last state. */
    async stopAll(): Promise<void> {
      const all = [...running.values()];
      for (const runner of all) runner.controller.abort();
      await Promise.all(all.map((runner) => runner.done));
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
