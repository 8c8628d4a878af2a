import { describe, expect, it } from 'vitest';
import type { AdminQuiz } from '../../../../../shared/api/admin-content.ts';
import { formatMarking } from './marking.ts';
import { newQuizValues, quizInputOf, quizPatchOf, quizValues } from './quiz-form-values.ts';

const quiz: AdminQuiz = {
  id: 'q1',
  slug: 'gate-weekly',
  title: 'GATE CS Weekly Quiz',
  exam: 'GATE',
  status: 'draft',
  timeLimitSeconds: 900,
  opensAt: '2026-11-22T18:30:00.000Z',
  closesAt: '2026-11-29T18:30:00.000Z',
  correctMarks: 1,
  wrongMarks: 0.33,
  marking: 'weekly',
  offeredInHindi: false,
  questions: [],
  totals: { questions: 0, marks: 0, durationSeconds: 900, sections: [] },
  hasAttempts: false,
  notReviewed: [],
  profileCode: 'gate-cs',
  profileDifferences: [],
  author: null,
};

describe('the quiz form', () => {
  it('starts a new quiz with SPEC §9 marking and next week’s window in India time', () => {
    const values = newQuizValues(Date.parse('2026-11-25T04:30:00Z'));
    expect(values).toMatchObject({
      minutes: '15',
      marking: 'weekly',
      correctMarks: '1',
      wrongMarks: '0.33',
      opensAt: '2026-11-30T00:00',
      closesAt: '2026-12-07T00:00',
    });
  });

  it('sends the window as instants with India’s offset', () => {
    const checked = quizInputOf({ ...quizValues(quiz), title: 'New title' });
    expect(checked).toEqual({
      input: {
        exam: 'GATE',
        title: 'New title',
        timeLimitMinutes: 15,
        opensAt: '2026-11-23T00:00:00+05:30',
        closesAt: '2026-11-30T00:00:00+05:30',
        marking: 'weekly',
        correctMarks: 1,
        wrongMarks: 0.33,
        offeredInHindi: false,
        profileCode: 'gate-cs',
      },
    });
  });

  it('leaves a new quiz’s exam profile to the server (its exam’s) until one is chosen, and sends a change of it', () => {
    const fresh = quizInputOf({ ...newQuizValues(Date.parse('2026-11-20T00:00:00Z')), exam: 'UGC NET', title: 'NET weekly' });
    if (!('input' in fresh)) throw new Error('expected a valid quiz');
    expect(fresh.input.profileCode).toBeUndefined();
    const changed = quizInputOf({ ...quizValues(quiz), profileCode: 'gate-da' });
    if (!('input' in changed)) throw new Error('expected a valid quiz');
    expect(quizPatchOf(quiz, changed.input)).toEqual({ profileCode: 'gate-da' });
  });

  it('sends a change of marking scheme as a change', () => {
    const checked = quizInputOf({ ...quizValues(quiz), marking: 'ugc-net' });
    if (!('input' in checked)) throw new Error('expected a valid quiz');
    expect(quizPatchOf(quiz, checked.input)).toEqual({ marking: 'ugc-net' });
  });

  it('patches only what changed: the same instant written with an offset is no change', () => {
    const checked = quizInputOf({ ...quizValues(quiz), closesAt: '2026-11-30T12:00', wrongMarks: '0' });
    if (!('input' in checked)) throw new Error('expected a valid quiz');
    expect(quizPatchOf(quiz, checked.input)).toEqual({ closesAt: '2026-11-30T12:00:00+05:30', wrongMarks: 0 });
  });

  it('puts each problem on its field, the window’s order on Closes at', () => {
    expect(quizInputOf({ ...quizValues(quiz), exam: ' ', minutes: '1.5', correctMarks: '0', closesAt: '2026-11-22T23:00' })).toEqual({
      errors: {
        exam: 'Name the exam, such as GATE or UGC NET.',
        minutes: 'A whole number of minutes from 1 to 600.',
        correctMarks: 'More than 0 and at most 10.',
        closesAt: 'A quiz closes after it opens.',
      },
    });
    expect(quizInputOf({ ...quizValues(quiz), opensAt: '' })).toEqual({ errors: { opensAt: 'Choose the date and time it opens.' } });
  });

  it('writes the marking with a true minus sign', () => {
    expect(formatMarking(1, 0.33)).toBe('+1 / −0.33');
    expect(formatMarking(2, 0)).toBe('+2 / 0');
  });
});
