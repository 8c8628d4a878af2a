import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BookOpen } from 'lucide-react';
import { IMPROVEMENT_THRESHOLD, STRENGTH_THRESHOLD } from '../../../../shared/performance-report.ts';
import { MIN_ANSWERED_TO_JUDGE, type PracticeLink, type TopicStrength } from '../../../../shared/topic-strengths.ts';
import { giveTestPath, testSeriesDetailPath } from '../../../lib/paths.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { spentIn } from '../../../lib/result-words.ts';
import { formatCount, formatFixed, formatSeconds } from '../format.ts';

/** How many topics show before "Show all": the weakest ones are what a learner acts on. */
export const TOPICS_SHOWN_FIRST = 8;

function accuracyTone(topic: TopicStrength): string {
  if (!topic.judged || topic.accuracy === null) return 'text-slate-500';
  if (topic.accuracy < IMPROVEMENT_THRESHOLD) return 'text-rose-700';
  return topic.accuracy < STRENGTH_THRESHOLD ? 'text-amber-700' : 'text-emerald-700';
}

const accuracyText = (topic: TopicStrength) => (topic.accuracy === null ? '—' : `${formatFixed(topic.accuracy)}%`);

function Accuracy({ topic }: { topic: TopicStrength }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <span className={`font-semibold tabular-nums ${accuracyTone(topic)}`}>{accuracyText(topic)}</span>
      {topic.judged ? null : <span className="block text-xs font-normal text-slate-500">{t('topics.tooFew')}</span>}
    </>
  );
}

function PracticeLinks({ links, userId }: { links: PracticeLink[]; userId: string }) {
  const { t } = useTranslation('dashboard');
  if (links.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {links.map((link) => (
        <li key={link.seriesId}>
          <Link
            to={link.testId ? giveTestPath(userId, link.seriesId, link.testId) : testSeriesDetailPath(link.seriesId)}
            className="group inline-flex items-start gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {link.testId ? (
              <ArrowRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            ) : (
              <BookOpen aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            )}
            <span>{link.testTitle ? t('topics.take', { test: link.testTitle, series: link.seriesTitle }) : link.seriesTitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TopicName({ topic }: { topic: TopicStrength }) {
  return (
    <>
      <span className="block font-semibold text-navy-900">{topic.topic}</span>
      {topic.subject ? <span className="block text-xs font-normal text-slate-500">{topic.subject}</span> : null}
    </>
  );
}

function CardFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

const head = 'px-3 py-3 text-left align-bottom font-semibold';
const cell = 'px-3 py-3 align-top';

/** One list of topics: a table from tablet width, cards on a phone; the first few until asked for all. */
function TopicList({ topics, label, userId }: { topics: TopicStrength[]; label: string; userId: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tResult } = useTranslation('result');
  const [showAll, setShowAll] = useState(false);
  const seconds = (value: number | null | undefined) => formatSeconds(value, (spent) => spentIn(tResult, spent));
  const answeredOf = (topic: TopicStrength) => t('topics.answeredOf', { answered: formatCount(topic.answered), seen: formatCount(topic.seen) });
  const shown = showAll ? topics : topics.slice(0, TOPICS_SHOWN_FIRST);
  return (
    <>
      <div className="mt-4 hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full border-collapse text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className={`${head} pl-5`}>
                {t('topics.topic')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('topics.answered')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('topics.correct')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('topics.accuracy')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('topics.time')}
              </th>
              <th scope="col" className={`${head} pr-5`}>
                {t('topics.practise')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((topic) => (
              <tr key={topic.topicId}>
                <th scope="row" className={`${cell} pl-5 text-left`}>
                  <TopicName topic={topic} />
                </th>
                <td className={`${cell} text-right whitespace-nowrap text-slate-700 tabular-nums`}>{answeredOf(topic)}</td>
                <td className={`${cell} text-right text-slate-700 tabular-nums`}>{formatCount(topic.correct)}</td>
                <td className={`${cell} text-right`}>
                  <Accuracy topic={topic} />
                </td>
                <td className={`${cell} text-right text-slate-700 tabular-nums`}>{seconds(topic.averageSeconds)}</td>
                <td className={`${cell} pr-5`}>
                  <PracticeLinks links={topic.practice} userId={userId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="mt-4 flex flex-col gap-3 md:hidden" aria-label={label}>
        {shown.map((topic) => (
          <li key={topic.topicId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <p>
                <TopicName topic={topic} />
              </p>
              <p className="text-right text-lg">
                <Accuracy topic={topic} />
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm tabular-nums">
              <CardFigure label={t('topics.answered')} value={answeredOf(topic)} />
              <CardFigure label={t('topics.correct')} value={formatCount(topic.correct)} />
              <CardFigure label={t('topics.time')} value={seconds(topic.averageSeconds)} />
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
              <p className="mb-1.5 text-xs font-semibold text-slate-500">{t('topics.practise')}</p>
              <PracticeLinks links={topic.practice} userId={userId} />
            </div>
          </li>
        ))}
      </ol>
      {topics.length > shown.length ? (
        <button type="button" onClick={() => setShowAll(true)} className="mt-3 text-sm font-semibold text-brand-700 hover:underline">
          {t('topics.showAll', { count: topics.length })}
        </button>
      ) : null}
    </>
  );
}

/**
 * The topics a learner has met: those with enough answers to judge, weakest first, then under their
 * own heading those with too few answers yet (they would otherwise sit last among the weakest).
 */
export function TopicStrengths({ topics, userId }: { topics: TopicStrength[] | undefined; userId: string }) {
  const { t } = useTranslation('dashboard');
  const all = topics ?? [];
  const judged = all.filter((topic) => topic.judged);
  const tooFew = all.filter((topic) => !topic.judged);
  return (
    <section aria-labelledby="topics-title">
      <h3 id="topics-title" className="text-lg font-semibold text-navy-900">
        {t('topics.title')}
      </h3>
      {all.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">{t('topics.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-500">{t('topics.lead', { count: MIN_ANSWERED_TO_JUDGE })}</p>
          {judged.length > 0 ? <TopicList topics={judged} label={t('topics.list')} userId={userId} /> : null}
          {tooFew.length > 0 ? (
            <>
              <h4 className="mt-6 font-semibold text-navy-900">{t('topics.tooFew')}</h4>
              <p className="mt-1 text-sm text-slate-500">{t('topics.tooFewLead', { count: MIN_ANSWERED_TO_JUDGE })}</p>
              <TopicList topics={tooFew} label={t('topics.tooFewList')} userId={userId} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
