import { describe, expect, it } from 'vitest';
import { paperLocks } from './locks.ts';

describe('paperLocks', () => {
  it('lets a creator change a draft nobody has started', () => {
    expect(paperLocks('test', 'draft', false, 'creator')).toEqual({ settings: null, paper: null });
  });

  it('keeps a creator out of anything published or unpublished', () => {
    const locks = paperLocks('quiz', 'archived', false, 'creator');
    expect(locks.settings).toBe('Only a master can change a quiz once it has been published.');
    expect(locks.paper).toBe(locks.settings);
  });

  it('fixes the paper once learners have started it, even for a god', () => {
    expect(paperLocks('test', 'archived', true, 'god')).toEqual({ settings: null, paper: expect.stringMatching(/^Learners have started this test/) });
  });

  it('asks a master to unpublish before changing what learners may be taking', () => {
    expect(paperLocks('test', 'published', false, 'master').paper).toMatch(/unpublish it first/);
    expect(paperLocks('test', 'archived', false, 'master').paper).toBeNull();
  });
});
