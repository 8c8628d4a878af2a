import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowRight, CircleCheck, Trophy } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { routePatterns } from '../../../lib/paths.ts';
import { useTranslation } from '../../../i18n/index.ts';

// the live quiz and last week's winner: drawn by the server with the hero, their code comes after it
const HeroQuiz = hydrateLater(() => import('./hero-quiz.tsx').then((module) => module.HeroQuiz));

/** The first screen: what Prepverse is, the two ways in, and this week's live quiz with last week's winner. */
export function Hero() {
  const { t } = useTranslation('landing');
  const promises = [t('hero.free'), t('hero.google'), t('hero.noHidden')];
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-950">
      {/* soft brand glow behind the text; decoration only */}
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[72rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(99,102,241,0.45),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      {/* top-aligned: on a slow machine the browser paints the server's HTML before it has read all of
          the quiz column, and a centred text column moved down as the rest of it came in */}
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-amber-200 ring-1 ring-white/15 sm:text-sm">
            <Trophy aria-hidden="true" className="size-4" />
            {t('hero.prize')}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
            {t('hero.titleStart')} <span className="bg-gradient-to-r from-brand-300 to-amber-200 bg-clip-text text-transparent">{t('hero.titleEnd')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg">{t('hero.body')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={routePatterns.weeklyQuiz} className={buttonClasses('light', 'lg')}>
              {t('hero.takeQuiz')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={routePatterns.testSeries} className={buttonClasses('outline-light', 'lg')}>
              {t('hero.explore')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-emerald-400" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
          <HeroQuiz />
        </div>
      </div>
    </section>
  );
}
