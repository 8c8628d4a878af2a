import { Link } from 'react-router';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatDuration } from '../../papers/paper-order.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { NewDraftLink } from '../../ui/new-draft-link.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { useQuizList, type QuizSummary } from '../api.ts';
import { WindowBadge } from '../components/window-badge.tsx';
import { formatIndiaTime, windowState } from '../india-time.ts';
import { formatMarking, PRESET_SHORT_NAMES } from '../marking.ts';

const newestFirst = (a: QuizSummary, b: QuizSummary) => Date.parse(b.opensAt) - Date.parse(a.opensAt);

/** /admin/quizzes: every weekly quiz, newest window first, with where its window stands now. */
export function QuizListPage() {
  const quizzes = useQuizList();
  usePrivatePageTitle('Weekly quizzes');

  const newQuiz = (
    <NewDraftLink to={adminPaths.quizNew()} size="sm">
      New quiz
    </NewDraftLink>
  );

  return (
    <>
      <AdminPageHeader title="Weekly quizzes" lead="Each quiz opens and closes at a set time, India time (IST), with its own marking." actions={newQuiz} />
      {quizzes.isPending ? (
        <LoadingBlock label="Loading the quizzes…" />
      ) : quizzes.isError ? (
        <ErrorBlock title="We could not load the quizzes" message={quizzes.error.message} onRetry={() => void quizzes.refetch()} />
      ) : quizzes.data.length === 0 ? (
        <EmptyBlock title="No weekly quizzes yet">Create the first one: choose its exam, its window and its questions.</EmptyBlock>
      ) : (
        <QuizTable quizzes={[...quizzes.data].sort(newestFirst)} />
      )}
    </>
  );
}

function QuizTable({ quizzes }: { quizzes: QuizSummary[] }) {
  const now = Date.now();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Weekly quizzes, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Quiz
            </th>
            <th scope="col" className="px-4 py-3">
              Window (IST)
            </th>
            <th scope="col" className="px-4 py-3">
              Time · marking
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {quizzes.map((quiz) => (
            <tr key={quiz.id} className="align-top hover:bg-slate-50/70">
              <td className="px-4 py-3">
                <Link to={adminPaths.quiz(quiz.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                  {quiz.title}
                </Link>
                <p className="mt-0.5 text-xs text-slate-500">{quiz.exam}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <p>
                  <span className="sr-only">Opens </span>
                  {formatIndiaTime(quiz.opensAt)}
                </p>
                <p className="text-slate-500">
                  <span aria-hidden="true">to </span>
                  <span className="sr-only">Closes </span>
                  {formatIndiaTime(quiz.closesAt)}
                </p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDuration(quiz.timeLimitSeconds)}
                <p className="text-xs text-slate-500">
                  {quiz.marking === 'weekly' ? formatMarking(quiz.correctMarks, quiz.wrongMarks) : PRESET_SHORT_NAMES[quiz.marking]}
                </p>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1.5">
                  <StatusPill status={quiz.status} />
                  <WindowBadge state={windowState(quiz.opensAt, quiz.closesAt, now)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
