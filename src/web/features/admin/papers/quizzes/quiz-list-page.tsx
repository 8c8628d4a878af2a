import { Link } from 'react-router';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatDuration } from '../paper-order.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { NewDraftLink } from '../../ui/new-draft-link.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { useQuizList, type QuizSummary } from './api.ts';
import { WindowBadge } from './window-badge.tsx';
import { formatIndiaTime, windowState } from '../../ui/india-time.ts';
import { formatMarking, PRESET_SHORT_NAMES } from './marking.ts';

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

const quizColumns = (now: number): DataColumn<QuizSummary>[] => [
  {
    id: 'quiz',
    header: 'Quiz',
    cell: ({ row: { original: quiz } }) => (
      <>
        <Link to={adminPaths.quiz(quiz.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
          {quiz.title}
        </Link>
        <p className="mt-0.5 text-xs text-slate-500">{quiz.exam}</p>
      </>
    ),
    meta: { phone: 'title' },
  },
  {
    id: 'window',
    header: 'Window (IST)',
    cell: ({ row: { original: quiz } }) => (
      <>
        <p>
          <span className="sr-only">Opens </span>
          {formatIndiaTime(quiz.opensAt)}
        </p>
        <p className="text-slate-500">
          <span aria-hidden="true">to </span>
          <span className="sr-only">Closes </span>
          {formatIndiaTime(quiz.closesAt)}
        </p>
      </>
    ),
    meta: { className: 'text-slate-700 md:whitespace-nowrap' },
  },
  {
    id: 'timing',
    header: 'Time · marking',
    cell: ({ row: { original: quiz } }) => (
      <>
        {formatDuration(quiz.timeLimitSeconds)}
        <p className="text-xs text-slate-500">
          {quiz.marking === 'weekly' ? formatMarking(quiz.correctMarks, quiz.wrongMarks) : PRESET_SHORT_NAMES[quiz.marking]}
        </p>
      </>
    ),
    meta: { className: 'text-slate-700 md:whitespace-nowrap' },
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: quiz } }) => (
      <div className="flex flex-wrap gap-1.5">
        <StatusPill status={quiz.status} />
        <WindowBadge state={windowState(quiz.opensAt, quiz.closesAt, now)} />
      </div>
    ),
    meta: { phoneLabel: false },
  },
];

function QuizTable({ quizzes }: { quizzes: QuizSummary[] }) {
  return <DataTable caption="Weekly quizzes, newest first" columns={quizColumns(Date.now())} data={quizzes} getRowId={(quiz) => quiz.id} />;
}
