// Who may do what in the admin area (DESIGN.md 'Roles'): a creator writes drafts and changes their
// own; a master also changes anyone's, publishes, unpublishes, edits and deletes anything; a god also assigns roles. The server checks
// every action against this table; the web reads the same table only to hide what would be refused.
import { roleAtLeast, type Role } from './roles.ts';

export const adminActions = {
  'admin.view': 'creator',
  'draft.create': 'creator', // a series, test, quiz or question, as a draft
  'draft.edit': 'creator', // one's own draft (series, test, quiz or question): change, reorder, duplicate
  'others-drafts.edit': 'master', // a draft another author wrote (or whose author is not recorded)
  'questions.import': 'creator',
  'taxonomy.edit': 'master', // the syllabus tree: add, rename, move and delete its nodes
  'questions.generate': 'creator', // ask the configured model for draft questions
  'questions.submit': 'creator', // submit a draft for review: its author's, or anyone's who may change it
  'questions.reply': 'creator', // reply in a question's review thread: its author, or a master
  'questions.review': 'master', // approve, reject or ask for changes to a draft in the review queue
  'reports.view': 'creator', // learners' reports of questions, grouped by question
  'reports.resolve': 'master', // answer a question's reports (answered, edited, regraded), each reporter told
  'published.edit': 'master', // anything published or archived
  'versions.serve': 'master', // a published or started paper serves a newer version of a question (its learners met the older one)
  'papers.regrade': 'master', // change a key or void a question of a paper learners have taken, regrading every attempt
  'papers.assemble': 'master', // keep blueprints and assemble papers from the reviewed bank with them (issue 42)
  'content.publish': 'master',
  'content.unpublish': 'master',
  'content.delete': 'master',
  'notifications.manage': 'master',
  'pages.edit': 'master',
  'exams.edit': 'god', // an exam profile's names and instructions, and new profiles from a copy (issue 42)
  'people.view': 'master', // learners' e-mails, enrolments, attempts and payments
  'access.grant': 'master', // give or take a series' access by hand, with a reason
  'payments.view': 'master',
  'payments.reconcile': 'master',
  'audit.view': 'master', // the audit log: every change, who made it, before and after
  'winners.confirm': 'master', // confirm a finished weekly quiz's rank 1 as its winner, or pass them over with a reason (issue 39)
  'roles.assign': 'god',
} as const satisfies Record<string, Role>;

export type AdminAction = keyof typeof adminActions;

export function can(role: Role, action: AdminAction): boolean {
  return roleAtLeast(role, adminActions[action]);
}

/** A series, test, quiz or question as far as who may change it goes. */
export interface Authored {
  status: 'draft' | 'published' | 'archived';
  /** the author's id; null when it was written before authors were kept: nobody's own draft */
  createdBy: string | null;
}

/**
 * What changing the item needs: a creator changes their own drafts; another author's draft, and
 * anything published (or archived), is a master's to change.
 */
export function editActionFor(userId: string, item: Authored): AdminAction {
  if (item.status !== 'draft') return 'published.edit';
  return item.createdBy !== null && item.createdBy === userId ? 'draft.edit' : 'others-drafts.edit';
}

export const canChange = (user: { id: string; role: Role }, item: Authored) => can(user.role, editActionFor(user.id, item));
