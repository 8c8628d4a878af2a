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
// "The first call of a request" is counted per identical request body, so a retry is a later call.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

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

interface Draft {
  text: string;
  correct: string;
  wrong: string[];
  explanation: string;
  /** the correct option as a number, for a NAT; a fraction is given to two places, as a range */
  value: number;
}

type Template = { keywords: RegExp; section: 'Aptitude' | 'Technical'; make: (round: number) => Draft };

const frac = (a: number, b: number) => {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  const g = gcd(a, b);
  return b / g === 1 ? `$${a / g}$` : `$\\frac{${a / g}}{${b / g}}$`;
};
const catalan = (n: number) => {
  let c = 1;
  for (let i = 0; i < n; i += 1) c = (c * 2 * (2 * i + 1)) / (i + 2);
  return c;
};
const workPairs = [
  [12, 24, 8],
  [10, 15, 6],
  [20, 30, 12],
  [6, 12, 4],
  [15, 30, 10],
  [18, 36, 12],
  [12, 36, 9],
] as const;

const templates: Template[] = [
  {
    section: 'Aptitude',
    keywords: /speed|distance|time|train|motion/i,
    make: (r) => {
      const speed = 40 + 5 * (r % 13);
      const hours = 2 + ((r * 3) % 5);
      const distance = speed * hours;
      return {
        text: `A train covers $${distance}$ km in $${hours}$ hours at a constant speed. What is its speed in km/h?`,
        correct: `$${speed}$ km/h`,
        value: speed,
        wrong: [`$${speed + 5}$ km/h`, `$${speed - 5}$ km/h`, `$${Math.round(distance / (hours + 1))}$ km/h`, `$${speed * 2}$ km/h`],
        explanation: `Speed is distance divided by time: $$v = \\frac{d}{t} = \\frac{${distance}}{${hours}} = ${speed}\\ \\text{km/h}.$$`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /percent|profit|loss|price|discount/i,
    make: (r) => {
      const price = 100 * (2 + (r % 15));
      const rise = 5 * (1 + ((r * 5) % 8));
      const after = price + (price * rise) / 100;
      return {
        text: `An article costs ₹${price}. Its price rises by $${rise}\\%$. What is the new price?`,
        correct: `₹${after}`,
        value: after,
        wrong: [`₹${price + rise}`, `₹${after + price / 10}`, `₹${price - (price * rise) / 100}`, `₹${after + 10}`],
        explanation: `A rise of $p\\%$ multiplies the price by $1 + \\frac{p}{100}$: $$${price} \\times \\left(1 + \\frac{${rise}}{100}\\right) = ${after}.$$`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /interest|principal|rate|money/i,
    make: (r) => {
      const principal = 1000 * (1 + (r % 9));
      const rate = 4 + ((r * 2) % 7);
      const years = 2 + (r % 4);
      const interest = (principal * rate * years) / 100;
      return {
        text: `What is the simple interest on ₹${principal} at $${rate}\\%$ per annum for $${years}$ years?`,
        correct: `₹${interest}`,
        value: interest,
        wrong: [`₹${interest + principal / 100}`, `₹${(principal * rate) / 100}`, `₹${interest * 2}`, `₹${interest - rate * 10}`],
        explanation: `Simple interest is $SI = \\frac{P \\times R \\times T}{100} = \\frac{${principal} \\times ${rate} \\times ${years}}{100} = ${interest}$.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /work|pipe|cistern|efficien/i,
    make: (r) => {
      const [a, b, t] = workPairs[r % workPairs.length]!;
      const k = 1 + Math.floor(r / workPairs.length);
      return {
        text: `A can finish a piece of work in $${a * k}$ days and B in $${b * k}$ days. Working together, in how many days do they finish it?`,
        correct: `$${t * k}$ days`,
        value: t * k,
        wrong: [`$${((a + b) * k) / 2}$ days`, `$${(t + 2) * k}$ days`, `$${(b - a) * k}$ days`, `$${t * k + 1}$ days`],
        explanation: `Their rates add: $$\\frac{1}{${a * k}} + \\frac{1}{${b * k}} = \\frac{1}{${t * k}},$$ so together they need $${t * k}$ days.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /probab|dice|chance|coin/i,
    make: (r) => {
      const sum = 2 + (r % 11);
      const ways = 6 - Math.abs(sum - 7);
      return {
        text: `Two fair dice are thrown together (round ${1 + Math.floor(r / 11)} of the practice set). What is the probability that the sum of the numbers shown is $${sum}$?`,
        correct: frac(ways, 36),
        value: ways / 36,
        wrong: [frac(ways + 1, 36), frac(1, 6 + (r % 5)), frac(ways, 12), frac(7, 36), frac(ways + 2, 36)],
        explanation: `Of the $6 \\times 6 = 36$ equally likely outcomes, $${ways}$ give a sum of $${sum}$, so $P = \\frac{${ways}}{36}$.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /algebra|equation|linear/i,
    make: (r) => {
      const a = 2 + (r % 7);
      const x = 3 + ((r * 3) % 17);
      const b = 5 + (r % 11);
      const c = a * x + b;
      return {
        text: `If $${a}x + ${b} = ${c}$, what is the value of $x$?`,
        correct: `$${x}$`,
        value: x,
        wrong: [`$${x + 1}$`, `$${x - 1}$`, `$${Math.round(c / a)}$`, `$${x + 2}$`, `$${x * 2}$`],
        explanation: `Subtract $${b}$ from both sides and divide by $${a}$: $$x = \\frac{${c} - ${b}}{${a}} = ${x}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /graph|network|tree/i,
    make: (r) => {
      const n = 5 + r;
      const edges = (n * (n - 1)) / 2;
      return {
        text: `How many edges does the complete undirected graph $K_{${n}}$ on $${n}$ vertices have?`,
        correct: `$${edges}$`,
        value: edges,
        wrong: [`$${n * (n - 1)}$`, `$${n * n}$`, `$${edges + n}$`, `$${n - 1}$`],
        explanation: `Every pair of vertices is joined by one edge: $$\\binom{n}{2} = \\frac{n(n-1)}{2} = \\frac{${n} \\times ${n - 1}}{2} = ${edges}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /bit|binary|number system|digital|integer/i,
    make: (r) => {
      const n = 4 + r;
      return {
        text: `How many distinct values can an unsigned integer of $${n}$ bits represent?`,
        correct: `$2^{${n}}$`,
        value: 2 ** n,
        wrong: [`$2^{${n}} - 1$`, `$2^{${n - 1}}$`, `$${n}^{2}$`, `$2 \\times ${n}$`],
        explanation: `Each of the $${n}$ bits is 0 or 1 independently, so there are $2^{${n}}$ patterns, from $0$ to $2^{${n}} - 1$.`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /search|algorithm|complexity|array|data structure/i,
    make: (r) => {
      const k = 5 + r;
      return {
        text: `A sorted array holds $2^{${k}}$ elements. At most how many comparisons does binary search make to find a key (or decide it is absent)?`,
        correct: `$${k + 1}$`,
        value: k + 1,
        wrong: [`$${k}$`, `$2^{${k - 1}}$`, `$${2 * k}$`, `$${k + 2}$`],
        explanation: `Each comparison halves the range: after $\\log_2 2^{${k}} = ${k}$ halvings one element is left, and one more comparison settles it, so $${k} + 1 = ${k + 1}$.`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /bst|binary search tree|catalan|combinator/i,
    make: (r) => {
      const n = 3 + r;
      const count = catalan(n);
      return {
        text: `How many structurally different binary search trees can be built from $${n}$ distinct keys?`,
        correct: `$${count}$`,
        value: count,
        wrong: [`$${count + n}$`, `$${n * n}$`, `$2^{${n}}$`, `$${count * 2}$`],
        explanation: `The count is the Catalan number $$C_n = \\frac{1}{n+1}\\binom{2n}{n}, \\quad C_{${n}} = ${count}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /network|subnet|ip|host/i,
    make: (r) => {
      const prefix = 20 + (r % 10);
      const hostBits = 32 - prefix;
      const hosts = 2 ** hostBits - 2;
      return {
        text: `How many usable host addresses does an IPv4 subnet with prefix length $/${prefix}$ have${r >= 10 ? ` (exercise ${r})` : ''}?`,
        correct: `$${hosts}$`,
        value: hosts,
        wrong: [`$${hosts + 2}$`, `$${2 ** (hostBits - 1)}$`, `$${hosts - 2}$`, `$${prefix * 8}$`],
        explanation: `With $32 - ${prefix} = ${hostBits}$ host bits there are $2^{${hostBits}}$ addresses; the network and broadcast addresses are not usable: $2^{${hostBits}} - 2 = ${hosts}$.`,
      };
    },
  },
];

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
    const body = request.body as { model?: string; messages?: { role: string; content: string }[] } | undefined;
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
    if (scenarios.has('malformed') || (scenarios.has('malformed-then-ok') && call === 1)) {
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
