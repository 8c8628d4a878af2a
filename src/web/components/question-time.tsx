import { Fragment } from 'react';
import { Hourglass, Timer } from 'lucide-react';
import type { QuestionTime } from '../../shared/api/exam.ts';
import { spentIn } from '../lib/result-words.ts';
import { useTranslation } from '../i18n/index.ts';

/** "You: 1 min 20 s · Average: 55 s · Topper: 40 s": the learner's time on a question beside the takers'. */
export function QuestionTimeLine({ timeSpent, figures }: { timeSpent: number; figures?: QuestionTime | undefined }) {
  const { t } = useTranslation('result');
  const parts = [t('card.you', { time: spentIn(t, timeSpent) })];
  if (figures?.average != null) parts.push(t('card.average', { time: spentIn(t, figures.average) }));
  if (figures?.topper != null) parts.push(t('card.topper', { time: spentIn(t, figures.topper) }));
  return (
    <p className="inline-flex items-center gap-1.5" data-testid="question-time">
      <Timer aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span>
        <span className="sr-only">{t('card.timeOn')}</span>
        {parts.map((part, index) => (
          // a figure never breaks across lines; the line breaks between them on a phone
          <Fragment key={part}>
            {index > 0 ? ' · ' : null}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}

/** Beside the outcome of a question answered wrong after clearly longer than the average taker. */
export function TimeLostTag() {
  const { t } = useTranslation('result');
  return (
    <span
      title={t('card.timeLostTitle')}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <Hourglass aria-hidden="true" className="size-3.5" />
      {t('card.timeLost')}
    </span>
  );
}
