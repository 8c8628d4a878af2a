// What a regrade tells the learners it concerns: those whose score changed (what changed and why,
// with a link to their result) and a new rank 1 of a closed quiz (the prize they win too).
import { formatNumber, formatScore } from '../../../../shared/number-format.ts';
import { regradeSummaryLine } from '../../../../shared/exam/regrade.ts';
import type { NoticeValues } from '../../notices/service.ts';
import type { PreparedRegrade } from './prepare.ts';

// learners are in India: the day of the regrade is told in their time
const istDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });
export const regradeDay = (at: Date | string) => istDay.format(new Date(at));

const seg = encodeURIComponent;

/** The learner's result of the paper: the exam page shows it once the attempt is submitted (web/lib/paths.ts). */
export function resultLink(target: PreparedRegrade['after'], userId: string): string {
  const { placement, ref } = target;
  if (placement.kind === 'test') return `/givetest/${seg(userId)}/${seg(placement.seriesId)}/${seg(ref.id)}`;
  return `/weeklyquiz/${seg(placement.exam)}/${seg(userId)}/${seg(ref.id)}`;
}

const marks = formatNumber;
/** The master's reason as a sentence of the notice. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** One notice per learner whose score changed. */
export function scoreNotices(prepared: PreparedRegrade): NoticeValues[] {
  const { after, question, number, proposed, plan } = prepared;
  const what = regradeSummaryLine(proposed.action, proposed.key, proposed.action === 'rekey' ? question.key : null);
  const outOf = plan.maxScore.after;
  return plan.changed.map((result) => ({
    userId: result.userId,
    kind: 'regrade' as const,
    title: `Your score in ${after.title} changed`,
    body:
      `Question ${number} of ${after.title} was regraded on ${regradeDay(proposed.at)}. ${what} ` +
      `Why: ${sentence(proposed.reason)} Your score went from ${marks(result.before.score)} to ${marks(result.after.score)} (out of ${marks(outOf)}).`,
    link: resultLink(after, result.userId),
  }));
}

/** The new rank 1 of a closed quiz, who wins the prize as well. */
export function prizeNotice(prepared: PreparedRegrade, userId: string, prize: { id: string; title: string } | null): NoticeValues {
  const { after, proposed, plan } = prepared;
  const score = plan.rankOne?.after?.score ?? 0;
  const prizeLine = prize
    ? `You win free access to the ${prize.title}: it is in My learning now.`
    : 'No prize series was on offer that week, so the title comes without a prize.';
  return {
    userId,
    kind: 'prize',
    title: `You are rank 1 of the ${after.title}`,
    body: `After the regrade of ${regradeDay(proposed.at)}, you are rank 1 of the ${after.title} with ${formatScore(score, plan.maxScore.after)}. ${prizeLine}`,
    link: prize ? `/testseriesdetail/${seg(prize.id)}` : resultLink(after, userId),
  };
}
