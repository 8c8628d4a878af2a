import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowRight, House } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTranslation } from '../../../i18n/index.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description'), index: false });
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-400 to-navy-800 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-base text-slate-600 sm:text-lg">{t('notFound.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <House aria-hidden="true" className="size-4" />
          {t('notFound.goHome')}
        </Link>
        <Link to="/testseries" className={buttonClasses('secondary', 'lg')}>
          {t('notFound.explore')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
