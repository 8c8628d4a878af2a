import { Link } from 'react-router';
import { ChartLine, Info, Mail } from 'lucide-react';
import type { Profile } from '../../../../shared/api/accounts.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { GoogleMark } from '../../../components/google-mark.tsx';
import { Trans, useFormat, useTranslation } from '../../../i18n/index.ts';

/** Who the learner is to Prepverse: what their Google account says, which only Google can change. */
export function GoogleIdentity({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <aside aria-label={t('google.label')} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-28">
      <div className="h-14 bg-gradient-to-br from-brand-600 to-navy-800 lg:h-20" />
      <div className="-mt-8 flex flex-col gap-4 px-4 pb-5 sm:px-5 lg:-mt-12">
        <div className="flex items-start gap-4 lg:flex-col lg:items-center lg:text-center">
          <Avatar src={profile.image} className="size-16 ring-4 lg:size-24" />
          <div className="min-w-0 flex-1 pt-9 lg:w-full lg:pt-0">
            <p className="line-clamp-2 text-lg leading-snug font-bold break-words text-navy-900" data-testid="profile-name">
              {profile.name}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600 lg:justify-center" title={profile.email}>
              <Mail aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
              <span className="truncate" data-testid="profile-email">
                {profile.email}
              </span>
            </p>
            <p className="mt-1 text-xs text-slate-500">{t('google.since', { date: format.date(profile.createdAt) })}</p>
          </div>
        </div>

        <div className="flex gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <GoogleMark className="mt-0.5 size-5 shrink-0" />
          <p>
            <Trans t={t} i18nKey="google.note" components={{ strong: <strong className="font-semibold text-navy-900" /> }} />
          </p>
        </div>

        <nav aria-label={t('google.more')} className="flex flex-col gap-1 border-t border-slate-100 pt-3">
          <Link
            to="/mylearning"
            className="flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <ChartLine aria-hidden="true" className="size-4 text-brand-600" />
            {t('google.myLearning')}
          </Link>
          <p className="flex items-start gap-2 px-2.5 text-xs text-slate-500">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t('google.onlyYou')}
          </p>
        </nav>
      </div>
    </aside>
  );
}
