// What of a test or quiz can change now, and why not: the same rules the server applies
// (src/server/features/admin/papers.ts and authoring.ts), read here only to explain and disable.
import { can } from '../../../../shared/admin-permissions.ts';
import type { ContentStatus } from '../../../../shared/api/admin-content.ts';
import type { Role } from '../../../../shared/roles.ts';

export interface PaperLocks {
  /** the whole item: a creator edits drafts only */
  settings: string | null;
  /** the questions, time limit and marking: what an attempt shows, times and grades */
  paper: string | null;
}

export function paperLocks(kind: 'test' | 'quiz', status: ContentStatus, hasAttempts: boolean, role: Role): PaperLocks {
  const noun = kind === 'test' ? 'test' : 'quiz';
  const settings =
    status === 'draft' || can(role, 'published.edit') ? null : `Only a master can change a ${noun} once it has been published.`;
  const started = hasAttempts ? `Learners have started this ${noun}, so its questions, time limit and marking stay as they were when they began.` : null;
  const published = status === 'published' ? `It is published, so learners may be taking it: unpublish it first to change this.` : null;
  return { settings, paper: settings ?? started ?? published };
}
