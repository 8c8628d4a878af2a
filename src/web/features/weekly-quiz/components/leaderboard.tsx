import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { LeaderboardRow } from '../../../../shared/api/quiz.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { rankWordsIn } from '../../../lib/result-words.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { LEADERBOARD_PAGE_SIZE, leaderboardQuery } from '../api.ts';
import { timeLimitIn } from '../quiz-state.ts';
import { formatNumber } from '../../../../shared/number-format.ts';

function Row({ row }: { row: Pick<LeaderboardRow, 'rank' | 'name' | 'image' | 'score' | 'timeTaken' | 'isMe'> }) {
  const { t } = useTranslation('quiz');
  const { locale } = useFormat();
  return (
    <tr aria-current={row.isMe ? 'true' : undefined} className={clsx(row.isMe ? 'bg-brand-50 font-semibold' : 'even:bg-slate-50/60')}>
      <td className="py-2 pr-2 pl-4 tabular-nums sm:pl-5">{row.rank}</td>
      <td className="py-2 pr-2">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar src={row.image} className="size-7" />
          <span className="truncate">
            {row.name}
            {row.isMe ? <span className="ml-1.5 rounded bg-brand-600 px-1.5 py-0.5 text-[0.6875rem] font-bold text-white">{t('board.you')}</span> : null}
          </span>
        </span>
      </td>
      <td className="py-2 pr-2 text-right tabular-nums">{formatNumber(row.score, locale)}</td>
      <td className="py-2 pr-4 text-right text-slate-600 tabular-nums sm:pr-5">{timeLimitIn(t, row.timeTaken)}</td>
    </tr>
  );
}

/** A quiz's leaderboard, paged; the learner's own row stays in view even when it is on another page. */
export function Leaderboard({ quizId, quizTitle }: { quizId: string; quizTitle: string }) {
  const { t } = useTranslation('quiz');
  const { t: tResult } = useTranslation('result');
  const { locale } = useFormat();
  const [page, setPage] = useState(1);
  const query = useQuery(leaderboardQuery(quizId, page));
  const session = useSession();

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 px-5 py-4 text-sm text-slate-500">
        <Spinner /> {t('board.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="px-5 py-4 text-sm text-red-700">
        {t('board.failed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('board.tryAgain')}
        </button>
      </p>
    );
  }
  const board = query.data;
  const pages = Math.max(1, Math.ceil(board.takers / LEADERBOARD_PAGE_SIZE));
  const meOnPage = board.rows.some((row) => row.isMe);
  return (
    <div className="pb-3">
      <table className="w-full table-fixed text-sm text-navy-900">
        <caption className="sr-only">{t('board.caption', { title: quizTitle })}</caption>
        <thead>
          <tr className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="w-16 py-2 pr-2 pl-4 sm:w-[4.5rem] sm:pl-5">
              {t('board.rank')}
            </th>
            <th scope="col" className="py-2 pr-2">
              {t('board.learner')}
            </th>
            <th scope="col" className="w-16 py-2 pr-2 text-right">
              {t('board.score')}
            </th>
            <th scope="col" className="w-20 py-2 pr-4 text-right sm:pr-5">
              {t('board.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <Row key={`${row.rank}-${row.name}-${row.submittedAt}`} row={row} />
          ))}
        </tbody>
        {board.me && !meOnPage ? (
          <tfoot className="border-t-2 border-dashed border-slate-200">
            <Row
              row={{
                rank: board.me.rank,
                name: session.user?.name ?? t('board.you'),
                image: session.user?.image ?? null,
                score: board.me.score,
                timeTaken: board.me.timeTaken,
                isMe: true,
              }}
            />
          </tfoot>
        ) : null}
      </table>
      {board.me ? (
        <p className="px-4 pt-2 text-xs text-slate-600 sm:px-5">
          {t('board.mine', { rank: rankWordsIn(tResult, board.me.rank, board.takers) })}
          {board.me.percentile === null ? ` · ${tResult('header.soleTaker')}` : t('board.percentile', { value: formatNumber(board.me.percentile, locale) })}
        </p>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center justify-between px-4 pt-2 text-sm sm:px-5">
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} className="font-semibold text-brand-800 disabled:text-slate-300">
            {t('board.previous')}
          </button>
          <span className="text-slate-500 tabular-nums">{t('board.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} className="font-semibold text-brand-800 disabled:text-slate-300">
            {t('board.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
