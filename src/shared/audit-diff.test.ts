import { describe, expect, it } from 'vitest';
import { diffAuditDetail, diffText, diffValues, fieldLabel, SHOWN_MAX } from './audit-diff.ts';

describe('diffValues', () => {
  it('names each field added, removed or changed, and leaves out the unchanged and the row’s id and times', () => {
    const before = { id: 'q1', status: 'draft', topic: 'Graphs', remarks: null, marks: 1, updatedAt: '2026-01-01' };
    const after = { id: 'q1', status: 'published', topic: null, remarks: 'Checked', marks: 1, updatedAt: '2026-01-02' };
    expect(diffValues(before, after)).toEqual([
      { field: 'Status', kind: 'changed', before: 'draft', after: 'published', text: null },
      { field: 'Topic', kind: 'removed', before: 'Graphs', after: null, text: null },
      { field: 'Remarks', kind: 'added', before: null, after: 'Checked', text: null },
    ]);
  });

  it('walks nested objects and lists of objects by position, counted from 1; a list of values is one field', () => {
    const before = { options: [{ text: 'a' }, { text: 'b' }], correctIndexes: [0, 2], natRange: { min: 1, max: 2 } };
    const after = { options: [{ text: 'a' }, { text: 'B', image: '/uploads/x.png' }, { text: 'c' }], correctIndexes: [0, 1], natRange: { min: 1, max: 3 } };
    expect(diffValues(before, after).map(({ field, kind, before: from, after: to }) => [field, kind, from, to])).toEqual([
      ['Options › 2 › Text', 'changed', 'b', 'B'],
      ['Correct indexes', 'changed', '0, 2', '0, 1'],
      ['Nat range › Max', 'changed', '2', '3'],
      ['Options › 2 › Image', 'added', null, '/uploads/x.png'],
      ['Options › 3 › Text', 'added', null, 'c'],
    ]);
  });

  it('shows a creation as the fields set, leaving out the empty ones, and a deletion as the fields removed', () => {
    expect(diffValues(null, { title: 'GATE 2027', description: '', tags: [], price: 0, live: false })).toEqual([
      { field: 'Title', kind: 'added', before: null, after: 'GATE 2027', text: null },
      { field: 'Price', kind: 'added', before: null, after: '0', text: null },
      { field: 'Live', kind: 'added', before: null, after: 'false', text: null },
    ]);
    expect(diffValues({ title: 'Old' }, null)).toEqual([{ field: 'Title', kind: 'removed', before: 'Old', after: null, text: null }]);
    expect(diffValues({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('cuts a long value shown whole, and compares a long text word by word instead', () => {
    const long = 'word '.repeat(100).trim();
    const [added] = diffValues(null, { explanation: long });
    expect(added!.after!.length).toBe(SHOWN_MAX);
    expect(added!.after!.endsWith('…')).toBe(true);
    const [changed] = diffValues({ explanation: `${long} end` }, { explanation: `${long} finish` });
    expect(changed!.text).toEqual([
      { kind: 'same', text: '… word word word word word word ' },
      { kind: 'removed', text: 'end' },
      { kind: 'added', text: 'finish' },
    ]);
  });
});

describe('diffText', () => {
  it('keeps six words of context on each side and shortens the rest', () => {
    const before = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
    const after = 'one two three four five six seven EIGHT nine ten eleven twelve thirteen fourteen fifteen sixteen';
    expect(diffText(before, after)).toEqual([
      { kind: 'same', text: '… two three four five six seven ' },
      { kind: 'removed', text: 'eight ' },
      { kind: 'added', text: 'EIGHT ' },
      { kind: 'same', text: 'nine ten eleven twelve thirteen fourteen …' },
    ]);
  });

  it('keeps every change apart, with the unchanged words between them', () => {
    expect(diffText('the cat sat on the mat', 'the dog sat on a mat')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'cat ' },
      { kind: 'added', text: 'dog ' },
      { kind: 'same', text: 'sat on ' },
      { kind: 'removed', text: 'the ' },
      { kind: 'added', text: 'a ' },
      { kind: 'same', text: 'mat' },
    ]);
  });

  it('puts the two texts back together from its parts', () => {
    const before = 'Line one.\nLine two has $x^2$ in it.\n\nLine four.';
    const after = 'Line one.\nLine two has $x^3$ in it, now.\n\nLine four, changed.';
    const parts = diffText(before, after);
    const join = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join('');
    expect(join(['same', 'removed'])).toBe(before);
    expect(join(['same', 'added'])).toBe(after);
  });
});

describe('diffAuditDetail', () => {
  it('reads recordChange’s before and after, and shows any other detail as what it records', () => {
    expect(diffAuditDetail({ before: { role: 'learner' }, after: { role: 'master' } })).toEqual([
      { field: 'Role', kind: 'changed', before: 'learner', after: 'master', text: null },
    ]);
    expect(diffAuditDetail({ from: 'learner', to: 'god', via: 'cli' }).map((change) => `${change.field}: ${change.after}`)).toEqual([
      'From: learner',
      'To: god',
      'Via: cli',
    ]);
    expect(diffAuditDetail(null)).toEqual([]);
  });

  it('labels fields in words', () => {
    expect(fieldLabel(['explanationImage'])).toBe('Explanation image');
    expect(fieldLabel(['question_ids', '0'])).toBe('Question ids › 1');
  });
});
