// Who may do what in the admin area (DESIGN.md 'Roles'): a creator writes drafts; a master also
// publishes, unpublishes, edits and deletes anything; a god also assigns roles. The server checks
// every action against this table; the web reads the same table only to hide what would be refused.
import { roleAtLeast, type Role } from './roles.ts';

export const adminActions = {
  'admin.view': 'creator',
  'draft.create': 'creator', // a series, test, quiz or question, as a draft
  'draft.edit': 'creator', // anything still in draft
  'questions.import': 'creator',
  'questions.generate': 'creator', // ask the configured model for draft questions
  'questions.review': 'master', // approve or reject drafts in the review queue
  'published.edit': 'master', // anything published or archived
  'content.publish': 'master',
  'content.unpublish': 'master',
  'content.delete': 'master',
  'notifications.manage': 'master',
  'pages.edit': 'master',
  'people.view': 'master', // learners' e-mails, enrolments, attempts and payments
  'access.grant': 'master', // give or take a series' access by hand, with a reason
  'payments.view': 'master',
  'payments.reconcile': 'master',
  'roles.assign': 'god',
} as const satisfies Record<string, Role>;

export type AdminAction = keyof typeof adminActions;

export function can(role: Role, action: AdminAction): boolean {
  return roleAtLeast(role, adminActions[action]);
}
