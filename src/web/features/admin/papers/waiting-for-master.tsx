import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { NotReviewedQuestion } from '../../../../shared/api/admin-content.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { PaperKind } from './api.ts';
import { NotReviewedList } from './not-reviewed-list.tsx';

interface WaitingForMasterProps {
  kind: PaperKind;
  published: boolean;
  /** its questions not yet published and reviewed, as the paper was last read */
  notReviewed: NotReviewedQuestion[];
  /** a reviewer approves a waiting draft in place */
  canApprove: boolean;
  /** a question was approved from the list: the paper is read afresh */
  onReviewed: () => void;
}

/** Where the publish button would be, for a role that may not publish: who does, and the questions to review first. */
export function WaitingForMaster({ kind, published, notReviewed, canApprove, onReviewed }: WaitingForMasterProps) {
  // the questions listed in the dialog; null: it is closed
  const [open, setOpen] = useState<NotReviewedQuestion[] | null>(null);
  const waiting = published ? [] : notReviewed;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <p className="text-sm text-slate-500">{published ? 'Published by a master.' : 'A master publishes it when it is ready.'}</p>
      {waiting.length > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(waiting)}>
          <ListChecks aria-hidden="true" className="size-4" />
          {waiting.length === 1 ? '1 question' : `${waiting.length} questions`} to review first
        </Button>
      ) : null}
      <ConfirmDialog
        open={open !== null}
        title="Questions to review first"
        confirmLabel="Close"
        cancelLabel={null}
        onConfirm={() => setOpen(null)}
        onCancel={() => setOpen(null)}
      >
        <p className="mb-3">
          A master publishes this {kind} once each of its questions is published and reviewed. Open a question to check it; a rejected one needs fixing (or
          taking out of the {kind}).
        </p>
        <NotReviewedList
          questions={open ?? []}
          canApprove={canApprove}
          onApproved={(id) => {
            setOpen((current) => current?.filter((question) => question.id !== id) ?? null);
            onReviewed();
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
