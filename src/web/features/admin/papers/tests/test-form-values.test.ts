import { describe, expect, it } from 'vitest';
import type { AdminTest } from '../../../../../shared/api/admin-content.ts';
import { patchOf } from './test-form-values.ts';

const test: AdminTest = {
  id: 't1',
  seriesId: 's1',
  title: 'Full Subject Test',
  difficulty: 'medium',
  status: 'draft',
  timeLimitSeconds: 3000,
  negativeRatio: 1 / 3,
  marking: 'gate',
  offeredInHindi: false,
  questions: [],
  totals: { questions: 0, marks: 0, durationSeconds: 3000, sections: [] },
  hasAttempts: false,
  notReviewed: [],
  profileCode: 'gate-cs',
  scope: 'subject',
  profileDifferences: [],
  author: null,
};
const values = {
  title: 'Full Subject Test',
  difficulty: 'medium' as const,
  minutes: '50',
  marking: 'gate' as const,
  ratio: '1/3',
  hindi: false,
  profileCode: 'gate-cs',
  scope: 'subject' as const,
};

describe('patchOf', () => {
  it('sends nothing when nothing changed, with the ratio written as a fraction', () => {
    expect(patchOf(test, values)).toEqual({ patch: {} });
  });

  it('sends only the fields that changed', () => {
    expect(patchOf(test, { ...values, difficulty: 'hard', minutes: '180', title: 'Full-length mock' })).toEqual({
      patch: { title: 'Full-length mock', difficulty: 'hard', timeLimitMinutes: 180 },
    });
    expect(patchOf(test, { ...values, ratio: '25%' })).toEqual({ patch: { negativeRatio: 0.25 } });
    expect(patchOf(test, { ...values, marking: 'ugc-net' })).toEqual({ patch: { marking: 'ugc-net' } });
    expect(patchOf(test, { ...values, hindi: true })).toEqual({ patch: { offeredInHindi: true } });
  });

  it('gives each wrong field its message', () => {
    expect(patchOf(test, { ...values, title: '  ', minutes: '0' })).toEqual({
      errors: { title: expect.any(String), minutes: 'A whole number of minutes from 1 to 600.' },
    });
    expect(patchOf(test, { ...values, ratio: '3/2' })).toEqual({ errors: { ratio: 'Between 0 (no negative marking) and 1 (all the marks).' } });
    expect(patchOf(test, { ...values, ratio: 'a third' })).toEqual({ errors: { ratio: expect.stringMatching(/^Write a fraction/) } });
  });
});
