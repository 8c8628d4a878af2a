import { describe, expect, it } from 'vitest';
import { draftOfKey, keyOfDraft, regradeLabel } from './key-draft.ts';

describe('the regrade screen’s key editor', () => {
  it('starts from the current key and gives back the key written', () => {
    expect(keyOfDraft(draftOfKey({ type: 'MCQ', correctIndex: 2 }), 4)).toEqual({ key: { type: 'MCQ', correctIndex: 2 } });
    expect(keyOfDraft({ type: 'MSQ', correctIndexes: [3, 0] }, 4)).toEqual({ key: { type: 'MSQ', correctIndexes: [0, 3] } });
    const nat = draftOfKey({ type: 'NAT', min: 2.45, max: 2.55, decimals: 2 });
    expect(nat).toEqual({ type: 'NAT', nat: { exact: false, min: '2.45', max: '2.55', decimals: '2' } });
    expect(keyOfDraft(nat, 0)).toEqual({ key: { type: 'NAT', min: 2.45, max: 2.55, decimals: 2 } });
  });

  it('says what is wrong in the server’s words', () => {
    expect(keyOfDraft({ type: 'MCQ', correctIndex: null }, 4)).toEqual({ error: 'Choose which option is correct.' });
    expect(keyOfDraft({ type: 'MSQ', correctIndexes: [] }, 4)).toEqual({ error: 'Choose at least one correct option.' });
    expect(keyOfDraft({ type: 'NAT', nat: { exact: false, min: '5', max: '2', decimals: '0' } }, 0)).toEqual({
      error: 'The range must go from the smaller number to the larger.',
    });
    expect(keyOfDraft({ type: 'NAT', nat: { exact: true, min: 'abc', max: '', decimals: '0' } }, 0)).toEqual({
      error: 'Give the answer as a number (or a range of two numbers).',
    });
  });

  it('names a regrade', () => {
    expect(regradeLabel('rekey', { type: 'MCQ', correctIndex: 1 }, { type: 'MCQ', correctIndex: 2 })).toBe('Key changed to B (was C)');
    expect(regradeLabel('void-full', null)).toBe('Void: full marks to everyone');
    expect(regradeLabel('void-attempted', null)).toBe('Void: full marks to those who attempted it');
    expect(regradeLabel('void-none', null)).toBe('Void: counts for nobody');
  });
});
