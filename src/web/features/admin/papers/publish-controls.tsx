import { useState } from 'react';
import { EyeOff, Send } from 'lucide-react';
import { can } from '../../../../shared/admin-permissions.ts';
import type { ContentStatus, NotReviewedError, NotReviewedQuestion } from '../../../../shared/api/admin-content.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { hasErrorCode } from '../../../lib/http.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { PaperKind } from './api.ts';
import { NotReviewedList } from './not-reviewed-list.tsx';
import { WaitingForMaster } from './waiting-for-master.tsx';

interface PublishControlsProps {
  kind: PaperKind;
  status: ContentStatus;
  /** the saved paper's question count: a refusal ('no questions') no longer shows once it changes */
  questionCount: number;
  role: Role;
  pending: boolean;
  /** its questions not yet published and reviewed, as the paper was last read */
  notReviewed: NotReviewedQuestion[];
  /** POST …/publish or …/unpublish; rejects with the server's refusal (no questions, questions to review, too soon after a change) */
  onChange: (to: 'publish' | 'unpublish') => Promise<unknown>;
  /** a question was approved from the list: the paper is read afresh */
  onReviewed: () => void;
}

const questionsOf = (error: unknown): NotReviewedQuestion[] | null =>
  hasErrorCode(error, 'questions-not-reviewed') ? ((error.body as Partial<NotReviewedError> | null)?.questions ?? []) : null;

/**
 * Publish or unpublish for a master; the server's refusal is shown as it words it. A paper whose
 * questions are not all reviewed opens the list of them, where a master approves drafts in place
 * and publishes again; a creator sees the same list, with links only (waiting-for-master.tsx).
 */
export function PublishControls(props: PublishControlsProps) {
  const { kind, status, role, notReviewed, onReviewed } = props;
  const published = status === 'published';
  if (!can(role, published ? 'content.unpublish' : 'content.publish')) {
    return <WaitingForMaster kind={kind} published={published} notReviewed={notReviewed} canApprove={can(role, 'questions.review')} onReviewed={onReviewed} />;
  }
  return <MasterControls {...props} />;
}

function MasterControls({ kind, status, questionCount, role, pending, onChange, onReviewed }: PublishControlsProps) {
  const [refused, setRefused] = useState<{ message: string; basis: string } | null>(null);
  const basis = `${status}:${questionCount}`;
  const refusal = refused?.basis === basis ? refused.message : null;
  const [confirming, setConfirming] = useState(false);
  // the questions the last refusal named (minus those approved since); null: the list is closed
  const [blocking, setBlocking] = useState<NotReviewedQuestion[] | null>(null);
  const noun = kind;
  const published = status === 'published';
  const reviewer = can(role, 'questions.review');

  const list = (questions: NotReviewedQuestion[]) => (
    <NotReviewedList
      questions={questions}
      canApprove={reviewer}
      onApproved={(id) => {
        setBlocking((current) => current?.filter((question) => question.id !== id) ?? null);
        onReviewed();
      }}
    />
  );

  async function change(to: 'publish' | 'unpublish') {
    setConfirming(false);
    setRefused(null);
    try {
      await onChange(to);
      setBlocking(null);
    } catch (error) {
      const questions = questionsOf(error);
      if (questions) {
        setBlocking(questions);
        return;
      }
      setBlocking(null);
      setRefused({ message: error instanceof Error ? error.message : `The ${noun} could not be ${to}ed.`, basis });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      {published ? (
        <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming(true)}>
          {pending ? <Spinner className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
          Unpublish
        </Button>
      ) : (
        <Button size="sm" disabled={pending} onClick={() => void change('publish')}>
          {pending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          Publish
        </Button>
      )}
      {refusal ? (
        <p role="alert" className="max-w-sm text-sm font-medium text-red-700 sm:text-right">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Unpublish this ${noun}?`}
        confirmLabel="Unpublish"
        destructive
        onConfirm={() => void change('unpublish')}
        onCancel={() => setConfirming(false)}
      >
        Learners stop seeing it until it is published again. Results already recorded are kept. While it is unpublished you can change its questions, time limit
        and marking, unless learners have started it.
      </ConfirmDialog>
      <ConfirmDialog
        open={blocking !== null}
        title={`Review these questions before publishing`}
        confirmLabel={blocking?.length === 0 ? `Publish the ${noun}` : 'Publish again'}
        cancelLabel="Close"
        busy={pending}
        onConfirm={() => void change('publish')}
        onCancel={() => setBlocking(null)}
      >
        {blocking?.length === 0 ? (
          <p>Every question is reviewed now: publish the {noun}.</p>
        ) : (
          <>
            <p className="mb-3">
              Learners would see these questions as they are. Approve a draft you have checked, or open a question to fix it (a rejected one needs fixing, or
              taking out of the {noun}).
            </p>
            {list(blocking ?? [])}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
