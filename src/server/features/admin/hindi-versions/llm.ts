// Asking the model for a question's Hindi version (docs/decisions/034): the same chat-completions
// call as generation's (llm-client.ts), with a JSON schema of the Hindi text, options and explanation.
import { z } from 'zod';
import { generationTiming, postChatCompletion, type LlmEndpoint } from '../generation/service.ts';

export interface EnglishQuestion {
  text: string;
  options: { text: string }[];
  explanation: string;
}

export const HINDI_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'options', 'explanation'],
  properties: {
    text: { type: 'string', description: 'The question in Hindi, Markdown with the same KaTeX formulas, code and numbers.' },
    options: { type: 'array', items: { type: 'string' }, description: 'Each option in Hindi: as many as the English, in the same order.' },
    explanation: { type: 'string', description: 'The explanation in Hindi.' },
  },
} as const;

export function hindiMessages(question: EnglishQuestion) {
  const system =
    'You translate exam questions for Indian competitive exams into Hindi as Hindi-medium aspirants read them (NTA style). ' +
    'Keep every formula ($…$), code, number and unit exactly as it is. Give one Hindi option for each English option, in the same order. ' +
    'Answer only with JSON matching the given schema.';
  const lines = ['Write the Hindi version of this question.', 'Question:', '<<<', question.text, '>>>'];
  question.options.forEach((option, index) => lines.push(`Option ${String.fromCharCode(65 + index)}: ${option.text}`));
  lines.push('Explanation:', '<<<', question.explanation, '>>>');
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}

const reply = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1) });
const answer = z.object({ text: z.string(), options: z.array(z.string()), explanation: z.string() });

/** The model's Hindi as it answered, or the reason there is none (the question's recorded failure). */
export async function askHindi(
  endpoint: LlmEndpoint,
  question: EnglishQuestion,
  cancel: AbortSignal,
): Promise<{ ok: true; hindi: z.infer<typeof answer> } | { ok: false; reason: string }> {
  const signal = AbortSignal.any([cancel, AbortSignal.timeout(generationTiming.timeoutMs)]);
  const body = {
    model: endpoint.model,
    messages: hindiMessages(question),
    response_format: { type: 'json_schema', json_schema: { name: 'hindi_version', strict: true, schema: HINDI_SCHEMA } },
  };
  let response: Response;
  try {
    response = await postChatCompletion(endpoint, body, signal);
  } catch (error) {
    if (cancel.aborted) throw error;
    return { ok: false, reason: 'Could not reach the model.' };
  }
  const text = await response.text();
  if (!response.ok) return { ok: false, reason: `The model's endpoint answered ${response.status}.` };
  try {
    const content = reply.parse(JSON.parse(text)).choices[0]!.message.content ?? '';
    const parsed = answer.safeParse(JSON.parse(content));
    return parsed.success ? { ok: true, hindi: parsed.data } : { ok: false, reason: 'The reply does not match the schema.' };
  } catch {
    return { ok: false, reason: 'The reply is not JSON.' };
  }
}
