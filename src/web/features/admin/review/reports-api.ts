// Learners' reports of questions in the review queue: the open ones grouped by question, and a
// question's reports resolved with one outcome (src/shared/api/admin-reports.ts).
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReportResolution, ResolveReportsResult } from '../../../../shared/api/admin-reports.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const REPORTS_PAGE = 20;

export function useReportQueue(page = 1) {
  return useQuery({
    queryKey: adminKeys.reports(page),
    queryFn: () => api.get('/api/admin/reports', { query: { page, pageSize: REPORTS_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function resolveReports(questionId: string, resolution: ReportResolution, response: string): Promise<ResolveReportsResult> {
  return api.post('/api/admin/reports/:id/resolve', { params: { id: questionId }, body: { resolution, response } });
}

/** After a resolution: the reports' pages and the overview's count are stale. */
export function refreshReports(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'reports'] });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
}
