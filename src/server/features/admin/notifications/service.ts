// Notifications in the admin area (a master's): drafts, a publish date now or to come, unpublishing.
// The content module owns the table; this adds the rules, the slugs and the audit.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import {
  slugFromTitle,
  type AdminNotification,
  type NotificationInput,
  type NotificationPatch,
  type NotificationState,
} from '../../../../shared/api/admin-notifications.ts';
import { recordChange } from '../../audit/service.ts';
import * as content from '../../content/service.ts';
import type { Actor } from '../authoring.ts';

const ENTITY = 'notifications';

export function stateOf(publishedAt: Date | null, now: number): NotificationState {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

export function toAdminNotification(row: content.NotificationRow, now: number): AdminNotification {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    hindi: row.hindi,
    state: stateOf(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const slugTaken = (slug: string, title: string) =>
  conflict(`The address /notification/${slug} is already used by “${title}”. Choose another address.`, 'slug-taken');

/** The title's slug, or the first of slug-2, slug-3, … that no notification uses. */
async function freeSlug(db: Database, title: string): Promise<string> {
  const base = slugFromTitle(title) || 'notification';
  const used = new Set(await content.notificationSlugsLike(db, base));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

async function requireFreeSlug(db: Database, slug: string, exceptId?: string) {
  const other = await content.notificationWithSlug(db, slug, exceptId);
  if (other) throw slugTaken(slug, other.title);
}

export async function listNotifications(db: Database, now: number): Promise<AdminNotification[]> {
  return (await content.allNotifications(db)).map((row) => toAdminNotification(row, now));
}

export async function getNotification(db: Database, id: string, now: number): Promise<AdminNotification> {
  const row = await content.notificationById(db, id);
  if (!row) throw notFound('No such notification.');
  return toAdminNotification(row, now);
}

/** A draft: learners see nothing until it is published or its scheduled time comes. */
export async function createNotification(db: Database, actor: Actor, input: NotificationInput, now: number): Promise<AdminNotification> {
  return db.transaction(async (tx) => {
    if (input.slug) await requireFreeSlug(tx, input.slug);
    const slug = input.slug ?? (await freeSlug(tx, input.title));
    const row = await content.createNotification(tx, {
      slug,
      title: input.title,
      body: input.body,
      hindi: input.hindi,
      publishedAt: null,
      createdBy: actor.id,
    });
    if (!row) throw slugTaken(slug, 'another notification');
    await recordChange(tx, { actorId: actor.id, action: 'notification.create', entity: ENTITY, entityId: row.id, before: null, after: row });
    return toAdminNotification(row, now);
  });
}

/** Changes the row and audits it; `check` sees the row before and may refuse. */
async function change(
  db: Database,
  actor: Actor,
  id: string,
  action: string,
  values: (before: content.NotificationRow) => Partial<content.NotificationValues> | null,
  now: number,
): Promise<AdminNotification> {
  return db.transaction(async (tx) => {
    const before = await content.notificationById(tx, id, { lock: true });
    if (!before) throw notFound('No such notification.');
    const next = values(before);
    // nothing to change (publishing what is already published): no write, no audit entry
    if (next === null) return toAdminNotification(before, now);
    if (next.slug !== undefined && next.slug !== before.slug) await requireFreeSlug(tx, next.slug, id);
    const after = await content.changeNotification(tx, id, next);
    if (!after) throw slugTaken(next.slug ?? before.slug, 'another notification');
    await recordChange(tx, { actorId: actor.id, action, entity: ENTITY, entityId: id, before, after });
    return toAdminNotification(after, now);
  });
}

/** Title, address and text, and their Hindi; a published notification changes for learners at once. */
export function editNotification(db: Database, actor: Actor, id: string, patch: NotificationPatch, now: number) {
  return change(db, actor, id, 'notification.edit', () => patch, now);
}

/**
 * Dated with the server's clock, which reads the database's (src/server/clock.ts): the same instant
 * the answer's state is worked out from, and never later than the learners' lists compare with.
 */
export function publishNow(db: Database, actor: Actor, id: string, now: number) {
  return change(
    db,
    actor,
    id,
    'notification.publish',
    (before) => (stateOf(before.publishedAt, now) === 'published' ? null : { publishedAt: new Date(now) }),
    now,
  );
}

/** Learners see it from `publishAt` on; until then it stays off their lists and its address answers 404. */
export function schedule(db: Database, actor: Actor, id: string, publishAt: Date, now: number) {
  if (publishAt.getTime() <= now) throw badRequest('That time has already passed: pick a later one, or publish now.');
  return change(db, actor, id, 'notification.schedule', () => ({ publishedAt: publishAt }), now);
}

/** Back to a draft: gone from the learners' list and its address at once. */
export function unpublish(db: Database, actor: Actor, id: string, now: number) {
  return change(db, actor, id, 'notification.unpublish', (before) => (before.publishedAt === null ? null : { publishedAt: null }), now);
}
