import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Flag, Hourglass } from 'lucide-react';
import type { AdminOverview } from '../../../../shared/api/admin.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { formatCount } from '../ui/format.ts';
import { AnsweredWork, QueueCard } from './review-work.tsx';

type Drafts = NonNullable<AdminOverview['draftsForReview']>;

const draftsLink = (path: string) => `${path}?status=draft`;

/** Where each kind of draft is reviewed; a test is opened from its series, so tests go to the series list. */
const kinds: { key: keyof Drafts; one: string; many: string; to: string; hint?: string }[] = [
  { key: 'questions', one: 'question', many: 'questions', to: draftsLink(adminPaths.questionList()) },
  { key: 'series', one: 'test series', many: 'test series', to: draftsLink(adminPaths.seriesList()) },
  { key: 'tests', one: 'test', many: 'tests', to: adminPaths.seriesList(), hint: 'open them from their series' },
  { key: 'quizzes', one: 'weekly quiz', many: 'weekly quizzes', to: draftsLink(adminPaths.quizList()) },
];

function ForReview({ drafts }: { drafts: Drafts }) {
  const waiting = kinds.filter(({ key }) => drafts[key] > 0);
  if (waiting.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        Nothing waits for review: every draft has been published or set aside.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {kinds.map(({ key, one, many, to, hint }) => {
        const count = drafts[key];
        return (
          <li key={key}>
            <Link
              to={to}
              className="group flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300"
            >
              <span>
                <span className={`text-2xl font-bold tabular-nums ${count > 0 ? 'text-amber-700' : 'text-slate-400'}`}>{formatCount(count)}</span>{' '}
                <span className="text-sm font-medium text-slate-800">draft {count === 1 ? one : many}</span>
                {hint && count > 0 ? <span className="block text-xs text-slate-500">{hint}</span> : null}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Learners' reports of questions still open: a master resolves them, a creator may read them. */
function OpenReports({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      to={adminPaths.review('view=reports')}
      className="group mb-3 flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-amber-200 transition hover:ring-amber-300"
    >
      <span className="flex items-center gap-2">
        <Flag aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        <span>
          <span className="text-2xl font-bold text-amber-700 tabular-nums">{formatCount(count)}</span>{' '}
          <span className="text-sm font-medium text-slate-800">open {count === 1 ? 'report' : 'reports'} of questions from learners</span>
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
    </Link>
  );
}

/**
 * What the signed-in role should do next: a master reviews what was submitted and the other drafts;
 * anyone who writes answers what reviewers said of their own questions.
 */
export function WorkWaiting({ overview }: { overview: AdminOverview }) {
  const { review } = overview;
  return (
    <div className="flex flex-col gap-4">
      <OpenReports count={overview.openReports} />
      <AnsweredWork review={review} />
      {review.submittedWaiting !== null ? <QueueCard waiting={review.submittedWaiting} /> : null}
      {overview.draftsForReview ? <ForReview drafts={overview.draftsForReview} /> : <CreatorDrafts drafts={overview.questionsByStatus.draft} />}
    </div>
  );
}

function CreatorDrafts({ drafts }: { drafts: number }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white px-4 py-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          Your drafts wait for a master once you submit them for review. Keep writing: there are{' '}
          <strong className="font-semibold text-slate-900">{formatCount(drafts)}</strong> draft questions in the bank.
        </span>
      </p>
      <Link
        to={`${adminPaths.questionList()}?author=me&status=draft`}
        className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        Open the question bank
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
