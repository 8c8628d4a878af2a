import { Link } from 'react-router';
import { ArrowRight, ListChecks, MessageSquareWarning, XCircle } from 'lucide-react';
import type { ReviewWork } from '../../../../shared/api/admin.ts';
import { Markdown } from '../../../components/markdown.tsx';
import { adminPaths } from '../../../lib/paths.ts';
import { formatCount } from '../ui/format.ts';
import { formatAdminDayMonth } from '../ui/india-time.ts';

type Answered = ReviewWork['changesRequested'];

const formatDay = formatAdminDayMonth;

/** A master's queue: how many drafts were submitted and wait, and the way there. */
export function QueueCard({ waiting }: { waiting: number }) {
  return (
    <Link
      to={adminPaths.review()}
      className="group flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3.5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300"
    >
      <span className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700">
          <ListChecks aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className={`text-2xl font-bold tabular-nums ${waiting > 0 ? 'text-amber-700' : 'text-slate-400'}`}>{formatCount(waiting)}</span>{' '}
          <span className="text-sm font-medium text-slate-800">{waiting === 1 ? 'question submitted and waiting' : 'questions submitted and waiting'}</span>
          <span className="block text-xs text-slate-500">{waiting > 0 ? 'Open the review queue' : 'The review queue is empty'}</span>
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
    </Link>
  );
}

/** The viewer's questions a reviewer answered, each with the reviewer's last words and a link to it. */
function AnsweredList({ title, list, tone, bankFilter }: { title: string; list: Answered; tone: 'orange' | 'red'; bankFilter: string }) {
  const Icon = tone === 'orange' ? MessageSquareWarning : XCircle;
  const headingId = `answered-${tone}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Icon aria-hidden="true" className={tone === 'orange' ? 'size-4 text-orange-600' : 'size-4 text-red-600'} />
        {title} <span className="font-normal text-slate-500 tabular-nums">({formatCount(list.total)})</span>
      </h3>
      <ul className="mt-3 flex flex-col divide-y divide-slate-100">
        {list.questions.map((question) => (
          <li key={question.id} className="py-2.5 first:pt-0 last:pb-0">
            <Link to={adminPaths.question(question.id)} className="text-sm font-medium break-words text-brand-700 hover:text-brand-800 hover:underline">
              <Markdown inline className="[&_.katex]:text-[1.02em]">
                {question.excerpt || 'Untitled question'}
              </Markdown>
            </Link>
            {question.words ? (
              <blockquote
                className={`mt-1.5 border-l-2 pl-3 text-sm break-words whitespace-pre-wrap text-slate-700 ${tone === 'orange' ? 'border-orange-300' : 'border-red-300'}`}
              >
                {question.words}
              </blockquote>
            ) : null}
            <p className="mt-1 text-xs text-slate-500">
              {question.reviewer ? `${question.reviewer.name}, ` : ''}
              {formatDay(question.at)}
            </p>
          </li>
        ))}
      </ul>
      {list.total > list.questions.length ? (
        <Link
          to={`${adminPaths.questionList()}?author=me&reviewState=${bankFilter}`}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          All {formatCount(list.total)} in the bank <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}

/** What reviewers said of the viewer's own questions: sent back with changes requested, and rejected. */
export function AnsweredWork({ review }: { review: ReviewWork }) {
  const { changesRequested, rejected } = review;
  if (changesRequested.total === 0 && rejected.total === 0) return null;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {changesRequested.total > 0 ? (
        <AnsweredList title="Sent back to you with changes requested" list={changesRequested} tone="orange" bankFilter="changes-requested" />
      ) : null}
      {rejected.total > 0 ? <AnsweredList title="Rejected" list={rejected} tone="red" bankFilter="rejected" /> : null}
    </div>
  );
}
