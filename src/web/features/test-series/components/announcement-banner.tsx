import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowRight, Megaphone } from 'lucide-react';
import { Trans, useTranslation } from '../../../i18n/index.ts';

/** The listing's announcement: the standing offer of SPEC §1, with the way to take part. */
export function AnnouncementBanner() {
  const { t } = useTranslation('catalogue');
  return (
    <aside aria-label={t('announcement.label')} className="bg-gradient-to-r from-amber-300 via-amber-200 to-amber-300 text-navy-950">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-2 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-center sm:gap-3 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 font-medium">
          <Megaphone aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans t={t} i18nKey="announcement.text" components={{ strong: <strong className="font-bold" /> }} />
          </span>
        </p>
        <Link
          to="/weeklyquiz"
          className="inline-flex items-center gap-1 rounded font-semibold underline decoration-navy-950/30 underline-offset-2 hover:decoration-navy-950"
        >
          {t('announcement.quiz')}
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </div>
    </aside>
  );
}
