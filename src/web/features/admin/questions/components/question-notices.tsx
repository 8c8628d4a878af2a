import { History, ShieldAlert } from 'lucide-react';
import type { Author } from '../../../../../shared/api/admin-content.ts';
import type { AdminQuestion, QuestionUse } from '../../../../../shared/api/admin-questions.ts';
import type { QuestionDuplicate } from '../../../../../shared/api/duplicates.ts';
import { keptVersionsSentence } from '../versions.ts';
import { DuplicateNotice, DuplicatesNotChecked } from '../../ui/duplicate-notice.tsx';
import { Notice, ReviewNotice } from '../../ui/review-notice.tsx';

const useLabel = (use: QuestionUse) =>
  `${use.seriesTitle ? `${use.seriesTitle} › ` : ''}${use.title} (${use.kind === 'test' ? 'test' : 'weekly quiz'}${use.status === 'published' ? ', published' : ''}: version ${use.version})`;

/**
 * Docs/decisions/029: a published or started paper keeps the version its learners met; an edit makes
 * the next version, which such a paper serves once someone chooses it on the paper's page.
 */
export function VersionNotice({ usedIn, version }: { usedIn: QuestionUse[]; version: number }) {
  const live = usedIn.filter((use) => use.live);
  return (
    <Notice tone="amber" icon={<History aria-hidden="true" className="size-5 text-amber-700" />} title="Papers keep the version their learners met">
      <p>
        {keptVersionsSentence(usedIn, version)} A paper serves the new version only once someone chooses ‘Serve version {version + 1}’ on its page; learners who
        started it keep theirs.
      </p>
      <p>
        <span className="font-medium">Kept by: </span>
        {live.map(useLabel).join('; ')}
      </p>
    </Notice>
  );
}

/** A creator changes their own drafts only: another author's draft, and a published question, are a master's to edit. */
export function ReadOnlyNotice({ draft, author }: { draft: boolean; author: Author | null }) {
  if (draft) {
    return (
      <Notice tone="slate" icon={<ShieldAlert aria-hidden="true" className="size-5 text-slate-500" />} title="Someone else's draft">
        <p>
          {author ? <>This draft belongs to {author.name}</> : <>Nobody is recorded as the author of this draft</>}; only {author ? 'its author or ' : ''}a
          master can change it. You can still preview it.
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="slate" icon={<ShieldAlert aria-hidden="true" className="size-5 text-slate-500" />} title="Read-only for your role">
      <p>This question is published or unpublished; only a master can change it. You can still preview it or duplicate it into a new draft.</p>
    </Notice>
  );
}

interface WorkspaceNoticesProps {
  question: AdminQuestion | null;
  roleMayEdit: boolean;
  /** another author's draft */
  othersDraft: boolean;
  /** what the last save found the question duplicates */
  duplicates: QuestionDuplicate[];
  /** what that check did not look for, when it reached its bounds */
  duplicatesNotChecked?: string | null;
  /** a read-only viewer's last step: its refusal or what it did (the form's own bar says it otherwise) */
  outcome: { error: string | null; notice: string | null } | null;
}

/** Over the editor: the versions papers keep, why it is read-only, why it needs review, its duplicates. */
export function WorkspaceNotices({ question, roleMayEdit, othersDraft, duplicates, duplicatesNotChecked, outcome }: WorkspaceNoticesProps) {
  return (
    <div className="mb-5 flex flex-col gap-3 empty:hidden">
      {question?.live && roleMayEdit ? <VersionNotice usedIn={question.usedIn} version={question.version} /> : null}
      {!roleMayEdit && question ? <ReadOnlyNotice draft={othersDraft} author={question.author} /> : null}
      {question ? <ReviewNotice needsReview={question.needsReview} origin={question.origin} /> : null}
      {duplicates.length > 0 ? <DuplicateNotice duplicates={duplicates} /> : null}
      <DuplicatesNotChecked message={duplicatesNotChecked} />
      {outcome ? (
        <p
          role={outcome.error ? 'alert' : 'status'}
          className={outcome.error ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200' : 'text-sm text-emerald-700'}
        >
          {outcome.error ?? outcome.notice}
        </p>
      ) : null}
    </div>
  );
}
