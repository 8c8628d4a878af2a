// A bank job of kind 'hindi' (docs/decisions/034): for each selected question, in chunks under the
// job's lease, the model is asked for its Hindi version; a good answer becomes a proposal waiting for
// review, a bad one that question's recorded failure. Nothing touches the question itself.
import { HINDI_JOB_MAX } from '../../../../shared/api/hindi-proposals.ts';
import { hindiProblem, hindiVersion, type HindiVersion } from '../../../../shared/api/hindi.ts';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';
import type { Database } from '../../../db/client.ts';
import { hindiProposals } from '../../../db/hindi-proposals-schema.ts';
import { findQuestionRecords } from '../../catalogue/questions.service.ts';
import type { LlmEndpoint } from '../generation/service.ts';
import { JobProblem, type BankJobRow, type HindiJobResult, type JobWork } from '../bank-jobs/service.ts';
import { askHindi, type EnglishQuestion } from './llm.ts';

export interface HindiJobInput {
  ids: string[];
}

/** Questions asked for between two commits. */
export const HINDI_CHUNK = 5;
/** The most questions one job takes (the bank's selection limits the same). */
export const HINDI_MAX = HINDI_JOB_MAX;

/** The model's answer as a Hindi version of `english`, or why it is not one. */
export function checkHindi(english: EnglishQuestion, answer: { text: string; options: string[]; explanation: string }): HindiVersion | string {
  const parsed = hindiVersion.safeParse({ text: answer.text, options: answer.options.map((text) => ({ text })), explanation: answer.explanation });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The answer is not a Hindi version.';
  const problem = hindiProblem(english, parsed.data);
  if (problem) return problem.message;
  const drawing = questionTextsProblem(parsed.data);
  return drawing ? `In the Hindi version: ${drawing}` : parsed.data;
}

export function hindiWork(db: Database, endpoint: () => LlmEndpoint | null) {
  return (job: BankJobRow): JobWork => {
    const { ids } = job.input as HindiJobInput;
    let proposed = 0;
    const failed: HindiJobResult['failed'] = [];
    return {
      async run(steps) {
        const model = endpoint();
        if (!model) throw new JobProblem('No model is configured for writing Hindi versions.');
        for (let position = job.done; position < ids.length; position += HINDI_CHUNK) {
          const chunk = ids.slice(position, position + HINDI_CHUNK);
          const rows = new Map((await findQuestionRecords(db, chunk)).map((row) => [row.id, row]));
          const good: { questionId: string; hindi: HindiVersion }[] = [];
          for (const id of chunk) {
            const row = rows.get(id);
            if (!row) {
              failed.push({ id, reason: 'The question was deleted.' });
              continue;
            }
            const english = { text: row.text, options: row.options.map((option) => ({ text: option.text })), explanation: row.explanation };
            const answer = await askHindi(model, english, steps.signal);
            const checked = answer.ok ? checkHindi(english, answer.hindi) : answer.reason;
            if (typeof checked === 'string') failed.push({ id, reason: checked });
            else good.push({ questionId: id, hindi: checked });
          }
          await steps.chunk(async (tx) => {
            if (good.length > 0) await tx.insert(hindiProposals).values(good.map((item) => ({ ...item, jobId: job.id, createdBy: job.createdBy })));
            return { done: Math.min(ids.length, position + chunk.length), total: ids.length };
          });
          proposed += good.length;
        }
      },
      async end() {
        const result: HindiJobResult = { proposed, failed };
        return { result };
      },
    };
  };
}
