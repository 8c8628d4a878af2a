import { useTranslation } from '../../../i18n/index.ts';

export function HowItWorks() {
  const { t } = useTranslation('landing');
  const steps = [
    { title: t('how.signIn.title'), body: t('how.signIn.body') },
    { title: t('how.pick.title'), body: t('how.pick.body') },
    { title: t('how.attempt.title'), body: t('how.attempt.body') },
    { title: t('how.learn.title'), body: t('how.learn.body') },
  ];
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('how.eyebrow')}</p>
          <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {t('how.title')}
          </h2>
        </div>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-900 text-sm font-bold text-white">{index + 1}</span>
                {/* a connecting line between the steps on wide screens */}
                {index < steps.length - 1 ? (
                  <span aria-hidden="true" className="hidden h-px flex-1 bg-gradient-to-r from-brand-300 to-transparent lg:block" />
                ) : null}
              </div>
              <h3 className="mt-4 text-base font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
