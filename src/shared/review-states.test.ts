import { describe, expect, it } from 'vitest';
import { canTakeStep, reviewStateOf, reviewStepProblem, reviewStates, reviewSteps, stateAfter } from './review-states.ts';

describe('the review transitions', () => {
  it('allows exactly these steps from each state', () => {
    const allowed = Object.fromEntries(reviewStates.map((state) => [state, reviewSteps.filter((step) => canTakeStep(step, state))]));
    expect(allowed).toEqual({
      writing: ['submit', 'approve', 'reject', 'reply'],
      submitted: ['approve', 'reject', 'request-changes', 'reply'],
      'changes-requested': ['submit', 'reply'],
      approved: ['reply'],
      rejected: ['reply'],
    });
  });

  it('moves the state as the conversation goes; a reply leaves it', () => {
    expect(stateAfter('submit', 'writing')).toBe('submitted');
    expect(stateAfter('request-changes', 'submitted')).toBe('changes-requested');
    expect(stateAfter('submit', 'changes-requested')).toBe('submitted');
    expect(stateAfter('approve', 'submitted')).toBe('approved');
    expect(stateAfter('reject', 'submitted')).toBe('rejected');
    expect(stateAfter('reply', 'rejected')).toBe('rejected');
  });

  it('explains every refusal; a reviewer late to a reviewed question is told someone else reviewed it', () => {
    for (const state of reviewStates) {
      for (const step of reviewSteps) {
        const problem = reviewStepProblem(step, state);
        expect(problem === null, `${step} from ${state}`).toBe(canTakeStep(step, state));
      }
    }
    expect(reviewStepProblem('approve', 'approved')).toEqual({ message: expect.stringContaining('approved (and published) meanwhile'), reviewed: true });
    expect(reviewStepProblem('reject', 'changes-requested')?.reviewed).toBe(true);
    expect(reviewStepProblem('request-changes', 'writing')).toEqual({ message: expect.stringContaining('not been submitted'), reviewed: false });
    expect(reviewStepProblem('submit', 'submitted')).toEqual({ message: 'This question is already waiting for review.', reviewed: false });
    expect(reviewStepProblem('submit', 'rejected')?.message).toContain('duplicate it');
  });

  it('reads a published or archived question as past review, whatever its column says', () => {
    expect(reviewStateOf({ status: 'published', reviewState: 'writing' })).toBe('approved');
    expect(reviewStateOf({ status: 'archived', reviewState: 'rejected' })).toBe('rejected');
    expect(reviewStateOf({ status: 'draft', reviewState: 'changes-requested' })).toBe('changes-requested');
  });
});
