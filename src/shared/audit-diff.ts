// The audit log's before and after as a person reads them: the fields added, removed or changed,
// each named in words ('Options › 2 › Text'), its values as short text, and a long text that
// changed shown as the words taken out and put in, with the unchanged words around them shortened.
// Pure, so the server computes it for each page of entries and the tests pin it down.

export type TextPart = { kind: 'same' | 'added' | 'removed'; text: string };

export interface AuditChange {
  /** the field, in words: 'Correct index', 'Options › 2 › Text' */
  field: string;
  kind: 'added' | 'removed' | 'changed';
  /** the value before, as short text; null when the field was not there (or was empty) */
  before: string | null;
  after: string | null;
  /** a long text that changed: the words taken out and put in, in place; null for anything else */
  text: TextPart[] | null;
}

/** Fields every row has and no change is about: the row's id, when it was created, when it last changed. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);
/** A text this long (or of several lines) is compared word by word rather than shown whole twice. */
export const LONG_TEXT = 80;
/** A value shown whole is cut after this many characters. */
export const SHOWN_MAX = 300;
/** Unchanged words kept on each side of a change. */
const CONTEXT_WORDS = 6;
/** Past this many word pairs the texts are shown as taken out and put in whole, not compared. */
const MAX_COMPARED = 250_000;

type Leaf = string | number | boolean | null | unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Every leaf of the value by its path: objects are walked by key, arrays of objects by position; a
 * primitive, or an array of primitives (a list of ids, the correct options), is one leaf.
 */
function flatten(value: unknown, path: string[] = [], into = new Map<string, { path: string[]; value: Leaf }>()) {
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (path.length === 0 && IGNORED.has(key)) continue;
      flatten(child, [...path, key], into);
    }
  } else if (Array.isArray(value) && value.some((item) => !isPrimitive(item))) {
    value.forEach((item, index) => flatten(item, [...path, String(index)], into));
  } else if (path.length > 0) {
    into.set(path.join('.'), { path, value: (value ?? null) as Leaf });
  }
  return into;
}

/** 'correctIndex' -> 'Correct index'; a position counts from 1. */
function segmentLabel(segment: string): string {
  if (/^\d+$/.test(segment)) return String(Number(segment) + 1);
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldLabel = (path: string[]) => path.map(segmentLabel).join(' › ');

const isEmpty = (value: Leaf) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as short text: a list joined, a long text cut; null for nothing. */
export function shownValue(value: Leaf): string | null {
  if (isEmpty(value)) return null;
  const text = Array.isArray(value) ? value.map((item) => String(item)).join(', ') : String(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1).trimEnd()}…` : text;
}

const same = (a: Leaf, b: Leaf) => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);

const isLong = (value: Leaf) => typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n'));

/** The changes from `before` to `after` (either may be null: a creation, a deletion), in the order of their fields. */
export function diffValues(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const a = old.get(key);
    const b = now.get(key);
    const from = a?.value ?? null;
    const to = b?.value ?? null;
    if (same(from, to) || (isEmpty(from) && isEmpty(to))) continue;
    const field = fieldLabel((b ?? a)!.path);
    const kind = isEmpty(from) ? 'added' : isEmpty(to) ? 'removed' : 'changed';
    const text = kind === 'changed' && (isLong(from) || isLong(to)) ? diffText(String(from), String(to)) : null;
    changes.push({ field, kind, before: shownValue(from), after: shownValue(to), text });
  }
  return changes;
}

/**
 * An audit entry's detail as changes: `{ before, after }` as recordChange writes it; any other
 * detail (an older entry's `{ from, to, via }`, say) is shown as what it records.
 */
export function diffAuditDetail(detail: unknown): AuditChange[] {
  if (isPlainObject(detail) && ('before' in detail || 'after' in detail)) return diffValues(detail.before ?? null, detail.after ?? null);
  return diffValues(null, detail ?? null);
}

/** Each word with the spaces after it (and any spaces the text starts with), so a change never hinges on a shared space. */
const words = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];

/** The longest common subsequence of two word lists, as parts in order. */
function compareWords(a: string[], b: string[]): TextPart[] {
  if (a.length * b.length > MAX_COMPARED) {
    return [...(a.length ? [{ kind: 'removed' as const, text: a.join('') }] : []), ...(b.length ? [{ kind: 'added' as const, text: b.join('') }] : [])];
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..]
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: TextPart[] = [];
  const push = (kind: TextPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push('removed', a[i]!);
      i += 1;
    } else {
      push('added', b[j]!);
      j += 1;
    }
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return parts;
}

/** The first (or the last) `n` words of the tokens. */
const takeWords = (tokens: string[], n: number, fromEnd: boolean) => (fromEnd ? tokens.slice(-n) : tokens.slice(0, n)).join('');

/** Keeps a few unchanged words on each side of a change: the rest of an unchanged run becomes '…'. */
function shorten(parts: TextPart[]): TextPart[] {
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part;
    const tokens = words(part.text);
    const first = index === 0;
    const last = index === parts.length - 1;
    if (tokens.length <= (first || last ? CONTEXT_WORDS : 2 * CONTEXT_WORDS)) return part;
    const head = first ? '' : takeWords(tokens, CONTEXT_WORDS, false);
    const tail = last ? '' : takeWords(tokens, CONTEXT_WORDS, true);
    return { kind: 'same', text: `${head}…${tail ? ` ${tail}` : ''}` };
  });
}

/** Two texts as the words kept, taken out and put in; the common start and end are not compared. */
export function diffText(before: string, after: string): TextPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const parts: TextPart[] = [];
  if (start > 0) parts.push({ kind: 'same', text: a.slice(0, start).join('') });
  parts.push(...compareWords(a.slice(start, a.length - end), b.slice(start, b.length - end)));
  if (end > 0) parts.push({ kind: 'same', text: a.slice(a.length - end).join('') });
  return shorten(parts);
}
