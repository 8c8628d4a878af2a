import { Calculator, Clock, Flag, LayoutGrid } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TFunction } from '../../../i18n/messages.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ExamPreview } from './exam-preview.tsx';

const points = (t: TFunction<'landing'>): { icon: LucideIcon; title: string; body: string }[] => [
  {
    icon: Clock,
    title: t('exam.clock.title'),
    body: t('exam.clock.body'),
  },
  {
    icon: LayoutGrid,
    title: t('exam.palette.title'),
    body: t('exam.palette.body'),
  },
  {
    icon: Flag,
    title: t('exam.buttons.title'),
    body: t('exam.buttons.body'),
  },
  {
    icon: Calculator,
    title: t('exam.calculator.title'),
    body: t('exam.calculator.body'),
  },
];

// the palette's colours as in the exam, each with its name, so the colour is never the only cue
const legend = (t: TFunction<'landing'>) => [
  { label: t('exam.legend.answered'), swatch: 'bg-emerald-500' },
  { label: t('exam.legend.notAnswered'), swatch: 'bg-orange-500' },
  { label: t('exam.legend.marked'), swatch: 'bg-violet-500' },
  { label: t('exam.legend.notVisited'), swatch: 'bg-slate-200 ring-1 ring-slate-300' },
];

/** How a test looks and behaves, shown with a drawing of the real exam screen. */
export function ExamView() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="exam-view-title" className="relative isolate overflow-hidden bg-navy-950">
      <div
        aria-hidden="true"
        className="absolute -right-40 -bottom-40 -z-10 size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgba(99,102,241,0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{t('exam.eyebrow')}</p>
          <h2 id="exam-view-title" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t('exam.title')}
          </h2>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-300">{t('exam.body')}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {points(t).map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-brand-200 ring-1 ring-white/15">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-base font-semibold text-white">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-400">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <ExamPreview />
          {/* the preview's palette shows from the small breakpoint up, and so does its key */}
          <ul
            aria-label={t('exam.legendLabel')}
            className="mx-auto mt-6 hidden max-w-lg sm:flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-300"
          >
            {legend(t).map(({ label, swatch }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <span aria-hidden="true" className={`size-3.5 rounded ${swatch}`} />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
