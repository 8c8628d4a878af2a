import { describe, expect, it } from 'vitest';
import { draftRequest, emptyDraft, sameRequest } from './import-draft.ts';

describe('the import request', () => {
  it('sends the exam and difficulty only when they are set', () => {
    const plain = draftRequest({ ...emptyDraft, mode: 'paste', pasted: 'Q?\nA. a\nB. b\nANSWER: A' });
    expect(plain).toEqual({ format: 'gift', text: 'Q?\nA. a\nB. b\nANSWER: A', section: 'Technical', source: 'original' });
    const filed = draftRequest({ ...emptyDraft, mode: 'paste', pasted: 'x', exam: '  GATE CS ', difficulty: 'hard' });
    expect(filed).toMatchObject({ exam: 'GATE CS', difficulty: 'hard' });
  });

  it('counts a changed exam or difficulty as a different request, so the check must run again', () => {
    const base = draftRequest({ ...emptyDraft, mode: 'paste', pasted: 'x' });
    expect(sameRequest(base, { ...base })).toBe(true);
    expect(sameRequest(base, { ...base, exam: 'GATE DA' })).toBe(false);
    expect(sameRequest(base, { ...base, difficulty: 'easy' })).toBe(false);
  });
});
