import clsx from 'clsx';
import { Calculator, Clock } from 'lucide-react';
import { useTranslation } from '../../../i18n/index.ts';

// palette colours as in the exam: answered green, not answered orange, marked purple, not visited grey
const palette = [
  'answered',
  'answered',
  'not-answered',
  'answered',
  'marked',
  'answered',
  'current',
  'not-visited',
  'not-visited',
  'not-visited',
  'not-visited',
  'not-visited',
  'not-visited',
  'not-visited',
  'not-visited',
] as const;

const paletteColours: Record<(typeof palette)[number], string> = {
  answered: 'bg-emerald-500 text-white',
  'not-answered': 'bg-orange-500 text-white',
  marked: 'bg-violet-500 text-white',
  'not-visited': 'bg-slate-100 text-slate-600',
  current: 'bg-white text-brand-700 ring-2 ring-brand-500',
};

const options = ['Θ(n log n)', 'Θ(n)', 'Θ(log n)', 'Θ(n²)'];

/** A drawing of the exam screen in HTML, so the hero shows the product rather than a stock photo: in the page's language, as the exam is. */
export function ExamPreview() {
  const { t } = useTranslation('landing');
  return (
    <div role="img" aria-label={t('exam.preview.label')} className="relative mx-auto w-full max-w-lg">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-brand-500/30 to-amber-300/10 blur-2xl" />
      <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20">
        <div className="flex items-center justify-between gap-3 bg-navy-800 px-4 py-3 text-white">
          <p className="truncate text-sm font-semibold">{t('exam.preview.test')}</p>
          <p className="flex shrink-0 items-center gap-1.5 rounded-md bg-white/10 px-2 py-1 font-mono text-sm tabular-nums">
            <Clock className="size-4 text-amber-300" />
            42:18
          </p>
        </div>
        <div className="flex gap-1 border-b border-slate-200 px-4 pt-3 text-xs font-semibold">
          <span className="rounded-t-md px-3 py-1.5 text-slate-500">{t('exam.preview.aptitude')}</span>
          <span className="rounded-t-md border-b-2 border-brand-600 px-3 py-1.5 text-brand-700">{t('exam.preview.technical')}</span>
          <span className="ml-auto flex items-center gap-1 pb-1.5 text-slate-500">
            <Calculator className="size-4" />
            <span className="hidden sm:inline">{t('exam.preview.calculator')}</span>
          </span>
        </div>
        <div className="grid gap-4 p-4 sm:grid-cols-[1fr_auto]">
          <div>
            <p className="text-xs font-medium text-slate-500">{t('exam.preview.meta', { number: 7, section: t('exam.preview.technical'), marks: 1 })}</p>
            <p className="mt-2 text-sm font-medium text-slate-800">{t('exam.preview.question')}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {options.map((option, index) => (
                <li
                  key={option}
                  className={clsx(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1',
                    index === 1 ? 'bg-brand-50 text-brand-900 ring-brand-400' : 'text-slate-700 ring-slate-200',
                  )}
                >
                  <span className={clsx('size-3.5 rounded-full ring-2', index === 1 ? 'bg-brand-600 ring-brand-200' : 'ring-slate-300')} />
                  <span className="font-semibold">{String.fromCharCode(65 + index)}.</span> {option}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-md bg-violet-100 px-2.5 py-1.5 text-violet-800">{t('exam.preview.markAndNext')}</span>
              <span className="rounded-md bg-brand-600 px-2.5 py-1.5 text-white">{t('exam.preview.saveAndNext')}</span>
            </div>
          </div>
          <div className="hidden border-l border-slate-100 pl-4 sm:block">
            <p className="text-xs font-semibold text-slate-500">{t('exam.preview.palette')}</p>
            <div className="mt-2 grid grid-cols-5 gap-1.5">
              {palette.map((status, index) => (
                <span key={index} className={clsx('grid size-7 place-items-center rounded-md text-[0.7rem] font-semibold', paletteColours[status])}>
                  {index + 1}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
