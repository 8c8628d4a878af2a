import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Eye, PencilLine, RotateCcw } from 'lucide-react';
import { DEFAULT_NEGATIVE_RATIO } from '../../../../shared/api/admin-content.ts';
import type { QuestionPreview } from '../../../../shared/api/admin-questions.ts';
import { examQuestion, type ReviewedQuestion } from '../../../../shared/api/exam.ts';
import { gradeAttempt } from '../../../../shared/exam/grading.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { isAdminRole } from '../../../../shared/roles.ts';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { AdminLogin } from '../../../components/admin-login.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { ReviewedQuestionCard } from '../../../components/reviewed-question-card.tsx';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { formatDuration, formatSignedMarks } from '../../../lib/result-format.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { ExamView } from '../components/exam-view.tsx';
import { usePreviewSession, type PreviewOutcome } from '../hooks/use-preview-session.ts';

const previewQuery = (questionId: string) => ({
  queryKey: adminKeys.questionPreview(questionId),
  queryFn: () => api.get('/api/admin/questions/:id/preview', { params: { id: questionId } }),
  // the preview owns what it shows while it runs: a refetch must not restart the question under the admin
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: (failures: number, error: Error) => !isApiError(error, 403) && !isApiError(error, 404) && failures < 2,
});

/** A question on its own has no paper: it is graded as a GATE test grades it by default. */
const PREVIEW_MARKING = markingOf('gate', { negativeRatio: DEFAULT_NEGATIVE_RATIO });

/** The admin sign-in card, coming back to this preview afterwards. */
function AdminOnly({ signedInAs }: { signedInAs: SessionUser | null }) {
  const { pathname } = useLocation();
  return <AdminLogin signedInAs={signedInAs} redirectPath={pathname} />;
}

function PreviewBanner({ preview, questionId }: { preview: QuestionPreview; questionId: string }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2">
        <Eye aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Preview — answers are not saved.</strong> This is the question as learners see it in a test; no attempt is made.
          {preview.status !== 'published' ? ` It is ${preview.status === 'draft' ? 'a draft' : 'unpublished'}: learners cannot see it yet.` : ''}
        </span>
      </p>
      <Link
        to={adminPaths.question(questionId)}
        className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
      >
        <PencilLine aria-hidden="true" className="size-4" />
        Edit the question
      </Link>
    </div>
  );
}

function PreviewResult({
  question,
  outcome,
  questionId,
  onRestart,
}: {
  question: ReviewedQuestion;
  outcome: PreviewOutcome;
  questionId: string;
  onRestart: () => void;
}) {
  const analysis = useMemo(
    () =>
      gradeAttempt({
        title: 'Preview',
        questions: [
          {
            id: question._id,
            section: question.section,
            marks: question.marks,
            key: question.answerKey,
            optionCount: question.options.length,
          },
        ],
        answers: { [question._id]: { answer: outcome.selected } },
        marking: PREVIEW_MARKING,
        timeTakenSeconds: outcome.timeTakenSeconds,
        submittedAt: new Date().toISOString(),
        endedBy: outcome.endedBy,
      }).questionAnalysis[0]!,
    [question, outcome],
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-brand-700">Preview result</p>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">After submission</h1>
          <p className="mt-1 text-sm text-slate-600">
            {outcome.endedBy === 'deadline' ? 'Time ran out' : 'Submitted'} after {formatDuration(outcome.timeTakenSeconds)}. Marks:{' '}
            <strong className="font-semibold text-slate-800">{formatSignedMarks(analysis.marks)}</strong> of {question.marks}, as a test grades it (a wrong MCQ
            answer costs a third of the question’s marks; a wrong MSQ or NAT answer costs nothing).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRestart}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
          <Link to={adminPaths.question(questionId)} className={buttonClasses('primary')}>
            <PencilLine aria-hidden="true" className="size-4" />
            Edit the question
          </Link>
        </div>
      </header>
      <ReviewedQuestionCard
        question={question}
        number={1}
        selectedAnswer={analysis.selectedAnswer}
        status={analysis.status}
        marksAwarded={analysis.marks}
        takersCorrect={undefined}
        timeSpent={undefined}
        hidden={false}
      />
    </div>
  );
}

function PreviewRun({ preview, user, questionId }: { preview: QuestionPreview; user: SessionUser; questionId: string }) {
  // exactly what the exam view receives: the schema drops the key and the explanation
  const asked = useMemo(() => examQuestion.parse(preview.question), [preview.question]);
  const session = usePreviewSession(asked);
  if (session.outcome) {
    return (
      <>
        <PreviewBanner preview={preview} questionId={questionId} />
        <PreviewResult question={preview.question} outcome={session.outcome} questionId={questionId} onRestart={session.restart} />
      </>
    );
  }
  return (
    // on a desktop the exam view fills the window under the layout's bar; the banner takes its share
    <div className="flex flex-col lg:h-[calc(100dvh-3.5rem)]">
      <PreviewBanner preview={preview} questionId={questionId} />
      <div className="min-h-0 flex-1 lg:[&>div]:h-full">
        <ExamView session={session} user={user} title="Preview: one question" backTo={adminPaths.question(questionId)} marking={PREVIEW_MARKING} />
      </div>
    </div>
  );
}

/** /admin/questions/:questionId/preview: the exam view on one question, with no attempt behind it. */
export function QuestionPreviewPage() {
  const { questionId = '' } = useParams();
  const session = useSession();
  const admin = session.status === 'signed-in' && isAdminRole(session.user.role);
  const query = useQuery({ ...previewQuery(questionId), enabled: admin && questionId !== '' });
  usePrivatePageTitle('Preview as learner');

  if (session.status === 'loading') return <LoadingBlock label="Checking your access…" />;
  if (!admin) return <AdminOnly signedInAs={session.status === 'signed-in' ? session.user : null} />;
  if (!query.data) {
    if (query.isPending) return <LoadingBlock label="Loading the question…" />;
    if (isApiError(query.error, 403)) return <AdminOnly signedInAs={session.user} />;
    const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorBlock
          title={missing ? 'There is no such question' : 'The preview could not be loaded'}
          message={missing ? 'It may have been removed, or the link is mistyped.' : query.error.message}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }
  return <PreviewRun preview={query.data} user={session.user} questionId={questionId} />;
}
