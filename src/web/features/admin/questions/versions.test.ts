import { describe, expect, it } from 'vitest';
import type { QuestionUse, QuestionVersion } from '../../../../shared/api/admin-questions.ts';
import { keptVersions, keptVersionsSentence, partText, versionDiff } from './versions.ts';

const v1: QuestionVersion = {
  version: 1,
  text: 'What is $2 + 2$?',
  image: null,
  options: [
    { text: '3', image: null },
    { text: '4', image: null },
  ],
  type: 'MCQ',
  key: { type: 'MCQ', correctIndex: 1 },
  explanation: 'Two and two.',
  explanationImage: null,
  section: 'Aptitude',
  marks: 1,
  remarks: null,
  hindi: null,
  changed: [],
  note: null,
  author: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const v2: QuestionVersion = {
  ...v1,
  version: 2,
  text: 'What is $3 + 3$?',
  options: [
    { text: '6', image: null },
    { text: '9', image: '/uploads/x.png' },
  ],
  key: { type: 'MCQ', correctIndex: 0 },
  marks: 2,
  changed: ['text', 'options', 'key', 'marks'],
};

const use = (id: string, version: number, live: boolean): QuestionUse => ({
  kind: 'test',
  id,
  title: id,
  status: 'published',
  seriesId: null,
  seriesTitle: null,
  version,
  live,
});

describe('a version beside the one before it', () => {
  it('shows each changed part before and after, in words', () => {
    expect(versionDiff(v2, v1)).toEqual([
      { part: 'text', label: 'Text', before: 'What is $2 + 2$?', after: 'What is $3 + 3$?' },
      { part: 'options', label: 'Options', before: 'A. 3\nB. 4', after: 'A. 6\nB. 9 [figure]' },
      { part: 'key', label: 'Key', before: 'B', after: 'A' },
      { part: 'marks', label: 'Marks', before: '1 mark', after: '2 marks' },
    ]);
    expect(versionDiff(v1, undefined)).toBeNull();
  });

  it('names a NAT’s missing options and a missing explanation', () => {
    const nat: QuestionVersion = { ...v1, type: 'NAT', options: [], key: { type: 'NAT', min: 2.5, max: 2.5, decimals: 1 }, explanation: '' };
    expect(partText(nat, 'options')).toBe('No options (a numerical answer)');
    expect(partText(nat, 'key')).toBe('2.5');
    expect(partText(nat, 'explanation')).toBe('No explanation');
    expect(partText(nat, 'type')).toBe('Numerical answer (NAT)');
  });
});

describe('the versions papers keep', () => {
  it('are those of published or started papers, each once', () => {
    const uses = [use('a', 2, true), use('b', 1, true), use('c', 3, false), use('d', 1, true)];
    expect(keptVersions(uses)).toEqual([1, 2]);
    expect(keptVersionsSentence(uses, 3)).toBe('Published or started papers keep serving versions 1 and 2; this edit makes version 4.');
    expect(keptVersionsSentence([use('a', 1, true)], 1)).toBe('Published or started papers keep serving version 1; this edit makes version 2.');
  });
});
