import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExamQuestion, PaperRef } from '../../../../shared/api/exam.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/http.ts';
import { paperQuery } from '../api.ts';

interface PaperGateProps {
  paper: PaperRef;
  label: string;
  children: (questions: readonly ExamQuestion[]) => ReactNode;
}

/** Shows its children once the paper's questions are here; a failed read offers a retry. */
export function PaperGate({ paper, label, children }: PaperGateProps) {
  const query = useQuery(paperQuery(paper));
  if (query.data) return children(query.data.questions);
  if (query.isPending) return <LoadingBlock label={label} />;
  const message =
    isApiError(query.error) && query.error.status !== 0 ? query.error.message : 'The questions could not be loaded. Check your connection and try again.';
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorBlock title="The questions could not be loaded" message={message} onRetry={() => void query.refetch()} />
    </div>
  );
}
