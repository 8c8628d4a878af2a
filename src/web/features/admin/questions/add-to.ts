// 'Write a new question' from a test or quiz editor opens /admin/questions/new?addTo=test:<id>&back=<path>:
// once the question is created it is appended to that paper and the editor goes back to it.

export interface AddToPaper {
  kind: 'test' | 'quiz';
  id: string;
}

const ADD_TO = /^(test|quiz):([A-Za-z0-9-]{1,64})$/;

/** The paper named by ?addTo=test:<id> or ?addTo=quiz:<id>; null when absent or malformed. */
export function parseAddTo(value: string | null): AddToPaper | null {
  const match = value ? ADD_TO.exec(value) : null;
  if (!match) return null;
  return { kind: match[1] as AddToPaper['kind'], id: match[2]! };
}

/**
 * Where to go back to: only a path inside the admin area, so a crafted link cannot send the admin
 * to another site (//evil.example, https://…) or out of the area after saving.
 */
export function safeBackPath(value: string | null): string | null {
  if (!value) return null;
  if (!/^\/admin(\/|\?|#|$)/.test(value)) return null;
  if (value.includes('\\') || value.startsWith('//')) return null;
  return value;
}

/** The paper's question list with the new question appended (once: a second append changes nothing). */
export function withAddedQuestion(existingIds: readonly string[], questionId: string): string[] {
  return existingIds.includes(questionId) ? [...existingIds] : [...existingIds, questionId];
}
