import { Ban, Calculator, ChartLine, ListChecks } from 'lucide-react';
import { useTranslation } from '../../../i18n/index.ts';

/** The rules a learner should know before pressing Start, in short. */
export function HowTestsWork() {
  const { t } = useTranslation('catalogue');
  const points = [
    { icon: ListChecks, text: t('how.sections') },
    { icon: Ban, text: t('how.negative') },
    { icon: Calculator, text: t('how.calculator') },
    { icon: ChartLine, text: t('how.analysis') },
  ];
  return (
    <section aria-labelledby="how-tests-title" className="rounded-2xl bg-navy-900 p-5 text-slate-200 shadow-sm sm:p-6">
      <h2 id="how-tests-title" className="text-lg font-semibold text-white">
        {t('how.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
