import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import { useTranslation } from '../i18n/index.ts';

/** The exam screens' footer: the same facts in one line, so the question area keeps the room. */
export function CompactFooter() {
  const year = new Date().getFullYear();
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-xs text-slate-500 sm:flex-row sm:justify-between">
        <p>{t('footer.compactRights', { year })}</p>
        <nav aria-label={t('footer.label')} className="flex gap-4">
          <Link to="/terms" className="hover:text-navy-900">
            {t('footer.terms')}
          </Link>
          <Link to="/policy" className="hover:text-navy-900">
            {t('footer.privacy')}
          </Link>
          <Link to="/contact" className="hover:text-navy-900">
            {t('footer.contact')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
