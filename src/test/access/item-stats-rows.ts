// The access table's rows of the item statistics (src/server/features/admin/item-stats): reading a
// question's or a paper's stored figures is any admin's.
import { adminAction, type AccessRow } from './table.ts';

export function itemStatsRows(): AccessRow[] {
  return [
    {
      method: 'GET',
      url: '/api/admin/statistics/questions/:id',
      cases: [
        {
          what: "read a question's statistics",
          action: 'admin.view',
          request: async (s) => ({ url: `/api/admin/statistics/questions/${(await s.takenTest()).questionId}` }),
          expect: adminAction('admin.view'),
        },
      ],
    },
    {
      method: 'GET',
      url: '/api/admin/statistics/papers/:kind/:id',
      cases: [
        {
          what: "read a paper's statistics",
          action: 'admin.view',
          request: async (s) => ({ url: `/api/admin/statistics/papers/test/${(await s.takenTest()).testId}` }),
          expect: adminAction('admin.view'),
        },
      ],
    },
  ];
}
