import { useNavigate, useParams } from 'react-router';
import { can } from '../../../../../shared/admin-permissions.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatDuration } from '../../papers/paper-order.ts';
import { PaperPage, StartedBadge } from '../../papers/paper-page.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { useCreateQuiz, useEditQuiz, useQuiz, useQuizList, useServeLatestInQuiz, useSetQuizQuestions, useSetQuizStatus } from '../api.ts';
import { QuizSettingsForm } from '../components/quiz-settings-form.tsx';
import { WindowBadge } from '../components/window-badge.tsx';
import { formatIndiaTime, windowState } from '../india-time.ts';
import { formatMarking } from '../marking.ts';

const back = { to: adminPaths.quizList(), label: 'Weekly quizzes' };

/** The exams quizzes already use, for the exam box's suggestions. */
function useKnownExams(): string[] {
  const list = useQuizList();
  return [...new Set((list.data ?? []).map((quiz) => quiz.exam))].sort();
}

/** /admin/quizzes/new and /admin/quizzes/:quizId: a weekly quiz's settings, publishing and questions. */
export function QuizEditPage() {
  const { quizId } = useParams();
  return quizId ? <EditQuiz quizId={quizId} /> : <NewQuiz />;
}

function NewQuiz() {
  const user = useAdminUser();
  const navigate = useNavigate();
  const create = useCreateQuiz();
  const exams = useKnownExams();
  usePrivatePageTitle('New weekly quiz');
  const lock = can(user.role, 'draft.create') ? null : 'Your role cannot create quizzes.';
  return (
    <>
      <AdminPageHeader title="New weekly quiz" back={back} lead="It starts as a draft. Once it is created, add its questions; a master publishes it." />
      <QuizSettingsForm
        target={{
          quiz: null,
          onCreate: async (input) => {
            const quiz = await create.mutateAsync(input);
            await navigate(adminPaths.quiz(quiz.id), { replace: true });
          },
        }}
        exams={exams}
        settingsLock={lock}
        examLock={null}
        saving={create.isPending}
      />
      <section aria-label="Questions" className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-semibold text-navy-900">Questions</p>
        <p className="mt-1 text-sm text-slate-600">Create the quiz first; then add its questions from the bank here.</p>
      </section>
    </>
  );
}

function EditQuiz({ quizId }: { quizId: string }) {
  const quiz = useQuiz(quizId);
  const exams = useKnownExams();
  const edit = useEditQuiz(quizId);
  const setQuestions = useSetQuizQuestions(quizId);
  const setStatus = useSetQuizStatus(quizId);
  const serveLatest = useServeLatestInQuiz(quizId);
  usePrivatePageTitle(quiz.data ? `${quiz.data.title} (weekly quiz)` : 'Weekly quiz');

  return (
    <PaperPage
      kind="quiz"
      query={quiz}
      back={back}
      fallbackTitle="Weekly quiz"
      notFoundMessage="It may have been deleted, or the link is wrong."
      lead={(current) => (
        <span className="flex flex-col gap-1.5">
          <span className="flex flex-wrap items-center gap-2">
            <StatusPill status={current.status} />
            <WindowBadge state={windowState(current.opensAt, current.closesAt, Date.now())} />
            <span>
              {current.exam} · {formatDuration(current.timeLimitSeconds)} · {formatMarking(current.correctMarks, current.wrongMarks)}
            </span>
            <StartedBadge started={current.hasAttempts} />
          </span>
          <span className="text-slate-500">
            {formatIndiaTime(current.opensAt)} to {formatIndiaTime(current.closesAt)} IST
          </span>
        </span>
      )}
      settings={(current, locks) => (
        <QuizSettingsForm
          key={current.id}
          target={{ quiz: current, onSave: (patch) => edit.mutateAsync(patch) }}
          exams={exams}
          settingsLock={locks.settings}
          examLock={locks.paper}
          saving={edit.isPending}
        />
      )}
      status={{ isPending: setStatus.isPending, change: (to) => setStatus.mutateAsync(to) }}
      onSaveQuestions={(questionIds) => setQuestions.mutateAsync(questionIds)}
      onServeLatest={(questionId) => serveLatest.mutateAsync(questionId)}
    />
  );
}
