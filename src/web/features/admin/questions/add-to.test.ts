import { describe, expect, it } from 'vitest';
import { parseAddTo, safeBackPath, withAddedQuestion } from './add-to.ts';

describe("'Write a new question' from a test or quiz", () => {
  it('appends the new question to the paper, after the ones it has', () => {
    expect(withAddedQuestion(['q1', 'q2'], 'q9')).toEqual(['q1', 'q2', 'q9']);
    expect(withAddedQuestion([], 'q9')).toEqual(['q9']);
  });

  it('does not add a question twice (a retried save)', () => {
    expect(withAddedQuestion(['q1', 'q9', 'q2'], 'q9')).toEqual(['q1', 'q9', 'q2']);
  });

  it('leaves the list it was given alone', () => {
    const existing = ['q1'];
    withAddedQuestion(existing, 'q2');
    expect(existing).toEqual(['q1']);
  });

  it('reads ?addTo=test:<id> and ?addTo=quiz:<id>, and nothing else', () => {
    const id = '9a8b7c6d-0000-4000-8000-000000000003';
    expect(parseAddTo(`test:${id}`)).toEqual({ kind: 'test', id });
    expect(parseAddTo(`quiz:${id}`)).toEqual({ kind: 'quiz', id });
    expect(parseAddTo(null)).toBeNull();
    expect(parseAddTo(`series:${id}`)).toBeNull();
    expect(parseAddTo('test:')).toBeNull();
    expect(parseAddTo('test:../../api/admin/users')).toBeNull();
  });

  it('goes back only to a page inside the admin area', () => {
    expect(safeBackPath('/admin/series/s1/tests/t1')).toBe('/admin/series/s1/tests/t1');
    expect(safeBackPath('/admin/quizzes/z1?tab=questions')).toBe('/admin/quizzes/z1?tab=questions');
    expect(safeBackPath('/admin')).toBe('/admin');
    expect(safeBackPath('/administrator')).toBeNull();
    expect(safeBackPath('https://evil.example/admin')).toBeNull();
    expect(safeBackPath('//evil.example/admin')).toBeNull();
    expect(safeBackPath('/admin\\..\\evil')).toBeNull();
    expect(safeBackPath('/testseries')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
});
