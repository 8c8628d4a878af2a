// Which version of each question a paper serves (docs/decisions/029): a row says when a newer one
// exists, and whoever may choose it for this paper serves it, one question or all at once, after a
// confirmation that says what happens to learners who started already.
import { useState } from 'react';
import { ArrowUpCircle, History } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { PaperQuestion } from './paper-order.ts';

export interface ServeVersions {
  /** whether the caller may choose the versions of this paper (a master's, once learners may have met the older) */
  mayServe: boolean;
  /** whether learners have started the paper: they keep what they were served */
  started: boolean;
  /** POST …/serve-latest: one question, or every question with a newer version */
  onServe: (questionId?: string) => Promise<unknown>;
}

export const hasNewer = (question: PaperQuestion) => question.latestVersion > question.version;

/** 'serves v1 · v2 available', or the version it serves once there has been more than one. */
export function ServedVersionTag({ question }: { question: PaperQuestion }) {
  if (hasNewer(question)) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">
        <History aria-hidden="true" className="size-3" />
        serves v{question.version} · v{question.latestVersion} available
      </span>
    );
  }
  return question.version > 1 ? <span className="text-xs whitespace-nowrap text-slate-500">v{question.version}</span> : null;
}

type Choice = { question: PaperQuestion; position: number } | 'all';

/** The 'Serve version N' buttons' state and the dialog that confirms them. */
export function useServeVersions(serve: ServeVersions, noun: 'test' | 'quiz', report: { done: (message: string) => void; failed: (message: string) => void }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!choice) return;
    setBusy(true);
    try {
      await serve.onServe(choice === 'all' ? undefined : choice.question.id);
      setChoice(null);
      report.done(
        choice === 'all'
          ? `The ${noun} now serves the newest version of each question.`
          : `Question ${choice.position} now serves version ${choice.question.latestVersion}.`,
      );
    } catch (error) {
      setChoice(null);
      report.failed(error instanceof Error ? error.message : 'The version could not be changed.');
    } finally {
      setBusy(false);
    }
  }

  const kept = serve.started
    ? `Learners who have started this ${noun} keep the version they were served, for their result and their review.`
    : `Nobody has started this ${noun} yet.`;
  const dialog = (
    <ConfirmDialog
      open={choice !== null}
      title={
        choice === 'all' || choice === null ? 'Serve all newer versions?' : `Serve version ${choice.question.latestVersion} of question ${choice.position}?`
      }
      confirmLabel={choice === 'all' || choice === null ? 'Serve newer versions' : `Serve version ${choice.question.latestVersion}`}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setChoice(null)}
    >
      <p>
        Learners who start this {noun} from now on get {choice === 'all' ? 'the newest version of each question' : 'the new version'}. {kept}
      </p>
    </ConfirmDialog>
  );
  return {
    dialog,
    /** the row's button, when there is a newer version and the caller may serve it (the space before the hidden words is outside them: a name drops a hidden span's leading space) */
    rowAction: (question: PaperQuestion, position: number, enabled: boolean) =>
      serve.mayServe && hasNewer(question) ? (
        <Button variant="secondary" size="sm" disabled={!enabled || busy} onClick={() => setChoice({ question, position })}>
          <ArrowUpCircle aria-hidden="true" className="size-4" />
          Serve version {question.latestVersion} <span className="sr-only">of question {position}</span>
        </Button>
      ) : null,
    chooseAll: () => setChoice('all'),
  };
}

/** Above the list when some question has a newer version than the paper serves. */
export function NewerVersionsNotice({
  count,
  noun,
  mayServe,
  enabled,
  onServeAll,
}: {
  count: number;
  noun: 'test' | 'quiz';
  mayServe: boolean;
  enabled: boolean;
  onServeAll: () => void;
}) {
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="hidden size-4 shrink-0 text-amber-700 sm:block" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">
          {count === 1 ? 'A question has a newer version' : `${count} questions have a newer version`} than this {noun} serves.
        </strong>{' '}
        {mayServe
          ? enabled
            ? 'It keeps serving the version shown on each row until you choose the newer one.'
            : 'Save or discard the changes to the list first.'
          : 'It keeps serving the version shown on each row; a master can choose the newer one.'}
      </p>
      {mayServe && count > 1 ? (
        <Button variant="secondary" size="sm" disabled={!enabled} onClick={onServeAll}>
          <ArrowUpCircle aria-hidden="true" className="size-4" />
          Serve all newer versions
        </Button>
      ) : null}
    </div>
  );
}
