import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExamQuestion, PaperRef } from '../../../../shared/api/exam.ts';
import { canRetry, ErrorPage, type ErrorAction } from '../../../components/error-panel.tsx';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { paperQuery } from '../api.ts';

interface PaperGateProps {
  paper: PaperRef;
  label: string;
  /** where the learner can go when the questions cannot be had (the series, the week's quizzes) */
  exit: ErrorAction;
  children: (questions: readonly ExamQuestion[]) => ReactNode;
}

/** Shows its children once the paper's questions are here; a failed read offers a retry when one can help. */
export function PaperGate({ paper, label, exit, children }: PaperGateProps) {
  const { t } = useTranslation('exam');
  const errorText = useErrorText();
  const query = useQuery(paperQuery(paper));
  if (query.data) return children(query.data.questions);
  if (query.isPending) return <LoadingBlock label={label} />;
  const message = isApiError(query.error) && query.error.status !== 0 ? errorText(query.error) : t('failure.questions');
  return (
    <ErrorPage
      title={t('failure.questionsTitle')}
      message={message}
      onRetry={canRetry(query.error) ? () => void query.refetch() : undefined}
      actions={[exit]}
    />
  );
}
