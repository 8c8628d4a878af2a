import { describe, expect, it } from 'vitest';
import { reorderByKey, type Grab } from './keyboard-reorder.ts';
import type { PaperQuestion } from './paper-order.ts';
import { paperQuestionOf as q } from './test-questions.ts';

const paper = [q(1, 'Aptitude'), q(2, 'Aptitude'), q(3, 'Technical'), q(4, 'Technical'), q(5, 'Technical'), q(6, 'Technical')];
const ids = (list: readonly PaperQuestion[]) => list.map((question) => Number(question.id.slice(-12)));

/** Presses keys on the handle that has focus, as the list does: focus follows the carried question. */
function press(keys: string[], focused: number, start = paper) {
  let questions: readonly PaperQuestion[] = start;
  let grab: Grab | null = null;
  const said: string[] = [];
  for (const key of keys) {
    const at = grab ? questions.findIndex((question) => question.id === grab?.id) : focused;
    const outcome = reorderByKey(questions, grab, at, key);
    if (!outcome) {
      said.push('(not handled)');
      continue;
    }
    questions = outcome.questions;
    grab = outcome.grab;
    said.push(outcome.announcement);
  }
  return { questions, grab, said };
}

describe('reorderByKey', () => {
  it('picks up with Space, moves with the arrows and drops with Space', () => {
    const { questions, grab, said } = press([' ', 'ArrowDown', 'ArrowDown', ' '], 2);
    expect(ids(questions)).toEqual([1, 2, 4, 5, 3, 6]);
    expect(grab).toBeNull();
    expect(said[0]).toMatch(/^Question 3 picked up, in Technical\./);
    expect(said[1]).toBe('Question 3, now at position 4 of 6.');
    expect(said[3]).toBe('Question 3 moved to position 5.');
  });

  it('picks up and drops with Enter too', () => {
    const { questions, said } = press(['Enter', 'ArrowUp', 'Enter'], 3);
    expect(ids(questions)).toEqual([1, 2, 4, 3, 5, 6]);
    expect(said.at(-1)).toBe('Question 4 moved to position 3.');
  });

  it('puts the question back where it was on Escape', () => {
    const { questions, grab, said } = press([' ', 'ArrowDown', 'ArrowDown', 'Escape'], 2);
    expect(ids(questions)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(grab).toBeNull();
    expect(said.at(-1)).toBe('Move cancelled. Question 3 is back at position 3.');
  });

  it('jumps to the start or end of the section with Home and End', () => {
    expect(ids(press([' ', 'End', ' '], 2).questions)).toEqual([1, 2, 4, 5, 6, 3]);
    expect(ids(press([' ', 'Home', ' '], 5).questions)).toEqual([1, 2, 6, 3, 4, 5]);
  });

  it('keeps a question inside its section and says so', () => {
    const up = press([' ', 'ArrowUp'], 2);
    expect(ids(up.questions)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(up.grab).not.toBeNull();
    expect(up.said[1]).toBe('Question 3 is already first in Technical: a question stays in its section.');
    expect(press([' ', 'ArrowDown'], 1).said[1]).toBe('Question 2 is already last in Aptitude: a question stays in its section.');
  });

  it('says when a question is dropped where it started', () => {
    expect(press([' ', 'ArrowDown', 'ArrowUp', ' '], 0).said.at(-1)).toBe('Question 1 dropped back at position 1.');
  });

  it('leaves other keys, and arrows with nothing picked up, to the browser', () => {
    expect(reorderByKey(paper, null, 0, 'ArrowDown')).toBeNull();
    expect(reorderByKey(paper, null, 0, 'Tab')).toBeNull();
    expect(reorderByKey(paper, null, 0, 'Escape')).toBeNull();
    expect(reorderByKey(paper, { id: paper[0]!.id, from: 0 }, 0, 'a')).toBeNull();
  });
});
