// The access table's admin routes, walked through the permissions table (src/shared/admin-permissions.ts):
// each case names the action it needs, and the status each role gets follows from that table.
// A route whose permission depends on what it acts on (a draft or a published series) has a case each.
import type { AccessRow } from './table.ts';
import { PNG, type World } from './world.ts';
import { regradeRows } from './regrade-rows.ts';
import { itemStatsRows } from './item-stats-rows.ts';
import { reviewRows } from './review-rows.ts';
import { bulkRows } from './bulk-rows.ts';
import { paymentRows } from './payment-rows.ts';
import { taxonomyRows } from './taxonomy-rows.ts';
import { bankJobRows } from './bank-job-rows.ts';
import { hindiProposalRows } from './hindi-proposal-rows.ts';
import { act, at, row } from './row-builders.ts';
import { examProfileRows } from './exam-profile-rows.ts';
import { blueprintRows } from './blueprint-rows.ts';

const aiken = 'What is 2 + 2?\nA. 3\nB. 4\nANSWER: B';
const editedQuestion = { text: 'Edited', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Technical', marks: 2 };
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

export function adminRows(world: World): AccessRow[] {
  const series = { title: 'GATE CSE 2027', exam: 'GATE CS', year: 2027, priceRupees: 0 };
  const question = { text: 'What is $2 + 2$?', options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 };
  const quiz = () => ({ title: 'Weekly quiz', exam: 'GATE', timeLimitMinutes: 10, opensAt: new Date().toISOString(), closesAt: inADay() });

  return [
    row(
      'GET',
      '/api/admin/overview',
      act('read the overview', 'admin.view', () => at('/api/admin/overview')),
    ),

    row(
      'GET',
      '/api/admin/series',
      act('list series', 'admin.view', () => at('/api/admin/series')),
    ),
    row(
      'POST',
      '/api/admin/series',
      act('create a series', 'draft.create', () => at('/api/admin/series', series)),
    ),
    row(
      'GET',
      '/api/admin/series/:id',
      act('read a series', 'admin.view', async (s) => at(`/api/admin/series/${await s.draftSeries()}`)),
    ),
    row(
      'PATCH',
      '/api/admin/series/:id',
      act('edit a draft series of their own', 'draft.edit', async (s) => at(`/api/admin/series/${await s.ownDraftSeries()}`, { title: 'New' })),
      act("edit another author's draft series", 'others-drafts.edit', async (s) => at(`/api/admin/series/${await s.draftSeries()}`, { title: 'New' })),
      act('edit a published series', 'published.edit', async (s) => at(`/api/admin/series/${await s.liveSeries()}`, { title: 'New' })),
    ),
    row(
      'POST',
      '/api/admin/series/:id/publish',
      act('publish a series', 'content.publish', async (s) => at(`/api/admin/series/${await s.draftSeries()}/publish`)),
    ),
    row(
      'POST',
      '/api/admin/series/:id/unpublish',
      act('unpublish a series', 'content.unpublish', async (s) => at(`/api/admin/series/${await s.liveSeries()}/unpublish`)),
    ),
    row(
      'DELETE',
      '/api/admin/series/:id',
      act('delete a series', 'content.delete', async (s) => at(`/api/admin/series/${await s.draftSeries()}`)),
    ),

    row(
      'POST',
      '/api/admin/series/:id/tests',
      act('create a test in their own draft series', 'draft.create', async (s) =>
        at(`/api/admin/series/${await s.ownDraftSeries()}/tests`, { difficulty: 'easy' }),
      ),
      act("create a test in another author's draft series", 'others-drafts.edit', async (s) =>
        at(`/api/admin/series/${await s.draftSeries()}/tests`, { difficulty: 'easy' }),
      ),
    ),
    row(
      'GET',
      '/api/admin/tests/:id',
      act('read a test', 'admin.view', async (s) => at(`/api/admin/tests/${await s.draftTest()}`)),
    ),
    row(
      'PATCH',
      '/api/admin/tests/:id',
      act('edit a draft test of their own', 'draft.edit', async (s) => at(`/api/admin/tests/${await s.ownDraftTest()}`, { title: 'New' })),
      act("edit another author's draft test", 'others-drafts.edit', async (s) => at(`/api/admin/tests/${await s.draftTest()}`, { title: 'New' })),
      act('edit a published test', 'published.edit', async (s) => at(`/api/admin/tests/${await s.liveTest()}`, { title: 'New' })),
    ),
    row(
      'PUT',
      '/api/admin/tests/:id/questions',
      act("set (or reorder) their own draft test's questions", 'draft.edit', async (s) =>
        at(`/api/admin/tests/${await s.ownDraftTest()}/questions`, { questionIds: [await s.liveQuestion()] }),
      ),
      act("set (or reorder) another author's draft test's questions", 'others-drafts.edit', async (s) =>
        at(`/api/admin/tests/${await s.draftTest()}/questions`, { questionIds: [await s.liveQuestion()] }),
      ),
      act("set an unpublished test's questions", 'published.edit', async (s) =>
        at(`/api/admin/tests/${await s.archivedTest()}/questions`, { questionIds: [await s.draftQuestion()] }),
      ),
    ),
    row(
      'POST',
      '/api/admin/tests/:id/publish',
      act('publish a test of reviewed questions', 'content.publish', async (s) => at(`/api/admin/tests/${await s.readyTest()}/publish`)),
      act('publish a test whose question waits for review', 'content.publish', async (s) => at(`/api/admin/tests/${await s.draftTest()}/publish`), 409),
    ),
    row(
      'POST',
      '/api/admin/tests/:id/unpublish',
      act('unpublish a test', 'content.unpublish', async (s) => at(`/api/admin/tests/${await s.liveTest()}/unpublish`)),
    ),

    row(
      'POST',
      '/api/admin/tests/:id/serve-latest',
      // a draft follows each edit by itself: there is nothing newer to serve
      act(
        'serve the latest versions in their own draft test',
        'draft.edit',
        async (s) => at(`/api/admin/tests/${await s.ownDraftTest()}/serve-latest`, {}),
        409,
      ),
      act('serve the latest version in a published test', 'versions.serve', async (s) =>
        at(`/api/admin/tests/${await s.liveTestWithNewerVersion()}/serve-latest`, {}),
      ),
    ),

    row(
      'GET',
      '/api/admin/quizzes',
      act('list quizzes', 'admin.view', () => at('/api/admin/quizzes')),
    ),
    row(
      'POST',
      '/api/admin/quizzes',
      act('create a quiz', 'draft.create', () => at('/api/admin/quizzes', quiz())),
    ),
    row(
      'GET',
      '/api/admin/quizzes/:id',
      act('read a quiz', 'admin.view', async (s) => at(`/api/admin/quizzes/${await s.draftQuiz()}`)),
    ),
    row(
      'PATCH',
      '/api/admin/quizzes/:id',
      act('edit a draft quiz of their own', 'draft.edit', async (s) => at(`/api/admin/quizzes/${await s.ownDraftQuiz()}`, { title: 'New' })),
      act("edit another author's draft quiz", 'others-drafts.edit', async (s) => at(`/api/admin/quizzes/${await s.draftQuiz()}`, { title: 'New' })),
      act('edit a published quiz', 'published.edit', async (s) => at(`/api/admin/quizzes/${await s.liveQuiz()}`, { title: 'New' })),
    ),
    row(
      'PUT',
      '/api/admin/quizzes/:id/questions',
      act("set (or reorder) their own draft quiz's questions", 'draft.edit', async (s) =>
        at(`/api/admin/quizzes/${await s.ownDraftQuiz()}/questions`, { questionIds: [await s.liveQuestion()] }),
      ),
      act("set (or reorder) another author's draft quiz's questions", 'others-drafts.edit', async (s) =>
        at(`/api/admin/quizzes/${await s.draftQuiz()}/questions`, { questionIds: [await s.liveQuestion()] }),
      ),
    ),
    row(
      'POST',
      '/api/admin/quizzes/:id/publish',
      act('publish a quiz of reviewed questions', 'content.publish', async (s) => at(`/api/admin/quizzes/${await s.readyQuiz()}/publish`)),
      act('publish a quiz whose question waits for review', 'content.publish', async (s) => at(`/api/admin/quizzes/${await s.draftQuiz()}/publish`), 409),
    ),
    row(
      'POST',
      '/api/admin/quizzes/:id/unpublish',
      act('unpublish a quiz', 'content.unpublish', async (s) => at(`/api/admin/quizzes/${await s.liveQuiz()}/unpublish`)),
    ),

    row(
      'POST',
      '/api/admin/quizzes/:id/serve-latest',
      act(
        'serve the latest versions in their own draft quiz',
        'draft.edit',
        async (s) => at(`/api/admin/quizzes/${await s.ownDraftQuiz()}/serve-latest`, {}),
        409,
      ),
      act('serve the latest version in a published quiz', 'versions.serve', async (s) =>
        at(`/api/admin/quizzes/${await s.liveQuizWithNewerVersion()}/serve-latest`, {}),
      ),
    ),

    row(
      'GET',
      '/api/admin/questions',
      act('list questions', 'admin.view', () => at('/api/admin/questions')),
    ),
    row(
      'POST',
      '/api/admin/questions',
      act('create a question', 'draft.create', () => at('/api/admin/questions', question)),
    ),
    row(
      'GET',
      '/api/admin/questions/facets',
      act("read the bank's filter values", 'admin.view', () => at('/api/admin/questions/facets')),
    ),
    row(
      'GET',
      '/api/admin/questions/:id',
      act('read a question', 'admin.view', async (s) => at(`/api/admin/questions/${await s.draftQuestion()}`)),
    ),
    row(
      'PUT',
      '/api/admin/questions/:id',
      act('edit a draft question of their own', 'draft.edit', async (s) => at(`/api/admin/questions/${await s.ownDraftQuestion()}`, editedQuestion)),
      act("edit another author's draft question", 'others-drafts.edit', async (s) => at(`/api/admin/questions/${await s.draftQuestion()}`, editedQuestion)),
      act('edit a published question', 'published.edit', async (s) => at(`/api/admin/questions/${await s.bankQuestion()}`, editedQuestion)),
    ),
    row(
      'GET',
      '/api/admin/questions/:id/preview',
      act('preview a question as a learner', 'admin.view', async (s) => at(`/api/admin/questions/${await s.draftQuestion()}/preview`)),
    ),
    row(
      'POST',
      '/api/admin/questions/:id/duplicate',
      act('duplicate a published question', 'draft.create', async (s) => at(`/api/admin/questions/${await s.liveQuestion()}/duplicate`)),
      act("duplicate another author's draft question", 'others-drafts.edit', async (s) => at(`/api/admin/questions/${await s.draftQuestion()}/duplicate`)),
    ),
    row(
      'POST',
      '/api/admin/questions/:id/publish',
      act('publish a question', 'content.publish', async (s) => at(`/api/admin/questions/${await s.draftQuestion()}/publish`)),
    ),
    row(
      'POST',
      '/api/admin/questions/:id/unpublish',
      act('unpublish a question', 'content.unpublish', async (s) => at(`/api/admin/questions/${await s.liveQuestion()}/unpublish`)),
    ),
    row(
      'POST',
      '/api/admin/uploads',
      act('upload an image', 'draft.create', () => ({ url: '/api/admin/uploads', payload: PNG, headers: { 'content-type': 'image/png' } })),
    ),
    row(
      'POST',
      '/api/admin/questions/import/preview',
      act('dry-run an import', 'questions.import', () => at('/api/admin/questions/import/preview', { format: 'aiken', text: aiken })),
    ),
    row(
      'POST',
      '/api/admin/questions/import',
      act('import questions', 'questions.import', () => at('/api/admin/questions/import', { format: 'aiken', text: aiken })),
    ),
    row(
      'GET',
      '/api/admin/questions/import/sample.csv',
      act('download the sample CSV', 'questions.import', () => at('/api/admin/questions/import/sample.csv')),
    ),
    row(
      'POST',
      '/api/admin/questions/export-jobs',
      act('start an export job', 'admin.view', async (s) =>
        at('/api/admin/questions/export-jobs', { format: 'gift', selection: { ids: [await s.draftQuestion()] } }),
      ),
    ),

    row(
      'GET',
      '/api/admin/generation/settings',
      act('read the AI generation settings', 'questions.generate', () => at('/api/admin/generation/settings')),
    ),
    row(
      'GET',
      '/api/admin/generation/jobs',
      act('list generation jobs', 'questions.generate', () => at('/api/admin/generation/jobs')),
    ),
    row(
      'POST',
      '/api/admin/generation/jobs',
      act('generate questions', 'questions.generate', () => at('/api/admin/generation/jobs', world.generation)),
    ),
    row(
      'GET',
      '/api/admin/generation/jobs/:id',
      act('read a generation job', 'questions.generate', async (s) => at(`/api/admin/generation/jobs/${await s.generationJob()}`)),
    ),
    row(
      'POST',
      '/api/admin/generation/jobs/:id/cancel',
      act('cancel a generation job', 'questions.generate', async (s) => at(`/api/admin/generation/jobs/${await s.generationJob()}/cancel`)),
    ),
    row(
      'POST',
      '/api/admin/generation/jobs/:id/regenerate',
      act("regenerate a job's failures", 'questions.generate', async (s) => at(`/api/admin/generation/jobs/${await s.cancelledJob()}/regenerate`)),
    ),

    row(
      'GET',
      '/api/admin/notifications',
      act('list notifications', 'notifications.manage', () => at('/api/admin/notifications')),
    ),
    row(
      'POST',
      '/api/admin/notifications',
      act('create a notification', 'notifications.manage', () => at('/api/admin/notifications', { title: 'Access', body: 'Text.' })),
    ),
    row(
      'GET',
      '/api/admin/notifications/:id',
      act('read a notification', 'notifications.manage', async (s) => at(`/api/admin/notifications/${await s.draftNote()}`)),
    ),
    row(
      'PATCH',
      '/api/admin/notifications/:id',
      act('edit a notification', 'notifications.manage', async (s) => at(`/api/admin/notifications/${await s.draftNote()}`, { body: 'New.' })),
    ),
    row(
      'POST',
      '/api/admin/notifications/:id/publish',
      act('publish a notification', 'notifications.manage', async (s) => at(`/api/admin/notifications/${await s.draftNote()}/publish`)),
    ),
    row(
      'POST',
      '/api/admin/notifications/:id/schedule',
      act('schedule a notification', 'notifications.manage', async (s) =>
        at(`/api/admin/notifications/${await s.draftNote()}/schedule`, { publishAt: inADay() }),
      ),
    ),
    row(
      'POST',
      '/api/admin/notifications/:id/unpublish',
      act('unpublish a notification', 'notifications.manage', async (s) => at(`/api/admin/notifications/${await s.liveNote()}/unpublish`)),
    ),
    row(
      'GET',
      '/api/admin/pages',
      act('list the site pages', 'pages.edit', () => at('/api/admin/pages')),
    ),
    row(
      'GET',
      '/api/admin/pages/:slug',
      act('read a site page', 'pages.edit', () => at('/api/admin/pages/about')),
    ),
    row(
      'PUT',
      '/api/admin/pages/:slug',
      act('edit a site page', 'pages.edit', () => at('/api/admin/pages/about', { title: 'About', body: 'Text.' })),
    ),

    row(
      'GET',
      '/api/admin/users',
      act('list people', 'people.view', () => at('/api/admin/users?q=learner')),
    ),
    row(
      'GET',
      '/api/admin/users/:id',
      act('read a person', 'people.view', async (s) => at(`/api/admin/users/${(await s.owner()).id}`)),
    ),
    row(
      'POST',
      '/api/admin/users/:id/enrolments',
      act('grant access', 'access.grant', async (s) =>
        at(`/api/admin/users/${(await s.owner()).id}/enrolments`, { seriesId: world.paidSeries, reason: 'Scholarship' }),
      ),
    ),
    row(
      'POST',
      '/api/admin/users/:id/enrolments/:seriesId/revoke',
      act('revoke a grant', 'access.grant', async (s) =>
        at(`/api/admin/users/${(await s.owner()).id}/enrolments/${await s.grantedSeries()}/revoke`, { reason: 'Granted by mistake' }),
      ),
    ),
    row(
      'PUT',
      '/api/admin/users/:id/role',
      act('assign a role', 'roles.assign', async (s) => at(`/api/admin/users/${(await s.owner()).id}/role`, { role: 'creator' })),
    ),
    ...paymentRows(),
    ...regradeRows(),
    ...examProfileRows(),
    ...blueprintRows(),
    ...itemStatsRows(),
    ...reviewRows(),
    ...bulkRows(),
    ...taxonomyRows(),
    ...bankJobRows(),
    ...hindiProposalRows(),

    // an unknown admin path passes the guard first, so it tells a learner nothing; admins learn it is not there
    row(
      ['GET', 'HEAD', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'],
      '/api/admin/*',
      // with a body, since QUERY must carry one (a GET's or a HEAD's is not read)
      act('ask for an admin path that does not exist', 'admin.view', () => at('/api/admin/no-such-page', {}), 404),
    ),
  ];
}
