// The access table's rows of a question's versions, the review conversation, the audit log and learners' reports of
// questions (issue 26): reading a thread is any admin's; submitting and replying their author's (or
// a master's); deciding, reading the audit log and resolving reports a master's.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';

export function reviewRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/questions/:id/versions',
      act("read a question's versions", 'admin.view', async (s) => at(`/api/admin/questions/${await s.liveQuestion()}/versions`)),
    ),
    row(
      'GET',
      '/api/admin/review',
      act('read the review queue', 'questions.review', () => at('/api/admin/review')),
    ),
    row(
      'POST',
      '/api/admin/review/:id/approve',
      act('approve a draft', 'questions.review', async (s) => at(`/api/admin/review/${await s.draftQuestion()}/approve`)),
    ),
    row(
      'POST',
      '/api/admin/review/:id/reject',
      act('reject a draft', 'questions.review', async (s) => at(`/api/admin/review/${await s.draftQuestion()}/reject`, { reason: 'Wrong answer key' })),
    ),
    row(
      'GET',
      '/api/admin/review/:id/thread',
      act("read a question's review thread", 'admin.view', async (s) => at(`/api/admin/review/${await s.submittedQuestion()}/thread`)),
    ),
    row(
      'POST',
      '/api/admin/review/:id/submit',
      act('submit a draft of their own for review', 'questions.submit', async (s) =>
        at(`/api/admin/review/${await s.ownDraftQuestion()}/submit`, { note: 'Ready' }),
      ),
      act("submit another author's draft for review", 'others-drafts.edit', async (s) => at(`/api/admin/review/${await s.draftQuestion()}/submit`, {})),
    ),
    row(
      'POST',
      '/api/admin/review/submit',
      act('submit a batch of their own drafts', 'questions.submit', async (s) => at('/api/admin/review/submit', { ids: [await s.ownDraftQuestion()] })),
      act("submit a batch holding another author's draft", 'others-drafts.edit', async (s) =>
        at('/api/admin/review/submit', { ids: [await s.ownDraftQuestion(), await s.draftQuestion()] }),
      ),
    ),
    row(
      'POST',
      '/api/admin/review/:id/request-changes',
      act('ask for changes to a submitted draft', 'questions.review', async (s) =>
        at(`/api/admin/review/${await s.submittedQuestion()}/request-changes`, { comment: 'Explain the second step.' }),
      ),
    ),
    row(
      'POST',
      '/api/admin/review/:id/reply',
      act('reply in the thread of their own draft', 'questions.reply', async (s) =>
        at(`/api/admin/review/${await s.ownDraftQuestion()}/reply`, { body: 'Done.' }),
      ),
      act("reply in another author's thread", 'questions.review', async (s) => at(`/api/admin/review/${await s.draftQuestion()}/reply`, { body: 'Noted.' })),
    ),

    row(
      'GET',
      '/api/admin/audit',
      act('read the audit log', 'audit.view', () => at('/api/admin/audit?entity=question&page=1')),
    ),
    row(
      'GET',
      '/api/admin/audit/facets',
      act("read the audit log's filter choices", 'audit.view', () => at('/api/admin/audit/facets')),
    ),

    row(
      'GET',
      '/api/admin/reports',
      act("list learners' reports of questions", 'reports.view', () => at('/api/admin/reports')),
    ),
    row(
      'POST',
      '/api/admin/reports/:id/resolve',
      act("resolve a question's reports", 'reports.resolve', async (s) =>
        at(`/api/admin/reports/${await s.reportedQuestion()}/resolve`, { resolution: 'answered', response: 'The key is right.' }),
      ),
    ),
  ];
}
