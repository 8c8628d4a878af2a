import type { LucideIcon } from 'lucide-react';
import { ChartLine, IndianRupee, Layers, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from '../../../i18n/messages.ts';
import { useTranslation } from '../../../i18n/index.ts';

function features(t: TFunction<'landing'>): { title: string; icon: LucideIcon; tint: string; body: ReactNode }[] {
  const levels = [
    { name: t('features.levels.easy'), minutes: 20 },
    { name: t('features.levels.full'), minutes: 50 },
    { name: t('features.levels.mock'), minutes: 180 },
  ];
  return [
    {
      title: t('features.quiz.title'),
      icon: Trophy,
      tint: 'bg-amber-100 text-amber-700',
      body: t('features.quiz.body'),
    },
    {
      title: t('features.levels.title'),
      icon: Layers,
      tint: 'bg-brand-100 text-brand-700',
      body: (
        <>
          {t('features.levels.body')}
          <ul className="mt-3 flex flex-col gap-1.5">
            {levels.map((level) => (
              <li key={level.name} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5 text-sm">
                <span className="font-medium text-slate-700">{level.name}</span>
                <span className="font-semibold text-brand-700 tabular-nums">{t('features.levels.minutes', { count: level.minutes })}</span>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      title: t('features.report.title'),
      icon: ChartLine,
      tint: 'bg-emerald-100 text-emerald-700',
      body: t('features.report.body'),
    },
    {
      title: t('features.prices.title'),
      icon: IndianRupee,
      tint: 'bg-violet-100 text-violet-700',
      body: t('features.prices.body'),
    },
  ];
}

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 sm:pb-24 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('features.eyebrow')}</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {t('features.title')}
        </h2>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features(t).map(({ title, icon: Icon, tint, body }) => (
          <li
            key={title}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0"
          >
            <span className={`grid size-12 place-items-center rounded-xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{title}</h3>
            <div className="mt-2 text-sm leading-relaxed text-slate-600">{body}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
