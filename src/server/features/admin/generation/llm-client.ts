// The configured model, asked over OpenAI's chat-completions protocol for questions as JSON that
// matches a schema (response_format json_schema). Timeouts, 429s, 5xx answers and replies that
// are not the JSON asked for are retried with exponential back-off a bounded number of times.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { QuestionType } from '../../../../shared/exam/answer-key.ts';
import type { ModelQuestion } from './validate.ts';

export interface LlmEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** the development stand-in under /dev/llm */
  local: boolean;
}

export const LOCAL_LLM_MODEL = 'prepverse-local-llm';

/** The endpoint to call: the configured one, else the local stand-in where stand-ins run, else none. */
export function llmEndpoint(config: Config): LlmEndpoint | null {
  if (config.llm.baseUrl) {
    return { baseUrl: config.llm.baseUrl.replace(/\/$/, ''), apiKey: config.llm.apiKey, model: config.llm.model ?? 'gpt-4o-mini', local: false };
  }
  if (config.localStandIns) return { baseUrl: `${config.publicUrl}/dev/llm/v1`, apiKey: undefined, model: LOCAL_LLM_MODEL, local: true };
  return null;
}

/** How long to wait and how often to retry; tests shorten them. */
export const generationTiming = {
  timeoutMs: 60_000,
  retries: 3,
  backoffMs: 1_000,
  /** a Retry-After longer than this is not waited out in full */
  maxRetryAfterMs: 30_000,
};

export interface BatchRequest {
  exam: string;
  section: string;
  topic: string;
  difficulty: string;
  marks: number;
  /** the kind of question asked for; the schema and the prompt follow it */
  type: QuestionType;
  count: number;
  sourceNotes: string | null;
  /** questions already in the bank on this topic, so the model can stay clear of them */
  avoid: string[];
}

const TEXT = { type: 'string', description: 'The question in Markdown; formulas in $…$ or $$…$$ (KaTeX).' } as const;
const OPTIONS = { type: 'array', items: { type: 'string' }, description: 'Exactly 4 distinct options, Markdown with KaTeX.' } as const;
const EXPLANATION = { type: 'string', description: 'Why the answer is right, in Markdown with KaTeX.' } as const;
const MARKS = { type: 'integer', description: 'The marks the question is worth.' } as const;

/** Each type's question as JSON: its key in its own field (strict structured outputs: every key required, nothing else allowed). */
const QUESTION_SHAPES = {
  MCQ: {
    required: ['text', 'options', 'correctIndex', 'explanation', 'marks'],
    properties: {
      text: TEXT,
      options: OPTIONS,
      correctIndex: { type: 'integer', description: 'The index (0 to 3) of the one correct option.' },
      explanation: EXPLANATION,
      marks: MARKS,
    },
  },
  MSQ: {
    required: ['text', 'options', 'correctIndexes', 'explanation', 'marks'],
    properties: {
      text: TEXT,
      options: OPTIONS,
      correctIndexes: { type: 'array', items: { type: 'integer' }, description: 'The indexes (0 to 3) of every correct option: one or more.' },
      explanation: EXPLANATION,
      marks: MARKS,
    },
  },
  NAT: {
    required: ['text', 'answer', 'explanation', 'marks'],
    properties: {
      text: TEXT,
      answer: {
        type: 'string',
        description:
          'The answer as a number written to the decimal places it is given to, such as 42 or 2.50, or the range of accepted values as min..max, such as 2.45..2.55.',
      },
      explanation: EXPLANATION,
      marks: MARKS,
    },
  },
} as const;

/** The JSON the model must answer with for a type of question. */
export const questionsJsonSchema = (type: QuestionType) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: { questions: { type: 'array', items: { type: 'object', additionalProperties: false, ...QUESTION_SHAPES[type] } } },
  }) as const;

// every type's fields are read, absent or null where the type has none: a question with a wrong key
// is refused on its own with the reason (validate.ts) rather than failing its whole batch
const modelReply = z.object({
  questions: z.array(
    z.object({
      text: z.string(),
      options: z.array(z.string()).default([]),
      correctIndex: z.number().nullable().optional(),
      correctIndexes: z.array(z.number()).nullable().optional(),
      answer: z
        .union([z.string(), z.number()])
        .nullable()
        .optional()
        .transform((answer) => (typeof answer === 'number' ? String(answer) : answer)),
      explanation: z.string(),
      marks: z.number(),
    }),
  ),
});

const completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** What each type of question is, as the prompt tells the model. */
const TYPE_PROMPTS: Record<QuestionType, { kind: string; rules: string }> = {
  MCQ: { kind: 'multiple-choice (MCQ)', rules: 'Each question has exactly 4 distinct options and exactly one correct option (correctIndex).' },
  MSQ: {
    kind: 'multiple-select (MSQ)',
    rules: 'Each question has exactly 4 distinct options of which one or more are correct (correctIndexes lists every correct one), as in GATE’s MSQs.',
  },
  NAT: {
    kind: 'numerical-answer (NAT)',
    rules:
      'Each question has no options: the learner types a number. Give the answer as a number (such as 42 or 2.50) or, where rounding matters, the range of accepted values as min..max (such as 2.45..2.55), as in GATE’s NATs.',
  },
};

export function messagesFor(request: BatchRequest) {
  const { kind, rules } = TYPE_PROMPTS[request.type];
  const system =
    `You write ${kind} questions for Indian competitive and placement exams. ${rules} ` +
    'Each has an explanation of the answer, and uses Markdown with KaTeX formulas in $…$ or $$…$$ where maths helps. ' +
    'Answer only with JSON matching the given schema.';
  const lines = [
    `Write ${request.count} new ${kind} questions.`,
    `Question type: ${request.type}`,
    `Exam: ${request.exam}`,
    `Section: ${request.section}`,
    `Topic: ${request.topic}`,
    `Difficulty: ${request.difficulty}`,
    `Marks per question: ${request.marks}`,
    `Number of questions: ${request.count}`,
  ];
  if (request.avoid.length > 0) {
    lines.push(
      '',
      'Do not repeat or paraphrase these questions, already in the bank:',
      ...request.avoid.map((text) => `- ${text.replace(/\s+/g, ' ').slice(0, 300)}`),
    );
  }
  if (request.sourceNotes) lines.push('', 'Draw the questions from these source notes:', '<<<', request.sourceNotes, '>>>');
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** Retrying will not help: the endpoint refused us (a wrong key, an unknown model). The job stops. */
export class LlmRefused extends Error {
  override name = 'LlmRefused';
}

/** The batch could not be had after every retry; `message` says why, for the page. */
export class BatchFailed extends Error {
  override name = 'BatchFailed';
}

class Retryable extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** One chat-completions request to the endpoint, the key (if any) as a bearer token. */
export function postChatCompletion(endpoint: LlmEndpoint, body: object, signal: AbortSignal): Promise<Response> {
  return fetch(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
}

async function callOnce(endpoint: LlmEndpoint, request: BatchRequest, cancel: AbortSignal): Promise<ModelQuestion[]> {
  const signal = AbortSignal.any([cancel, AbortSignal.timeout(generationTiming.timeoutMs)]);
  const body = {
    model: endpoint.model,
    messages: messagesFor(request),
    response_format: {
      type: 'json_schema',
      json_schema: { name: `${request.type.toLowerCase()}_questions`, strict: true, schema: questionsJsonSchema(request.type) },
    },
  };
  let text: string;
  let response: Response;
  try {
    response = await postChatCompletion(endpoint, body, signal);
    text = await response.text();
  } catch (error) {
    if (cancel.aborted) throw error;
    if (signal.aborted) throw new Retryable(`The model did not answer within ${Math.round(generationTiming.timeoutMs / 100) / 10} s.`);
    throw new Retryable(`Could not reach the model: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (response.status === 429) throw new Retryable('The model is rate-limiting us (429).', retryAfterMs(response.headers.get('retry-after')));
  if (response.status >= 500) throw new Retryable(`The model's endpoint failed (${response.status}).`);
  if (!response.ok) throw new LlmRefused(`The model's endpoint refused the request (${response.status}): ${text.slice(0, 300)}`);

  let reply: z.infer<typeof completion>;
  try {
    reply = completion.parse(JSON.parse(text));
  } catch {
    throw new Retryable('The reply is not a chat completion.');
  }
  const choice = reply.choices[0]!;
  if (choice.message.refusal) throw new Retryable(`The model refused: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length') throw new Retryable('The reply was cut off (finish_reason "length").');
  let json: unknown;
  try {
    json = JSON.parse(choice.message.content ?? '');
  } catch {
    throw new Retryable('The reply is not JSON.');
  }
  const parsed = modelReply.safeParse(json);
  if (!parsed.success)
    throw new Retryable(`The reply does not match the schema (${parsed.error.issues[0]?.path.join('.') || 'root'}: ${parsed.error.issues[0]?.message}).`);
  return parsed.data.questions;
}

/**
 * One batch, with retries: waits backoffMs, then twice that, and so on (or the Retry-After of a
 * 429, capped), at most `retries` times. A cancel aborts the call in flight and the wait alike
 * (the AbortError is thrown).
 */
export async function requestBatch(endpoint: LlmEndpoint, request: BatchRequest, cancel: AbortSignal): Promise<ModelQuestion[]> {
  const { retries, backoffMs, maxRetryAfterMs } = generationTiming;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callOnce(endpoint, request, cancel);
    } catch (error) {
      if (!(error instanceof Retryable)) throw error;
      if (attempt >= retries) throw new BatchFailed(`${error.message} Gave up after ${attempt + 1} attempts.`);
      const backoff = backoffMs * 2 ** attempt;
      const wait = error.retryAfterMs === null ? backoff : Math.max(backoff, Math.min(error.retryAfterMs, maxRetryAfterMs));
      await sleep(wait, undefined, { signal: cancel });
    }
  }
}
