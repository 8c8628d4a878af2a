import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ChartLine, Compass, LibraryBig, LogOut, Trophy, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { Avatar } from '../../../components/avatar.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { logout, type SessionUser } from '../../../lib/session.ts';
import { DASHBOARD_TABS, PANEL_ID, tabId, type DashboardTab } from '../tabs.ts';

const tabIcons: Record<DashboardTab, LucideIcon> = {
  enrolled: LibraryBig,
  performance: ChartLine,
};

const itemClasses =
  'flex h-11 w-full items-center gap-2 rounded-lg px-2.5 text-left whitespace-nowrap sm:gap-3 sm:px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

interface LeftPanelProps {
  user: SessionUser;
  /** 'loading' until the dashboard answers; null when it could not be loaded */
  enrolledCount: number | null | 'loading';
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}

function TabList({ tab, onTabChange }: Pick<LeftPanelProps, 'tab' | 'onTabChange'>) {
  const { t } = useTranslation('dashboard');
  const labels: Record<DashboardTab, string> = { enrolled: t('panel.myTestSeries'), performance: t('panel.myPerformance') };
  const buttons = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  // the tab pattern: arrows move between the two tabs, Tab leaves the list
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = DASHBOARD_TABS.indexOf(tab);
    const next = DASHBOARD_TABS[(index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length]!;
    onTabChange(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('panel.tabs')} aria-orientation="vertical" className="grid grid-cols-2 gap-2 lg:grid-cols-1" onKeyDown={onKeyDown}>
      {DASHBOARD_TABS.map((key) => {
        const Icon = tabIcons[key];
        const selected = key === tab;
        return (
          <button
            key={key}
            ref={(node) => {
              buttons.current[key] = node;
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onTabChange(key)}
            className={clsx(
              itemClasses,
              'justify-center lg:justify-start',
              selected ? 'bg-brand-600 text-white shadow-sm' : 'bg-slate-50 text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {labels[key]}
          </button>
        );
      })}
    </div>
  );
}

export function LeftPanel({ user, enrolledCount, tab, onTabChange }: LeftPanelProps) {
  const { t } = useTranslation('dashboard');
  const [leaving, setLeaving] = useState(false);

  return (
    <aside aria-label={t('panel.profile')} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-28">
      <div className="h-14 bg-gradient-to-br from-brand-600 to-navy-800 lg:h-20" />
      <div className="-mt-8 flex flex-col gap-5 px-4 pb-5 sm:px-5 lg:-mt-12">
        <div className="flex items-start gap-4 lg:flex-col lg:items-center lg:text-center">
          <Avatar src={user.image} className="size-16 ring-4 lg:size-24" />
          {/* on a phone the text sits beside the picture, below the band it overlaps */}
          <div className="min-w-0 flex-1 pt-9 lg:w-full lg:pt-0">
            <p className="line-clamp-2 text-lg leading-snug font-bold break-words text-navy-900" title={user.name}>
              {user.name}
            </p>
            <p className="truncate text-sm text-slate-500" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>

        <div className="flex items-center justify-between rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
          <span className="text-sm font-medium text-brand-900">{t('panel.enrolled')}</span>
          {enrolledCount === 'loading' ? (
            <span aria-hidden="true" className="h-7 w-8 animate-pulse rounded bg-brand-100" />
          ) : (
            <span className="text-2xl font-bold text-brand-700 tabular-nums" data-testid="enrolled-count">
              {enrolledCount ?? t('panel.notAvailable')}
            </span>
          )}
        </div>

        <TabList tab={tab} onTabChange={onTabChange} />

        <nav aria-label={t('panel.more')} className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 lg:grid-cols-1">
          <Link to="/testseries" className={clsx(itemClasses, 'text-slate-700 hover:bg-slate-100 hover:text-navy-900')}>
            <Compass aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {t('panel.explore')}
          </Link>
          <Link to="/weeklyquiz" className={clsx(itemClasses, 'text-slate-700 hover:bg-slate-100 hover:text-navy-900')}>
            <Trophy aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
            {t('panel.weeklyQuiz')}
          </Link>
          <Link to="/userdetail" className={clsx(itemClasses, 'text-slate-700 hover:bg-slate-100 hover:text-navy-900')}>
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {t('panel.details')}
          </Link>
          <button
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
            className={clsx(itemClasses, 'text-red-700 hover:bg-red-50 disabled:opacity-60')}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            {leaving ? t('panel.loggingOut') : t('panel.logOut')}
          </button>
        </nav>
      </div>
    </aside>
  );
}
