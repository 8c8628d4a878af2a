import { describe, expect, it } from 'vitest';
import { paperLocks } from './locks.ts';

const meera = { id: 'u-meera', name: 'Meera Nair' };
const as = (role: 'creator' | 'master' | 'god', id = meera.id) => ({ id, role });

describe('paperLocks', () => {
  it('lets a creator change a draft nobody has started', () => {
    expect(paperLocks('test', 'draft', false, as('creator'), meera)).toEqual({ settings: null, paper: null });
  });

  it('keeps a creator out of anything published or unpublished', () => {
    const locks = paperLocks('quiz', 'archived', false, as('creator'), meera);
    expect(locks.settings).toBe('Only a master can change a quiz once it has been published.');
    expect(locks.paper).toBe(locks.settings);
  });

  it("keeps a creator out of another author's draft, naming the author; a master changes it", () => {
    const locks = paperLocks('test', 'draft', false, as('creator', 'u-ravi'), meera);
    expect(locks.settings).toBe("This test is a draft of Meera Nair's: only its author or a master can change it.");
    expect(locks.paper).toBe(locks.settings);
    expect(paperLocks('quiz', 'draft', false, as('creator'), null).settings).toBe(
      'Nobody is recorded as the author of this draft quiz: only a master can change it.',
    );
    expect(paperLocks('test', 'draft', false, as('master', 'u-master'), meera)).toEqual({ settings: null, paper: null });
  });

  it('fixes the paper once learners have started it, even for a god', () => {
    expect(paperLocks('test', 'archived', true, as('god', 'u-god'), meera)).toEqual({
      settings: null,
      paper: expect.stringMatching(/^Learners have started this test/),
    });
  });

  it('asks a master to unpublish before changing what learners may be taking', () => {
    expect(paperLocks('test', 'published', false, as('master', 'u-master'), meera).paper).toMatch(/unpublish it first/);
    expect(paperLocks('test', 'archived', false, as('master', 'u-master'), meera).paper).toBeNull();
  });
});
