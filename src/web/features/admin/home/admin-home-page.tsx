import type { LucideIcon } from 'lucide-react';
import { Bell, CalendarCheck, CreditCard, FileQuestionMark, FileText, Library, ShieldCheck, UserCog, Users } from 'lucide-react';
import { ErrorBlock } from '../../../components/page-state.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { useAdminOverview, type AdminOverview } from '../api.ts';

// the overview's plain counts; its nested ones (questions by status, drafts) wait for the admin pages
type CountKey = { [K in keyof AdminOverview]: AdminOverview[K] extends number ? K : never }[keyof AdminOverview];
const counts: { key: CountKey; label: string; icon: LucideIcon }[] = [
  { key: 'users', label: 'Users', icon: Users },
  { key: 'testSeries', label: 'Test series', icon: Library },
  { key: 'questions', label: 'Questions', icon: FileQuestionMark },
  { key: 'quizzes', label: 'Weekly quizzes', icon: CalendarCheck },
  { key: 'enrolments', label: 'Enrolments', icon: ShieldCheck },
];

const areas: { name: string; description: string; icon: LucideIcon }[] = [
  { name: 'Questions', description: 'Write, import and generate questions with AI; review drafts.', icon: FileQuestionMark },
  { name: 'Test series', description: 'Build series and their easy, medium and hard tests; set prices.', icon: Library },
  { name: 'Weekly quizzes', description: 'Schedule each week’s quiz and announce the rank-1 winner.', icon: CalendarCheck },
  { name: 'Notifications', description: 'Publish updates to the Notifications page.', icon: Bell },
  { name: 'Pages', description: 'Edit About, Contact, Terms and Privacy.', icon: FileText },
  { name: 'Users & roles', description: 'Find learners, grant access and assign roles.', icon: UserCog },
  { name: 'Payments', description: 'See payments, enrolments and receipts.', icon: CreditCard },
];

const numberFormat = new Intl.NumberFormat('en-IN');

function CountCards() {
  const overview = useAdminOverview(true);
  if (overview.isError) {
    return <ErrorBlock title="We could not load the overview" message={overview.error.message} onRetry={() => void overview.refetch()} />;
  }
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {counts.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <Icon aria-hidden="true" className="size-4 text-brand-600" />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-navy-900 tabular-nums">
            {overview.data ? numberFormat.format(overview.data[key]) : (
              <>
                <span aria-hidden="true" className="inline-block h-8 w-16 animate-pulse rounded bg-slate-100" />
                <span className="sr-only">Loading</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminHome({ user }: { user: SessionUser }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900">Admin</h1>
        </div>
        <p className="text-sm text-slate-600">
          Signed in as <strong className="font-semibold text-slate-900">{user.name}</strong>{' '}
          <span className="ml-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 capitalize">{user.role}</span>
        </p>
      </div>

      <section aria-labelledby="overview-title" className="mt-8">
        <h2 id="overview-title" className="sr-only">Overview</h2>
        <CountCards />
      </section>

      <section aria-labelledby="areas-title" className="mt-12">
        <h2 id="areas-title" className="text-xl font-semibold text-navy-900">Admin areas</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map(({ name, description, icon: Icon }) => (
            <li key={name} className="flex gap-4 rounded-2xl border border-dashed border-slate-300 bg-white/60 p-5">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-500">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-navy-900">{name}</h3>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Coming soon</span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
