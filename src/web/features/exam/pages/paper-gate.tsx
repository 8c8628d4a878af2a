import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExamQuestion, PaperRef } from '../../../../shared/api/exam.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/http.ts';
import { examKeys } from '../../../lib/query-keys.ts';
import { paperQuery } from '../api.ts';
import { loadExamScreen } from '../components/exam-view.tsx';

interface PaperGateProps {
  paper: PaperRef;
  label: string;
  children: (questions: readonly ExamQuestion[]) => ReactNode;
}

/**
 * Shows its children once the paper's questions are here, and the code of the exam screen's dialogs
 * (fetched beside them: without the network later, Submit must still open); a failed read offers a retry.
 */
export function PaperGate({ paper, label, children }: PaperGateProps) {
  const query = useQuery(paperQuery(paper));
  const screen = useQuery({ queryKey: examKeys.screenCode, queryFn: () => loadExamScreen().then(() => true), staleTime: Infinity, gcTime: Infinity });
  if (query.data && screen.data) return children(query.data.questions);
  if (query.isPending || screen.isPending) return <LoadingBlock label={label} />;
  const message = isApiError(query.error) && query.error.status !== 0 ? query.error.message : 'The questions could not be loaded. Check your connection and try again.';
  const retry = () => {
    if (query.isError) void query.refetch();
    if (screen.isError) void screen.refetch();
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorBlock title="The questions could not be loaded" message={message} onRetry={retry} />
    </div>
  );
}
