import type { ReactNode } from 'react';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import { ExternalLink, Mail } from 'lucide-react';
import { Logo } from '../components/logo.tsx';
import { useSiteConfig } from '../lib/site.ts';
import { useTranslation } from '../i18n/index.ts';

const linkClasses = 'rounded text-sm text-slate-300 transition hover:text-white';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  );
}

function ContactLine() {
  const site = useSiteConfig();
  const { t } = useTranslation('common');
  const email = site.data?.contactEmail;
  return (
    <p className="flex min-h-6 items-center gap-2 text-sm text-slate-300">
      <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
      {email ? (
        <span>
          {t('footer.writeToUs')}{' '}
          <a href={`mailto:${email}`} className="font-medium break-all text-white underline decoration-white/30 underline-offset-2 hover:decoration-white">
            {email}
          </a>
        </span>
      ) : (
        <span>{t('footer.contactPage')}</span>
      )}
    </p>
  );
}

function ApplyLink() {
  const site = useSiteConfig();
  const { t } = useTranslation('common');
  const applyUrl = site.data?.applyUrl;
  if (!applyUrl) return <span className="text-sm text-slate-400">{t('footer.apply')}</span>;
  return (
    <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} inline-flex items-center gap-1.5`}>
      {t('footer.apply')}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('footer.opensInNewTab')}</span>
    </a>
  );
}

/** SPEC §2 Footer, on every page but the exam screens (they use CompactFooter). */
export function Footer() {
  const year = new Date().getFullYear();
  const { t } = useTranslation('common');
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8 lg:py-16">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">{t('footer.about')}</p>
          <ContactLine />
        </div>
        <FooterColumn title={t('footer.explore')}>
          <li>
            <Link to="/" className={linkClasses}>
              {t('footer.home')}
            </Link>
          </li>
          <li>
            <Link to="/admin" className={linkClasses}>
              {t('footer.admin')}
            </Link>
          </li>
          <li>
            <Link to="/about" className={linkClasses}>
              {t('footer.aboutUs')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={linkClasses}>
              {t('footer.contact')}
            </Link>
          </li>
          <li>
            <Link to="/weeklyquiz" className={linkClasses}>
              {t('footer.weeklyQuiz')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.infoPolicies')}>
          <li>
            <Link to="/terms" className={linkClasses}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link to="/policy" className={linkClasses}>
              {t('footer.privacy')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.joinUs')}>
          <li>
            <ApplyLink />
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('footer.rights', { year })}</p>
          <p>{t('footer.notAffiliated')}</p>
        </div>
      </div>
    </footer>
  );
}
