// A learner's report of a question from the result's solutions (src/shared/api/question-reports.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ReportInput, ReportResponse } from '../../../../shared/api/question-reports.ts';
import { api } from '../../../lib/api.ts';
import { examKeys } from '../../../lib/query-keys.ts';

export function sendReport(attemptId: string, input: ReportInput): Promise<ReportResponse> {
  return api.post('/api/attempts/:attemptId/reports', { params: { attemptId }, body: input });
}

interface Reported {
  attempted: true;
  attemptId: string;
  reportedQuestionIds: string[];
}

const isResultOf = (data: unknown, attemptId: string): data is Reported =>
  typeof data === 'object' && data !== null && 'attempted' in data && data.attempted === true && 'attemptId' in data && data.attemptId === attemptId;

/** The result on screen (a test's or a quiz's) now lists the question as reported: its button reads 'Reported'. */
export function markReported(queryClient: QueryClient, attemptId: string, questionId: string) {
  queryClient.setQueriesData({ queryKey: examKeys.all }, (data: unknown) => {
    if (!isResultOf(data, attemptId) || data.reportedQuestionIds.includes(questionId)) return data;
    return { ...data, reportedQuestionIds: [...data.reportedQuestionIds, questionId] };
  });
}
