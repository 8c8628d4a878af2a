import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import { Trophy } from 'lucide-react';
import clsx from 'clsx';
import type { WeeklyWinner } from '../../shared/api/quiz.ts';
import { formatScore } from '../../shared/number-format.ts';
import { Trans, useTranslation } from '../i18n/index.ts';
import { testSeriesDetailPath } from '../lib/paths.ts';
import { Avatar } from './avatar.tsx';

interface WinnerAnnouncementProps {
  winner: WeeklyWinner;
  /** where the announcement sends a reader who wants more: the prize series, or the quiz list */
  linkTo: 'prize' | 'weekly-quiz';
  tone?: 'light' | 'dark';
  className?: string;
}

/** 'Rank 1 of last week's quiz wins free access to the prize series' (SPEC §1), with the winner's picture. */
export function WinnerAnnouncement({ winner, linkTo, tone = 'light', className }: WinnerAnnouncementProps) {
  const { t } = useTranslation('common');
  const dark = tone === 'dark';
  const prize = winner.prizeSeries;
  const prizeTitle =
    linkTo === 'prize' && prize ? (
      <Link
        to={testSeriesDetailPath(prize.testSeriesId)}
        className="underline decoration-amber-400 decoration-2 underline-offset-2 hover:decoration-amber-600"
      />
    ) : (
      <span />
    );
  return (
    <section
      aria-label={t('winner.label')}
      className={clsx(
        'flex items-center gap-4 rounded-2xl px-4 py-4 sm:px-5',
        dark ? 'bg-white/10 text-white ring-1 ring-white/15' : 'bg-gradient-to-r from-amber-50 to-white text-navy-900 shadow-sm ring-1 ring-amber-200',
        className,
      )}
    >
      <div className="relative shrink-0">
        <Avatar src={winner.image} className="size-14 ring-amber-300" />
        <span className="absolute -right-1 -bottom-1 grid size-6 place-items-center rounded-full bg-amber-400 text-navy-950 ring-2 ring-white">
          <Trophy aria-hidden="true" className="size-3.5" />
        </span>
      </div>
      <div className="min-w-0">
        <p className={clsx('text-xs font-semibold tracking-wide uppercase', dark ? 'text-amber-200' : 'text-amber-700')}>
          {t('winner.heading', { quiz: winner.quizTitle })}
        </p>
        <p className="mt-0.5 text-base leading-snug font-semibold sm:text-lg">
          {winner.name}{' '}
          {prize ? (
            <Trans t={t} i18nKey="winner.wins" values={{ series: prize.title }} components={{ plain: <span className="font-normal" />, prize: prizeTitle }} />
          ) : (
            <span className="font-normal">{t('winner.tookRank1')}</span>
          )}
        </p>
        <p className={clsx('text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
          {t('winner.rankWith', { score: formatScore(winner.score, winner.maxScore) })}
          {linkTo === 'weekly-quiz' ? (
            <>
              {' · '}
              <Link to="/weeklyquiz" className={clsx('font-semibold underline underline-offset-2', dark ? 'text-white' : 'text-brand-700')}>
                {t('winner.seeQuizzes')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
