// What of a paper a response carries, told from the response alone: the disclosure walk
// (src/server/access/disclosure.test.ts) compares it with what the policy (shared/exam/disclosure.ts)
// lets out. Fields are recognised by name wherever they sit, and the paper's own question and
// explanation texts wherever they appear, so a route that copies them under another name is caught too.
import type { DisclosurePart } from '../../shared/exam/disclosure.ts';

/** The paper's words the walk looks for: distinctive runs of its question texts and its explanations. */
export interface KnownTexts {
  questions: readonly string[];
  explanations: readonly string[];
}

const KEY_FIELDS = new Set(['answerKey', 'correctAnswerIndex', 'correctIndex', 'correctIndexes', 'previousKey']);
const EXPLANATION_FIELDS = new Set(['explanationText', 'explanation', 'explanationImage']);
const STATS_FIELDS = new Set(['questionStats', 'questionTimes', 'topper']);
const QUESTION_FIELDS = new Set(['questionText', 'questionHtml']);
const VERDICTS = new Set(['correct', 'incorrect']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A question's verdict: an entry of a result's questionAnalysis, or any object that says right or wrong of an answer. */
function isVerdict(value: Record<string, unknown>): boolean {
  if ('isCorrect' in value) return true;
  const aboutQuestion = 'questionId' in value || 'questionIndex' in value || 'selectedAnswer' in value;
  return aboutQuestion && (VERDICTS.has(String(value.status)) || typeof value.marks === 'number');
}

function visit(value: unknown, known: KnownTexts, found: Map<DisclosurePart, string>, path: string): void {
  const note = (part: DisclosurePart, where: string) => {
    if (!found.has(part)) found.set(part, where);
  };
  if (typeof value === 'string') {
    if (known.questions.some((text) => value.includes(text))) note('questions', path);
    if (known.explanations.some((text) => value.includes(text))) note('explanations', path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => visit(item, known, found, `${path}[${index}]`));
    return;
  }
  if (!isRecord(value)) return;
  if (isVerdict(value)) note('correctness', path);
  for (const [field, inner] of Object.entries(value)) {
    const where = `${path}.${field}`;
    if (KEY_FIELDS.has(field)) note('key', where);
    if (EXPLANATION_FIELDS.has(field)) note('explanations', where);
    if (STATS_FIELDS.has(field)) note('takerStats', where);
    if (QUESTION_FIELDS.has(field)) note('questions', where);
    visit(inner, known, found, where);
  }
}

/** Each part the body carries, with the first place it was seen. `body`: parsed JSON, or the text of any other answer. */
export function partsIn(body: unknown, known: KnownTexts): Map<DisclosurePart, string> {
  const found = new Map<DisclosurePart, string>();
  visit(body, known, found, '$');
  return found;
}

/** The longest run of plain words in a Markdown text: what survives drawing it to HTML, to search for. */
export function plainRun(text: string): string {
  const runs = text.split(/[$*_`\\{}[\]]+/).map((run) => run.trim());
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}
