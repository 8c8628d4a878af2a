import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { parseAddTo, safeBackPath } from '../add-to.ts';
import { questionQuery } from '../api.ts';
import { QuestionWorkspace, type EditorArrival, type QuestionSections } from '../components/question-workspace.tsx';

/**
 * /admin/questions/new (optionally ?addTo=test:<id>&back=…) and /admin/questions/:questionId (optionally
 * ?back=…, e.g. the review queue); `sections`: what other admin areas show on a saved question's page.
 */
export function QuestionEditPage({ sections }: { sections?: QuestionSections }) {
  const { questionId } = useParams();
  const [params] = useSearchParams();
  const arrival = (useLocation().state ?? {}) as EditorArrival;

  if (!questionId) {
    return <QuestionWorkspace key="new" question={null} addTo={parseAddTo(params.get('addTo'))} back={safeBackPath(params.get('back'))} arrival={arrival} />;
  }
  return <ExistingQuestion questionId={questionId} back={safeBackPath(params.get('back'))} arrival={arrival} sections={sections} />;
}

interface ExistingQuestionProps {
  questionId: string;
  back: string | null;
  arrival: EditorArrival;
  sections: QuestionSections | undefined;
}

function ExistingQuestion({ questionId, back, arrival, sections }: ExistingQuestionProps) {
  const query = useQuery(questionQuery(questionId));
  usePrivatePageTitle(query.data ? 'Edit question' : 'Question');

  if (!query.data) {
    if (query.isPending) return <LoadingBlock label="Loading the question…" />;
    const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <div>
        <AdminPageHeader title="Question" back={{ to: adminPaths.questionList(), label: 'Question bank' }} />
        <ErrorBlock
          title={missing ? 'There is no such question' : 'The question could not be loaded'}
          message={missing ? 'It may have been removed, or the link is mistyped.' : query.error.message}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }
  return <QuestionWorkspace key={questionId} question={query.data} addTo={null} back={back} arrival={arrival} sections={sections} />;
}
