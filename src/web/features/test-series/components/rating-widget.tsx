import { useState } from 'react';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { RATING_MESSAGES, type Rating } from '../../../../shared/api/test-series.ts';
import { formatAverage } from '../../../components/series-stats.tsx';
import { useRateSeries } from '../rate-series.ts';
import { RATING_MESSAGE_MS, ratingErrorMessage, ratingMessageTone, type RatingTone } from '../rating-message.ts';
import { useTimedMessage } from '../use-timed-message.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useServerWords } from '../../../lib/error-text.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** The average as five stars, filled to the nearest half. */
function StarMeter({ average }: { average: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {STARS.map((n) => (
        <span key={n} className="relative">
          <Star className="size-5 text-slate-300" />
          {average >= n - 0.75 ? (
            <span className={clsx('absolute inset-0 overflow-hidden', average < n - 0.25 && 'w-1/2')}>
              <Star className="size-5 fill-amber-400 text-amber-400" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

/** A rating message in the interface's language: the known ones by their English words, any other (a refusal the API worded, already in it) as it is. */
function useRatingWords(): (text: string) => string {
  const { t } = useTranslation('catalogue');
  const words: Record<string, string> = {
    [RATING_MESSAGES.saved]: t('rating.message.saved'),
    [RATING_MESSAGES.updated]: t('rating.message.updated'),
    [RATING_MESSAGES.needsEnrolment]: t('rating.message.needsEnrolment'),
    [RATING_MESSAGES.signIn]: t('rating.message.signIn'),
    [RATING_MESSAGES.failed]: t('rating.message.failed'),
  };
  return (text) => words[text] ?? text;
}

/** Stars 1 to 5, one rating per learner that can be changed; the message follows SPEC §8. */
export function RatingWidget({ testSeriesId, userId, rating }: { testSeriesId: string; userId: string; rating: Rating }) {
  const rate = useRateSeries(testSeriesId, userId);
  const { t } = useTranslation('catalogue');
  const wordsOf = useRatingWords();
  const serverWords = useServerWords();
  const [message, showMessage] = useTimedMessage<{ text: string; tone: RatingTone }>(RATING_MESSAGE_MS);
  const [hovered, setHovered] = useState<number | null>(null);
  // the stars this learner gave, shown at once while the server saves them
  const mine = rate.isPending ? rate.variables : rating.mine;
  const lit = hovered ?? mine ?? 0;

  const submit = (stars: number) => {
    if (rate.isPending) return;
    rate.mutate(stars, {
      onSuccess: ({ message: text }) => showMessage({ text, tone: ratingMessageTone(text, 'saved') }),
      onError: (error) => {
        const text = ratingErrorMessage(error);
        showMessage({ text: serverWords(text, error), tone: ratingMessageTone(text, 'refused') });
      },
    });
  };

  return (
    <section aria-labelledby="rating-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="rating-title" className="text-lg font-semibold text-navy-900">
        {t('rating.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span data-testid="rating-average" className="text-4xl font-bold tracking-tight text-navy-900 tabular-nums">
          {rating.count === 0 ? '–' : formatAverage(rating.average, rating.count)}
        </span>
        <div className="flex flex-col gap-1">
          <StarMeter average={rating.average} />
          <span data-testid="rating-count" className="text-sm text-slate-500">
            {rating.count === 0 ? t('rating.none') : t('rating.count', { count: rating.count })}
          </span>
        </div>
      </div>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <p id="my-rating-label" className="text-sm font-medium text-slate-700">
          {mine ? t('rating.change') : t('rating.rate')}
        </p>
        <div role="radiogroup" aria-labelledby="my-rating-label" className="mt-2 flex gap-1" onMouseLeave={() => setHovered(null)}>
          {STARS.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={mine === n}
              aria-label={t('rating.stars', { count: n })}
              disabled={rate.isPending}
              onMouseEnter={() => setHovered(n)}
              onFocus={() => setHovered(n)}
              onBlur={() => setHovered(null)}
              onClick={() => submit(n)}
              className="grid size-10 place-items-center rounded-lg transition hover:bg-amber-50 disabled:cursor-wait"
            >
              <Star aria-hidden="true" className={clsx('size-7 transition', n <= lit ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
            </button>
          ))}
        </div>
        <p
          role="status"
          aria-live="polite"
          data-tone={message?.tone}
          className={clsx('mt-2 min-h-5 text-sm font-medium', message && (message.tone === 'error' ? 'text-red-700' : 'text-emerald-700'))}
        >
          {message ? wordsOf(message.text) : null}
        </p>
      </div>
    </section>
  );
}
