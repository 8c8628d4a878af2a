// One generation job's work (decision 015): asks the model in batches, validates each question and
// stores the good ones as drafts for review. Resumable (decision 032): each stored question is
// committed together with the job's list of accepted ids, each rejection and each batch's end are
// committed as they happen, all only while this process holds the job's lease. A process taking the
// job over starts from what was committed: the batch under way asks only for what it still lacks.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { keyColumns } from '../../../db/question-key.ts';
import type { GenerationRejection } from '../../../../shared/api/generation.ts';
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { BatchFailed, LlmRefused, requestBatch, type BatchRequest, type LlmEndpoint } from './llm-client.ts';
import { lockOwnedJob, updateOwnedJob, type GenerationJobChange, type GenerationJobRow } from './repository.ts';
import { knownQuestion, modelKey, rejectionOf, type KnownQuestion, type ModelQuestion } from './validate.ts';

export const BATCH_SIZE = 5;
/** how many of the bank's questions on the topic the prompt lists for the model to stay clear of */
const AVOID_IN_PROMPT = 20;
/** how many of the bank's questions of the section and topic are compared for near-duplicates */
const BANK_COMPARED = 5_000;

/** The job is no longer this process's: another took it over; nothing more is written. */
export class LeaseLost extends Error {}
/** Someone asked to stop the job. */
export class CancelSeen extends Error {}

export interface JobContext {
  db: Database;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** the process holding the job's lease */
  owner: string;
  endpoint: LlmEndpoint;
  /** aborted with LeaseLost, CancelSeen or the runner's Stopping */
  signal: AbortSignal;
}

const questionsIn = (rejections: GenerationRejection[]) => rejections.reduce((sum, rejection) => sum + rejection.count, 0);

/**
 * Runs the job from its committed position to its end, and writes the end (completed, failed or
 * cancelled). Throws the signal's reason when stopped for any other cause (a lost lease, a shutdown).
 */
export async function runJob(context: JobContext, job: GenerationJobRow): Promise<void> {
  const { db, owner, signal } = context;
  const createdBy = job.createdBy;
  const acceptedIds = [...job.acceptedIds];
  const rejections = [...job.rejections];
  const save = async (change: GenerationJobChange) => {
    if (!(await updateOwnedJob(db, job.id, owner, change))) throw new LeaseLost();
  };
  if (!createdBy) {
    await save({ status: 'failed', error: 'The account that started this job no longer exists.', finishedAt: new Date() });
    return;
  }
  const { rows: bankRows } = await bank.listQuestions(db, { section: job.section, topic: job.topic }, 0, BANK_COMPARED);
  const known: KnownQuestion[] = bankRows.map((row) => knownQuestion(row.text));
  const avoid = bankRows.slice(0, AVOID_IN_PROMPT).map((row) => row.text);
  let error: string | null = null;

  for (let batch = job.batchesDone; batch < job.batchesTotal && !signal.aborted; batch += 1) {
    // what this batch still lacks: all of it, unless a process that stopped had begun it
    const handled = acceptedIds.length + questionsIn(rejections) - batch * BATCH_SIZE;
    const size = Math.min(BATCH_SIZE, job.count - batch * BATCH_SIZE) - Math.max(0, handled);
    const request: BatchRequest = { ...job, count: size, avoid };
    try {
      const questions = size > 0 ? await requestBatch(context.endpoint, request, signal) : [];
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
          await save({ rejections: [...rejections] });
          continue;
        }
        acceptedIds.push(await storeQuestion(context, { ...job, createdBy }, question, key, acceptedIds));
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
      if (failure instanceof LeaseLost) throw failure;
      if (failure instanceof BatchFailed) {
        rejections.push({ kind: 'batch', count: size, reason: failure.message, question: null });
      } else {
        error = failure instanceof LlmRefused ? failure.message : 'Generation stopped on an unexpected error; see the server log.';
        if (!(failure instanceof LlmRefused)) context.log.error({ err: failure, job: job.id }, 'generation failed');
        const missing = job.count - acceptedIds.length - questionsIn(rejections);
        rejections.push({ kind: 'batch', count: missing, reason: error, question: null });
        break;
      }
    }
    await save({ batchesDone: batch + 1, acceptedIds: [...acceptedIds], rejections: [...rejections] });
  }
  if (signal.aborted && !(signal.reason instanceof CancelSeen)) throw signal.reason;
  const status = error ? 'failed' : signal.aborted ? 'cancelled' : 'completed';
  await save({ status, error, acceptedIds, rejections, finishedAt: new Date() });
}

/**
 * Stores one accepted question, audited as the job's author, in one transaction with the job's
 * list of accepted ids, and only if this process still holds the job.
 */
async function storeQuestion(
  { db, owner }: JobContext,
  job: GenerationJobRow & { createdBy: string },
  question: ModelQuestion,
  key: AnswerKey,
  acceptedBefore: string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedJob(tx, job.id, owner))) throw new LeaseLost();
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
        createdBy: job.createdBy,
      },
    ]);
    const after = await bank.findQuestionRecord(tx, id!);
    await recordChange(tx, {
      actorId: job.createdBy,
      action: 'question.generate',
      entity: 'question',
      entityId: id!,
      before: null,
      after: { ...after, generationJobId: job.id, model: job.model },
    });
    await updateOwnedJob(tx, job.id, owner, { acceptedIds: [...acceptedBefore, id!] });
    return id!;
  });
}
