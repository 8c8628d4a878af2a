// The access table's rows of the model's Hindi versions (issue 30): asking for them is a question
// generator's, and the proposals they leave are a reviewer's to read, approve and reject.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';

/** No proposal has this id: a caller allowed to decide is told there is none. */
const NO_PROPOSAL = '00000000-0000-4000-8000-00000000a11c';
/** No question has this id: the answer names it as left out ('missing'), and no job starts. */
const NO_QUESTION = '00000000-0000-4000-8000-00000000a11d';

export function hindiProposalRows(): AccessRow[] {
  return [
    row(
      'POST',
      '/api/admin/questions/hindi-jobs',
      act('ask the model for Hindi versions of questions', 'questions.generate', () => at('/api/admin/questions/hindi-jobs', { ids: [NO_QUESTION] })),
    ),
    row(
      'GET',
      '/api/admin/hindi-proposals',
      act('list the Hindi versions waiting for review', 'questions.review', () => at('/api/admin/hindi-proposals')),
    ),
    row(
      'POST',
      '/api/admin/hindi-proposals/:id/approve',
      act('approve a Hindi version', 'questions.review', () => at(`/api/admin/hindi-proposals/${NO_PROPOSAL}/approve`), 404),
    ),
    row(
      'POST',
      '/api/admin/hindi-proposals/:id/reject',
      act('reject a Hindi version', 'questions.review', () => at(`/api/admin/hindi-proposals/${NO_PROPOSAL}/reject`), 404),
    ),
  ];
}
