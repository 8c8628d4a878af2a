// A stand-in for an OpenAI-compatible model, on the app's own port, outside production only (like
// the Google and Razorpay stand-ins): POST /dev/llm/v1/chat/completions answers as OpenAI's chat
// completions do, with `choices[0].message.content` a JSON string of questions matching the
// request's json_schema. The questions are built from the prompt (exam, section, topic, difficulty,
// marks, count, question type): real-looking questions with numbers that change from one question to
// the next, a KaTeX formula and an explanation; an MCQ's correct option in a different place each
// time, an MSQ's correct options those that are not the answer, a NAT's answer the number itself.
//
// Tests (and a curious developer) ask for other behaviours with a marker anywhere in the prompt,
// usually in the source notes: `[stand-in: NAME]` or several, `[stand-in: duplicate, slow]`.
//   malformed-then-ok  the first call of a request answers with text that is not JSON, a retry succeeds
//   malformed          every call answers with text that is not JSON
//   schema-mismatch    every call answers with JSON that does not match the schema
//   429-then-ok        the first call answers 429 with Retry-After: 1, a retry succeeds
//   429                every call answers 429
//   timeout            never answers (the client's timeout fires; the call ends when the client goes)
//   duplicate          each batch's first question copies the first bank question the prompt lists
//   wrong-index        each batch's first question has answer index 4 (there are 4 options: 0 to 3)
//   bad-katex          each batch's first question has a formula KaTeX cannot render
//   fewer              each batch has one question fewer than asked for
//   no-correct         (MSQ) each batch's first question marks no option correct
//   no-number          (NAT) each batch's first question's answer is words, not a number
//   slow               waits 1.5 s before answering (to watch progress on the page)
// A request whose json_schema is named hindi_version is answered with a Hindi version (local-llm-hindi.ts).
// "The first call of a request" is counted per identical request body, so a retry is a later call.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { hindiAnswer } from './local-llm-hindi.ts';
import { templates, type Draft } from './local-llm-templates.ts';

interface Prompt {
  exam: string;
  section: string;
  topic: string;
  difficulty: string;
  marks: number;
  type: 'MCQ' | 'MSQ' | 'NAT';
  count: number;
  avoid: string[];
  scenarios: Set<string>;
}

function parsePrompt(messages: { role: string; content: string }[]): Prompt {
  const user = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(user)?.[1]?.trim() ?? '';
  const avoidBlock = /already in the bank:\n((?:- .*\n?)+)/.exec(user)?.[1] ?? '';
  const scenarios = new Set<string>();
  for (const match of user.matchAll(/\[stand-in:([^\]]*)\]/g)) {
    for (const name of match[1]!.split(',')) if (name.trim()) scenarios.add(name.trim().toLowerCase());
  }
  return {
    exam: field('Exam'),
    section: field('Section') === 'Technical' ? 'Technical' : 'Aptitude',
    topic: field('Topic'),
    difficulty: field('Difficulty'),
    marks: Number(field('Marks per question')) || 1,
    type: field('Question type') === 'MSQ' ? 'MSQ' : field('Question type') === 'NAT' ? 'NAT' : 'MCQ',
    count: Math.min(50, Math.max(1, Number(field('Number of questions')) || 5)),
    avoid: avoidBlock
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2)),
    scenarios,
  };
}

function distinctOptions(draft: Draft): string[] {
  const options = [draft.correct];
  for (const option of draft.wrong) if (!options.some((o) => o.trim() === option.trim()) && options.length < 4) options.push(option);
  for (let extra = 1; options.length < 4; extra += 1) options.push(`None of the ${extra === 1 ? 'above' : `others (${extra})`}`);
  return options;
}

/**
 * An MSQ from a template: the options that are not the answer are the correct ones, which keeps
 * every key true without a second right answer per template.
 */
function msqQuestion(draft: Draft, options: string[], answerIndex: number, prompt: Prompt, i: number) {
  const question = {
    text: `${draft.text}\n\nSelect **every** option that is *not* the answer.`,
    options,
    correctIndexes: options.flatMap((_, index) => (index === answerIndex ? [] : [index])),
    explanation: `${draft.explanation}\n\nSo every option but ${String.fromCharCode(65 + answerIndex)} is not the answer.`,
    marks: prompt.marks,
  };
  if (i === 0 && prompt.scenarios.has('duplicate') && prompt.avoid[0]) question.text = prompt.avoid[0];
  if (i === 0 && prompt.scenarios.has('no-correct')) question.correctIndexes = [];
  return question;
}

/** A NAT from a template: the value typed, a whole number as it is, a fraction to two places with a range around it. */
function natQuestion(draft: Draft, prompt: Prompt, i: number) {
  const whole = Number.isInteger(draft.value);
  const answer = whole ? String(draft.value) : `${(draft.value - 0.01).toFixed(2)}..${(draft.value + 0.01).toFixed(2)}`;
  const question = {
    text: whole ? draft.text : `${draft.text} Give it to two decimal places.`,
    answer,
    explanation: draft.explanation,
    marks: prompt.marks,
  };
  if (i === 0 && prompt.scenarios.has('duplicate') && prompt.avoid[0]) question.text = prompt.avoid[0];
  if (i === 0 && prompt.scenarios.has('no-number')) question.answer = 'about a third';
  return question;
}

/** The stand-in's own state: how many questions it has written, and how often it has seen each request. */
function createWriter() {
  let written = 0;
  const seen = new Map<string, number>();
  return {
    /** 1 for the first call with this body, 2 for its first retry… */
    callNumber(body: string) {
      const key = createHash('sha256').update(body).digest('hex');
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return n;
    },
    questions(prompt: Prompt) {
      const fitting = templates.filter((t) => t.section === prompt.section && t.keywords.test(prompt.topic));
      const pool = fitting.length > 0 ? fitting : templates.filter((t) => t.section === prompt.section);
      const count = prompt.scenarios.has('fewer') ? Math.max(0, prompt.count - 1) : prompt.count;
      return Array.from({ length: count }, (_, i) => {
        const n = written;
        written += 1;
        const template = pool[n % pool.length]!;
        const draft = template.make(Math.floor(n / pool.length));
        const options = distinctOptions(draft);
        // the correct option moves: A, B, C, D, A…
        const correctIndex = n % 4;
        [options[0], options[correctIndex]] = [options[correctIndex]!, options[0]!];
        if (prompt.type === 'NAT') return natQuestion(draft, prompt, i);
        if (prompt.type === 'MSQ') return msqQuestion(draft, options, correctIndex, prompt, i);
        const question = { text: draft.text, options, correctIndex, explanation: draft.explanation, marks: prompt.marks };
        if (i === 0 && prompt.scenarios.has('duplicate') && prompt.avoid[0]) question.text = prompt.avoid[0];
        if (i === 0 && prompt.scenarios.has('wrong-index')) question.correctIndex = 4;
        if (i === 0 && prompt.scenarios.has('bad-katex')) question.text = `${question.text} Take $\\fracc{1}{2}$ as given.`;
        return question;
      });
    },
  };
}

/** An OpenAI-shaped error body. */
const openAiError = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } });

export async function registerLocalLlm(app: FastifyInstance, config: Config) {
  if (!config.localStandIns || config.llm.baseUrl) return;
  const writer = createWriter();
  // calls held open on purpose ('timeout', 'slow') end when the app closes
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  // the response's 'close' fires when the client hangs up (the request's fires once its body is read)
  const wait = (ms: number, reply: { raw: { once: (event: 'close', listener: () => void) => void } }) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const stop = () => {
        clearTimeout(timer);
        closing.signal.removeEventListener('abort', stop);
        resolve();
      };
      reply.raw.once('close', stop);
      closing.signal.addEventListener('abort', stop, { once: true });
    });

  app.post('/dev/llm/v1/chat/completions', async (request, reply) => {
    const body = request.body as
      { model?: string; messages?: { role: string; content: string }[]; response_format?: { json_schema?: { name?: string } } } | undefined;
    if (!body || !Array.isArray(body.messages)) {
      return reply.code(400).send(openAiError("'messages' is required.", 'invalid_request_error'));
    }
    // one connection per call: a call the client gave up on leaves no kept-alive socket behind
    void reply.header('connection', 'close');
    const prompt = parsePrompt(body.messages);
    const call = writer.callNumber(JSON.stringify(body));
    const { scenarios } = prompt;

    if (scenarios.has('timeout')) {
      await wait(10 * 60_000, reply);
      return reply.code(504).send(openAiError('The stand-in timed out on purpose.', 'timeout'));
    }
    if (scenarios.has('429') || (scenarios.has('429-then-ok') && call === 1)) {
      return reply
        .code(429)
        .header('retry-after', '1')
        .send(openAiError('Rate limit reached for requests (stand-in).', 'requests', 'rate_limit_exceeded'));
    }
    if (scenarios.has('slow')) await wait(1500, reply);

    let content: string;
    if (body.response_format?.json_schema?.name === 'hindi_version') {
      content = hindiAnswer(
        body.messages
          .filter((message) => message.role === 'user')
          .map((message) => message.content)
          .join('\n'),
      );
    } else if (scenarios.has('malformed') || (scenarios.has('malformed-then-ok') && call === 1)) {
      content = 'Sure! Here are your questions:\n{"questions": [{"text": "What is';
    } else if (scenarios.has('schema-mismatch')) {
      content = JSON.stringify({ items: [{ question: 'What is 2 + 2?', answer: 4 }] });
    } else {
      content = JSON.stringify({ questions: writer.questions(prompt) });
    }
    return {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'prepverse-local-llm',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
    };
  });
}
