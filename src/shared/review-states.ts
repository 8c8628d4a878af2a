// The review conversation of a question (docs/decisions/029-versions-and-regrading.md): a creator
// writes a draft and submits it; a master approves it (it is published), rejects it with a reason
// (it is archived) or asks for changes with a comment (it goes back to its author, who edits,
// replies and submits again). Only a submitted draft waits in the review queue.

export const reviewStates = ['writing', 'submitted', 'changes-requested', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const reviewStateLabels: Record<ReviewState, string> = {
  writing: 'Being written',
  submitted: 'Waiting for review',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Each step of the conversation is one comment of the question's thread, of the step's kind. */
export const reviewSteps = ['submit', 'approve', 'reject', 'request-changes', 'reply'] as const;
export type ReviewStep = (typeof reviewSteps)[number];
export type ReviewCommentKind = ReviewStep;

/** How the thread names each step, after the person who took it ('Meera submitted it for review'). */
export const reviewStepLabels: Record<ReviewStep, string> = {
  submit: 'submitted it for review',
  approve: 'approved it',
  reject: 'rejected it',
  'request-changes': 'asked for changes',
  reply: 'replied',
};

/**
 * The one table of allowed transitions, read by the server (which refuses anything else with 409)
 * and by the web (which offers only these). `from` is the states the step may start from; `to` the
 * state it leaves, null when the state stays (a reply). A master may approve or reject a draft its
 * author has not submitted yet, as the Publish button would; changes are asked of a submitted one.
 * A step that starts from 'submitted' only is what tells a second reviewer that the first one won.
 */
export const reviewTransitions: Record<ReviewStep, { from: readonly ReviewState[]; to: ReviewState | null }> = {
  submit: { from: ['writing', 'changes-requested'], to: 'submitted' },
  approve: { from: ['writing', 'submitted'], to: 'approved' },
  reject: { from: ['writing', 'submitted'], to: 'rejected' },
  'request-changes': { from: ['submitted'], to: 'changes-requested' },
  reply: { from: reviewStates, to: null },
};

/** The steps a master takes: the rest are the author's (or anyone's who may change the draft). */
export const reviewerSteps: readonly ReviewStep[] = ['approve', 'reject', 'request-changes'];

export const canTakeStep = (step: ReviewStep, state: ReviewState): boolean => reviewTransitions[step].from.includes(state);

/** The state a step leaves the question in. */
export const stateAfter = (step: ReviewStep, state: ReviewState): ReviewState => reviewTransitions[step].to ?? state;

/**
 * Why the step cannot be taken from this state, in words for the person who tried; null when it
 * can. A reviewer's step on a question someone else reviewed meanwhile says so (the race of two
 * reviewers): `reviewed` is then true, and the server answers 'already-reviewed'.
 */
export function reviewStepProblem(step: ReviewStep, state: ReviewState): { message: string; reviewed: boolean } | null {
  if (canTakeStep(step, state)) return null;
  if (step === 'submit') {
    if (state === 'submitted') return { message: 'This question is already waiting for review.', reviewed: false };
    return {
      message: `This question has been ${state === 'approved' ? 'approved' : 'rejected'} already, so it cannot be submitted again: duplicate it to propose a new version.`,
      reviewed: false,
    };
  }
  if (state === 'writing') return { message: 'This draft has not been submitted for review yet: its author submits it first.', reviewed: false };
  if (state === 'changes-requested') {
    return {
      message: 'This question is no longer waiting for review: changes were asked of its author, who submits it again once they are made.',
      reviewed: true,
    };
  }
  const now = state === 'approved' ? 'approved (and published)' : 'rejected (and archived)';
  return { message: `This question is no longer waiting for review: it has been ${now} meanwhile, probably by another reviewer.`, reviewed: true };
}

/**
 * The review state as far as the steps go: a question that is published or archived is past review,
 * whatever its column says (a row written before review states, or by a fixture, keeps the default).
 */
export function reviewStateOf(question: { status: 'draft' | 'published' | 'archived'; reviewState: ReviewState }): ReviewState {
  if (question.status === 'draft') return question.reviewState;
  if (question.reviewState === 'approved' || question.reviewState === 'rejected') return question.reviewState;
  return 'approved';
}
