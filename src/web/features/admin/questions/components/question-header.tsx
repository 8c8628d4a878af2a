import { Copy, ExternalLink, EyeOff, Send } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { QuestionStatusBadge } from '../../ui/review-state-badge.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import type { AddToPaper } from '../add-to.ts';
import { formatAdminTime } from '../../ui/india-time.ts';

/** The editor's title: new or edit, the question's status and review state, and its version. */
export function QuestionHeaderTitle({ question }: { question: AdminQuestion | null }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      {question ? 'Edit question' : 'New question'}
      {question ? <QuestionStatusBadge status={question.status} reviewState={question.reviewState} /> : <StatusPill status="draft" />}
      {question ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">Version {question.version}</span>
      ) : null}
    </span>
  );
}

/** Under the title: the paper a new question joins, when a saved one last changed, or what the bank is for. */
export function QuestionHeaderLead({ question, addTo, paperTitle }: { question: AdminQuestion | null; addTo: AddToPaper | null; paperTitle: string | null }) {
  if (addTo) {
    return (
      <>
        Saving adds it to the {addTo.kind === 'test' ? 'test' : 'weekly quiz'}{' '}
        {paperTitle !== null ? <strong className="font-semibold text-slate-800">‘{paperTitle}’</strong> : null}.
      </>
    );
  }
  if (question) {
    return <>Last changed {formatAdminTime(question.updatedAt)}. ‘Preview as learner’ shows the saved version.</>;
  }
  return 'Write it once; tests and weekly quizzes take it from the bank.';
}

interface QuestionHeaderActionsProps {
  question: AdminQuestion;
  role: Role;
  /** another author's draft, which the viewer may not copy */
  othersDraft: boolean;
  busy: boolean;
  /** unsaved edits the viewer may save: Publish saves them first */
  unsaved: boolean;
  onDuplicate: () => void;
  onUnpublish: () => void;
  onPublish: () => void;
}

/** A saved question's steps beside the title: preview, duplicate, unpublish or publish, as the role allows. */
export function QuestionHeaderActions({ question, role, othersDraft, busy, unsaved, onDuplicate, onUnpublish, onPublish }: QuestionHeaderActionsProps) {
  const status = question.status;
  return (
    // kept on one row beside the title from a tablet up; they wrap only on a phone
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      <a href={adminPaths.questionPreview(question.id)} target="_blank" rel="noopener" className={buttonClasses('secondary', 'md')}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Preview as learner
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {!othersDraft && can(role, 'draft.create') ? (
        <Button variant="secondary" onClick={onDuplicate} disabled={busy}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </Button>
      ) : null}
      {status === 'published' && can(role, 'content.unpublish') ? (
        <Button variant="secondary" onClick={onUnpublish} disabled={busy}>
          <EyeOff aria-hidden="true" className="size-4" />
          Unpublish
        </Button>
      ) : null}
      {status !== 'published' && can(role, 'content.publish') ? (
        <Button onClick={onPublish} disabled={busy}>
          <Send aria-hidden="true" className="size-4" />
          {unsaved ? 'Save & publish' : 'Publish'}
        </Button>
      ) : null}
    </div>
  );
}
