import { describe, expect, it } from 'vitest';
import { fillPath, paramsIn } from './contract.ts';

describe('route addresses', () => {
  it('fills each :name segment, encoded, and reads it back', () => {
    const path = fillPath('/api/quiz/getQuiz/:exam/:userId/:quizId', { exam: 'GATE CSE', userId: 'u/1', quizId: 'q1' });
    expect(path).toBe('/api/quiz/getQuiz/GATE%20CSE/u%2F1/q1');
    expect(paramsIn('/api/quiz/getQuiz/:exam/:userId/:quizId', path)).toEqual({ exam: 'GATE CSE', userId: 'u/1', quizId: 'q1' });
  });

  it('reads nothing from an address of another route', () => {
    expect(paramsIn('/api/quiz/paper/:quizId', '/api/testseries/paper/s1/t1')).toBeNull();
    expect(paramsIn('/api/quiz/paper/:quizId', '/api/quiz/paper/q1/extra')).toBeNull();
    expect(paramsIn('/api/quiz/paper/:quizId', '/api/quiz/paper/%E0%A4')).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(() => fillPath('/api/admin/series/:id', {})).toThrow('/api/admin/series/:id: no value for :id');
  });
});
