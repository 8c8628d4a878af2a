import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Activity, CalendarCheck, FileQuestionMark, Library, ListChecks, ShieldCheck, Users } from 'lucide-react';
import type { AdminOverview } from '../../../../shared/api/admin.ts';
import { formatCount } from '../ui/format.ts';

type CountKey = 'users' | 'testSeries' | 'tests' | 'quizzes' | 'enrolments' | 'attemptsThisWeek';

const counts: { key: CountKey; label: string; icon: LucideIcon; note?: string }[] = [
  { key: 'users', label: 'Users', icon: Users, note: 'learners and admins' },
  { key: 'testSeries', label: 'Test series', icon: Library },
  { key: 'tests', label: 'Tests', icon: ListChecks },
  { key: 'quizzes', label: 'Weekly quizzes', icon: CalendarCheck },
  { key: 'enrolments', label: 'Enrolments', icon: ShieldCheck },
  { key: 'attemptsThisWeek', label: 'Attempts this week', icon: Activity, note: 'since Monday 00:00 IST' },
];

function Placeholder() {
  return (
    <>
      <span aria-hidden="true" className="inline-block h-8 w-16 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      <span className="sr-only">Loading</span>
    </>
  );
}

function CountCard({
  label,
  icon: Icon,
  note,
  children,
  className,
}: {
  label: string;
  icon: LucideIcon;
  note?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className ?? ''}`}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
        {label}
      </dt>
      <dd className="mt-2">{children}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

const statusRows = [
  { key: 'published', label: 'Published', bar: 'bg-emerald-500' },
  { key: 'draft', label: 'Drafts', bar: 'bg-amber-400' },
  { key: 'archived', label: 'Unpublished', bar: 'bg-slate-400' },
] as const;

/** The questions card: the total and how it splits by status, as a bar and as numbers. */
function QuestionsCard({ overview }: { overview: AdminOverview | undefined }) {
  const total = overview?.questions ?? 0;
  return (
    <CountCard label="Questions" icon={FileQuestionMark} className="col-span-2">
      <span className="text-3xl font-bold tracking-tight text-navy-900 tabular-nums">{overview ? formatCount(total) : <Placeholder />}</span>
      {overview && total > 0 ? (
        <span aria-hidden="true" className="mt-3 flex h-2 overflow-hidden rounded-full bg-slate-100">
          {statusRows.map(({ key, bar }) => (
            <span key={key} className={bar} style={{ width: `${(overview.questionsByStatus[key] / total) * 100}%` }} />
          ))}
        </span>
      ) : null}
      {overview ? (
        <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {statusRows.map(({ key, label, bar }) => (
            <span key={key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-2 rounded-full ${bar}`} />
              {label} <strong className="font-semibold text-slate-900 tabular-nums">{formatCount(overview.questionsByStatus[key])}</strong>
            </span>
          ))}
        </span>
      ) : null}
    </CountCard>
  );
}

/** How many of each thing the site holds (GET /api/admin/overview). */
export function OverviewCounts({ overview }: { overview: AdminOverview | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {counts.slice(0, 4).map(({ key, ...card }) => (
        <CountCard key={key} {...card}>
          <span className="text-3xl font-bold tracking-tight text-navy-900 tabular-nums">{overview ? formatCount(overview[key]) : <Placeholder />}</span>
        </CountCard>
      ))}
      <QuestionsCard overview={overview} />
      {counts.slice(4).map(({ key, ...card }) => (
        <CountCard key={key} {...card}>
          <span className="text-3xl font-bold tracking-tight text-navy-900 tabular-nums">{overview ? formatCount(overview[key]) : <Placeholder />}</span>
        </CountCard>
      ))}
    </dl>
  );
}
