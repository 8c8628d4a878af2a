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
