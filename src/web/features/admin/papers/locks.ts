// What of a test or quiz can change now, and why not: the same rules the server applies
// (src/server/features/admin/papers/changes.ts and authoring.ts), read here only to explain and disable.
import { canChange } from '../../../../shared/admin-permissions.ts';
import type { Author, ContentStatus } from '../../../../shared/api/admin-content.ts';
import type { Role } from '../../../../shared/roles.ts';

export interface PaperLocks {
  /** the whole item: a creator edits their own drafts only */
  settings: string | null;
  /** the questions, time limit and marking: what an attempt shows, times and grades */
  paper: string | null;
}

/** Whose draft a refusal names: its author, or nobody recorded. */
const othersDraft = (noun: string, author: Author | null) =>
  author
    ? `This ${noun} is a draft of ${author.name}'s: only its author or a master can change it.`
    : `Nobody is recorded as the author of this draft ${noun}: only a master can change it.`;

export function paperLocks(
  noun: 'test' | 'quiz',
  status: ContentStatus,
  hasAttempts: boolean,
  user: { id: string; role: Role },
  author: Author | null,
): PaperLocks {
  const mayChange = canChange(user, { status, createdBy: author?.id ?? null });
  const settings = mayChange ? null : status === 'draft' ? othersDraft(noun, author) : `Only a master can change a ${noun} once it has been published.`;
  const started = hasAttempts ? `Learners have started this ${noun}, so its questions, time limit and marking stay as they were when they began.` : null;
  const published = status === 'published' ? `It is published, so learners may be taking it: unpublish it first to change this.` : null;
  return { settings, paper: settings ?? started ?? published };
}
