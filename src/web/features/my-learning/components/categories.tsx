import clsx from 'clsx';
import { KNOWN_CATEGORIES } from '../../../../shared/performance-report.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { categoryIn } from '../../../lib/result-words.ts';
import { categoryTone, formatCategory, formatCount, toneClasses } from '../format.ts';

export function CategoryBadge({ category }: { category: string | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const { t: tResult } = useTranslation('result');
  const key = (category ?? '').trim().toLowerCase();
  // the known categories in the interface's language; another the server names, as it wrote it
  const label = !key ? t('panel.notAvailable') : (KNOWN_CATEGORIES as readonly string[]).includes(key) ? categoryIn(tResult, key) : formatCategory(category);
  return (
    <span
      className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', toneClasses[categoryTone(category)])}
      data-tone={categoryTone(category)}
    >
      {label}
    </span>
  );
}

/** The known categories in their natural order first, then any other the server reported. */
export function orderedCategories(counts: Record<string, number>): [string, number][] {
  const known: readonly string[] = KNOWN_CATEGORIES;
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  return Object.entries(counts).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export function Categories({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation('dashboard');
  const entries = orderedCategories(counts);
  return (
    <section aria-labelledby="categories-title">
      <h3 id="categories-title" className="text-lg font-semibold text-navy-900">
        {t('categories.title')}
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {entries.map(([name, count]) => (
          <li key={name} className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <CategoryBadge category={name} />
            <p className="text-3xl font-bold tracking-tight text-navy-900 tabular-nums">
              {formatCount(count)}
              <span className="ml-1.5 text-sm font-medium tracking-normal text-slate-500">{t('categories.tests', { count })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
