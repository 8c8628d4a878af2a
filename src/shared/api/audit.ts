// The audit log on screen (/admin/audit, and each question's, test's and quiz's History): every
// change an admin made, who made it and when, with the before and after as a readable diff.
import { z } from 'zod';
import { route } from './contract.ts';
import { isIsoDate } from './admin-payments.ts';

export const AUDIT_PAGE_SIZE = 25;

const isoDate = z.string().refine(isIsoDate, 'Use a real date like 2026-11-23.');

export const auditQuery = z
  .object({
    /** the actor's user id */
    actor: z.uuid().optional(),
    action: z.string().trim().max(60).optional(),
    entity: z.string().trim().max(60).optional(),
    entityId: z.string().trim().max(200).optional(),
    /** India-time dates, inclusive */
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "'From' must not be after 'to'.", path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuery>;

/** The admin page an entry's entity has, by kind and id; the web makes the address. */
export const auditTarget = z.object({
  page: z.enum(['question', 'series', 'test', 'quiz', 'notification', 'page', 'person']),
  id: z.string(),
  /** a test's series: its page sits under it */
  parentId: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTarget>;

const textPart = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });

/** One field's change (shared/audit-diff.ts). */
export const auditChange = z.object({
  field: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
  text: z.array(textPart).nullable(),
});

/** A filter's choice: an actor by id, named as their newest entry names them. */
const auditActor = z.object({ id: z.string(), name: z.string(), email: z.string() });

/**
 * A person an entry names (who made the change, or whom it is about), as they were when it was
 * written: that is what survives a renamed or deleted account (issue 39).
 */
const auditPerson = z.object({
  /** their account, where the entry knows it */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** the account has been deleted since */
  deleted: z.boolean(),
  /** the account's name and e-mail now, where they differ from the entry's and the account still exists */
  now: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AuditPerson = z.infer<typeof auditPerson>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** null: the system (a webhook, a sign-in's role grant) */
  actor: auditPerson.nullable(),
  /** whom the entry is about, for an entry about a user (a role change, a grant, an account deleted); else null */
  subject: auditPerson.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** what the entity is called now, where it still exists: a question's first words, a test's title */
  entityName: z.string().nullable(),
  target: auditTarget.nullable(),
  changes: z.array(auditChange),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  page: z.number(),
  pageSize: z.number(),
  /** how many entries match the filters */
  total: z.number(),
});
export type AuditList = z.infer<typeof auditListResponse>;

/** The filters' choices: whoever, whatever and whichever kinds of thing the log holds. */
export const auditFacetsResponse = z.object({
  success: z.literal(true),
  actors: z.array(auditActor),
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsResponse>;

/** The audit log (src/server/features/admin/audit/routes.ts): masters and gods. */
export const auditApi = {
  list: route('GET', '/api/admin/audit', { querystring: auditQuery, response: { 200: auditListResponse } }),
  facets: route('GET', '/api/admin/audit/facets', { response: { 200: auditFacetsResponse } }),
};
