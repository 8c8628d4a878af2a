import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '../components/button.tsx';
import { usePrivatePageTitle } from '../lib/page-meta.ts';
import { useTranslation } from '../i18n/index.ts';
import type { TFunction } from '../i18n/messages.ts';

function describe(error: unknown, t: TFunction<'common'>): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // after a new release the old page's code files are gone: a reload fetches the new ones
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return t('error.newVersion');
  }
  return t('error.unexpected');
}

/** What a route shows when its code fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  usePrivatePageTitle(t('error.somethingWrong'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <span className="grid size-16 place-items-center rounded-2xl bg-red-50 text-red-600 ring-8 ring-red-50/50">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900">{t('error.somethingWrong')}</h1>
      <p className="mt-3 text-slate-600">
        {describe(error, t)} {t('error.reloadFixes')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('error.reload')}
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('error.goHome')}
        </Link>
      </div>
    </section>
  );
}
