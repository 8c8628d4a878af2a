// The access table's rows of a paper's regrade (src/server/features/admin/regrade): reading a
// paper's regrades is any admin's; the dry run and the regrade are a master's.
import { adminAction, type AccessRow } from './table.ts';

const regrade = (s: Parameters<AccessRow['cases'][number]['request']>[0]) =>
  s.takenTest().then(({ testId, questionId }) => ({ kind: 'test', paperId: testId, questionId, action: 'void-full', reason: 'Two options are right.' }));

export function regradeRows(): AccessRow[] {
  return [
    {
      method: 'GET',
      url: '/api/admin/regrade/:kind/:id',
      cases: [
        {
          what: "read a paper's regrades",
          action: 'admin.view',
          request: async (s) => ({ url: `/api/admin/regrade/test/${(await s.takenTest()).testId}` }),
          expect: adminAction('admin.view'),
        },
      ],
    },
    {
      method: 'POST',
      url: '/api/admin/regrade/dry-run',
      cases: [
        {
          what: 'dry-run a regrade',
          action: 'papers.regrade',
          request: async (s) => ({ url: '/api/admin/regrade/dry-run', payload: await regrade(s) }),
          expect: adminAction('papers.regrade'),
        },
      ],
    },
    {
      method: 'POST',
      url: '/api/admin/regrade',
      cases: [
        {
          what: 'regrade a question of a taken test',
          action: 'papers.regrade',
          request: async (s) => ({ url: '/api/admin/regrade', payload: await regrade(s) }),
          expect: adminAction('papers.regrade'),
        },
      ],
    },
  ];
}
