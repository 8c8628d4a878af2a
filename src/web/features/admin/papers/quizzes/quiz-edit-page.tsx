import { useNavigate, useParams } from 'react-router';
import { can } from '../../../../../shared/admin-permissions.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { formatIndiaTime, windowState } from '../../ui/india-time.ts';
import { usePaperChanges } from '../api.ts';
import { PaperPage, type PaperSections } from '../paper-page.tsx';
import { formatDuration } from '../paper-order.ts';
import { quizCalls, useCreateQuiz, useQuiz, useQuizList } from './api.ts';
import { formatMarking } from './marking.ts';
import { QuizSettingsForm } from './quiz-settings-form.tsx';
import { WindowBadge } from './window-badge.tsx';

const back = { to: adminPaths.quizList(), label: 'Weekly quizzes' };

/** The exams quizzes already use, for the exam box's suggestions. */
function useKnownExams(): string[] {
  const list = useQuizList();
  return [...new Set((list.data ?? []).map((quiz) => quiz.exam))].sort();
}

/** /admin/quizzes/new and /admin/quizzes/:quizId: a weekly quiz's settings, publishing and questions. */
export function QuizEditPage({ sections }: { sections?: PaperSections }) {
  const { quizId } = useParams();
  return quizId ? <EditQuiz quizId={quizId} sections={sections} /> : <NewQuiz />;
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

function EditQuiz({ quizId, sections }: { quizId: string; sections: PaperSections | undefined }) {
  const quiz = useQuiz(quizId);
  const exams = useKnownExams();
  const changes = usePaperChanges(quizCalls, quizId);

  return (
    <PaperPage
      kind="quiz"
      name="weekly quiz"
      query={quiz}
      changes={changes}
      back={back}
      notFoundMessage="It may have been deleted, or the link is wrong."
      lead={(current) => ({
        badge: <WindowBadge state={windowState(current.opensAt, current.closesAt, Date.now())} />,
        summary: (
          <>
            {current.exam} · {formatDuration(current.timeLimitSeconds)} · {formatMarking(current.correctMarks, current.wrongMarks)}
          </>
        ),
        detail: (
          <>
            {formatIndiaTime(current.opensAt)} to {formatIndiaTime(current.closesAt)}
          </>
        ),
      })}
      settings={(current, locks) => (
        <QuizSettingsForm
          key={current.id}
          target={{ quiz: current, onSave: (patch) => changes.edit.mutateAsync(patch) }}
          exams={exams}
          settingsLock={locks.settings}
          examLock={locks.paper}
          saving={changes.edit.isPending}
        />
      )}
      sections={sections}
    />
  );
}
