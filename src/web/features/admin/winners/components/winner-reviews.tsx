import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Hourglass } from 'lucide-react';
import { passWinnerInput, type WinnerCandidate, type WinnerReview } from '../../../../../shared/api/admin-winners.ts';
import { winnerFlagLabels } from '../../../../../shared/exam/winner-flags.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { formatWhen } from '../../ui/people-format.ts';
import { useConfirmWinner, usePassWinner, useWinnerReviews } from '../api.ts';

interface Permissions {
  /** may confirm or pass over (winners.confirm) */
  canDecide: boolean;
  /** may open a learner's page (people.view) */
  canSeePeople: boolean;
}

/** 512 → '8 min 32 s' */
const duration = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

function LearnerName({ user, canSeePeople }: { user: { id: string; name: string }; canSeePeople: boolean }) {
  return canSeePeople ? (
    <Link to={adminPaths.person(user.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
      {user.name}
    </Link>
  ) : (
    <span className="font-semibold text-navy-900">{user.name}</span>
  );
}

function Flags({ flags }: { flags: WinnerCandidate['flags'] }) {
  if (flags.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4" /> No sign of an impossible finish
      </p>
    );
  }
  return (
    <ul aria-label="Signs of an impossible finish" className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li key={flag} className="inline-flex items-center gap-1 rounded-md bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          {winnerFlagLabels[flag]}
        </li>
      ))}
    </ul>
  );
}

function Candidate({ review, candidate, canDecide, canSeePeople }: { review: WinnerReview; candidate: WinnerCandidate } & Permissions) {
  const [dialog, setDialog] = useState<'confirm' | 'pass' | null>(null);
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p>
            <LearnerName user={candidate.user} canSeePeople={canSeePeople} />{' '}
            <span className="text-xs text-slate-500">rank {candidate.rank} on the leaderboard</span>
          </p>
          <p className="truncate text-xs text-slate-500">{candidate.user.email}</p>
        </div>
        {canDecide ? (
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => setDialog('confirm')}>
              Confirm<span className="sr-only"> {candidate.user.name}</span>
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setDialog('pass')}>
              Pass to the next rank<span className="sr-only">: {candidate.user.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">Score: </dt>
          <dd className="inline font-semibold tabular-nums">
            {candidate.score} / {candidate.maxScore}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Total time: </dt>
          <dd className="inline tabular-nums">
            {duration(candidate.timeTaken)} for {candidate.answered} answers
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Started: </dt>
          <dd className="inline">{formatWhen(candidate.startedAt)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Submitted: </dt>
          <dd className="inline">{formatWhen(candidate.submittedAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-slate-500">Time per question: </dt>
          <dd className="inline tabular-nums">
            {candidate.questionSeconds.length === 0
              ? 'not recorded'
              : candidate.questionSeconds.map((seconds, index) => `Q${index + 1} ${seconds === null ? '—' : duration(seconds)}`).join(' · ')}
          </dd>
        </div>
      </dl>
      <Flags flags={candidate.flags} />
      {dialog === 'confirm' ? <ConfirmCandidate review={review} candidate={candidate} onClose={() => setDialog(null)} /> : null}
      {dialog === 'pass' ? <PassCandidate review={review} candidate={candidate} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}

function ConfirmCandidate({ review, candidate, onClose }: { review: WinnerReview; candidate: WinnerCandidate; onClose: () => void }) {
  const confirm = useConfirmWinner(review.quizId);
  return (
    <ConfirmDialog
      open
      title={`Confirm ${candidate.user.name} as the winner?`}
      confirmLabel="Confirm the winner"
      busy={confirm.isPending}
      onConfirm={() => confirm.mutate(candidate.user.id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>
        {candidate.user.name} is enrolled free in the prize series and announced as the winner of {review.quizTitle}, at once. This cannot be taken back.
      </p>
      {candidate.flags.length > 0 ? <p className="mt-2 font-medium text-red-800">This finish has signs of being impossible.</p> : null}
      {confirm.isError ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {confirm.error.message}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

function PassCandidate({ review, candidate, onClose }: { review: WinnerReview; candidate: WinnerCandidate; onClose: () => void }) {
  const pass = usePassWinner(review.quizId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const parsed = passWinnerInput.safeParse({ userId: candidate.user.id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason.');
      return;
    }
    setError(null);
    pass.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      open
      title={`Pass ${candidate.user.name} over?`}
      confirmLabel="Pass to the next rank"
      destructive
      busy={pass.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <p>The next rank becomes the candidate. When nobody is left, the quiz has no winner.</p>
      <Field
        id={`${id}-reason`}
        label="Reason"
        hint="Kept in the audit log with your name."
        error={error ?? (pass.isError ? pass.error.message : null)}
        className="mt-3"
      >
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={fieldDescription(`${id}-reason`, error)}
          className={inputClasses(Boolean(error))}
          placeholder="e.g. Full marks in 38 seconds"
          autoFocus
        />
      </Field>
    </ConfirmDialog>
  );
}

function Passed({ review, canSeePeople }: { review: WinnerReview; canSeePeople: boolean }) {
  if (review.passed.length === 0) return null;
  return (
    <div className="border-t border-slate-100 px-4 py-3">
      <h4 className="text-sm font-semibold text-slate-700">Passed over</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {review.passed.map((pass) => (
          <li key={pass.user.id}>
            <LearnerName user={pass.user} canSeePeople={canSeePeople} /> <span className="text-xs text-slate-500">{pass.user.email}</span>: “{pass.reason}”{' '}
            <span className="text-xs text-slate-500">
              by {pass.passedBy?.name ?? 'a deleted account'}, {formatWhen(pass.passedAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const decision = (review: WinnerReview) =>
  review.status === 'no-winner'
    ? `No winner: every taker was passed over${review.decidedBy ? ` (last by ${review.decidedBy.name})` : ''}.`
    : `Winner confirmed${review.decidedBy ? ` by ${review.decidedBy.name}` : ''}${review.decidedAt ? `, ${formatWhen(review.decidedAt)}` : ''}.`;

function ReviewCard({ review, canDecide, canSeePeople }: { review: WinnerReview } & Permissions) {
  return (
    <article aria-labelledby={`review-${review.quizId}`} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="border-b border-slate-100 px-4 py-3">
        <h3 id={`review-${review.quizId}`} className="font-semibold text-navy-900">
          <Link to={adminPaths.quiz(review.quizId)} className="hover:text-brand-700 hover:underline">
            {review.quizTitle}
          </Link>
        </h3>
        <p className="text-xs text-slate-500">
          {review.exam} · {review.takers} takers{review.closesAt ? ` · closed ${formatWhen(review.closesAt)}` : ''} · waiting since{' '}
          {formatWhen(review.openedAt)}
        </p>
        {review.status !== 'pending' ? <p className="mt-1 text-sm font-medium text-slate-700">{decision(review)}</p> : null}
      </header>
      {review.candidates.length > 0 ? (
        <ul aria-label={review.candidates.length > 1 ? 'Candidates tied at rank 1' : 'Candidate'} className="divide-y divide-slate-100">
          {review.candidates.map((candidate) => (
            <Candidate key={candidate.user.id} review={review} candidate={candidate} canDecide={canDecide} canSeePeople={canSeePeople} />
          ))}
        </ul>
      ) : null}
      <Passed review={review} canSeePeople={canSeePeople} />
    </article>
  );
}

/** Above the winners: each finished quiz whose rank 1 waits for a master, then the latest decided. */
export function WinnerReviews(permissions: Permissions) {
  const reviews = useWinnerReviews();
  if (reviews.isPending) return <LoadingBlock label="Loading the winners waiting for confirmation…" />;
  if (reviews.isError)
    return <ErrorBlock title="We could not load the winner reviews" message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  const pending = reviews.data.filter((review) => review.status === 'pending');
  const decided = reviews.data.filter((review) => review.status !== 'pending' && (review.status === 'no-winner' || review.passed.length > 0));
  return (
    <div className="mb-8 space-y-6">
      <section aria-labelledby="pending-reviews" className="space-y-3">
        <h2 id="pending-reviews" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Hourglass aria-hidden="true" className="size-5 text-amber-600" /> Waiting for confirmation{' '}
          <span className="text-sm font-normal text-slate-500">({pending.length})</span>
        </h2>
        {pending.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">No quiz is waiting: every finished quiz's winner is decided.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Rank 1 of a finished quiz wins nothing until a master confirms them. Pass a learner whose finish cannot be honest to the next rank, saying why.
            </p>
            {pending.map((review) => (
              <ReviewCard key={review.quizId} review={review} {...permissions} />
            ))}
          </>
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decided-reviews" className="space-y-3">
          <h2 id="decided-reviews" className="text-lg font-semibold text-navy-900">
            Decided with learners passed over
          </h2>
          {decided.map((review) => (
            <ReviewCard key={review.quizId} review={review} {...permissions} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
