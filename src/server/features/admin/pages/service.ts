// The static pages (about, contact, terms, policy) in the admin area: a master rewrites them in
// Markdown; learners get the new text on their next visit. The content module owns the table.
import type { Database } from '../../../db/client.ts';
import { staticPageSlugs, type AdminPage, type PageInput, type StaticPageSlug } from '../../../../shared/api/admin-notifications.ts';
import { findPublicProfiles } from '../../accounts/service.ts';
import { recordChange } from '../../audit/service.ts';
import * as content from '../../content/service.ts';
import type { Actor } from '../authoring.ts';

function toAdminPage(slug: StaticPageSlug, row: content.PageRow | undefined, names: Map<string, { name: string }>): AdminPage {
  // not written yet: the editor starts from the text the site shows meanwhile
  if (!row) {
    const shipped = content.defaultPageOf(slug);
    return { slug, exists: false, title: shipped?.title ?? '', body: shipped?.body ?? '', updatedAt: null, updatedBy: null };
  }
  return {
    slug,
    exists: true,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? (names.get(row.updatedBy)?.name ?? null) : null,
  };
}

/** The four pages in the footer's order, written or not. */
export async function listPages(db: Database): Promise<AdminPage[]> {
  const rows = new Map((await content.allPages(db)).map((row) => [row.slug, row]));
  const editors = [...rows.values()].flatMap((row) => (row.updatedBy ? [row.updatedBy] : []));
  const names = await findPublicProfiles(db, editors);
  return staticPageSlugs.map((slug) => toAdminPage(slug, rows.get(slug), names));
}

export async function getPage(db: Database, slug: StaticPageSlug): Promise<AdminPage> {
  return (await listPages(db)).find((page) => page.slug === slug)!;
}

export async function savePage(db: Database, actor: Actor, slug: StaticPageSlug, input: PageInput): Promise<AdminPage> {
  const row = await db.transaction(async (tx) => {
    const before = await content.lockPage(tx, slug);
    const after = await content.savePage(tx, { slug, title: input.title, body: input.body, updatedBy: actor.id });
    await recordChange(tx, { actorId: actor.id, action: 'page.edit', entity: 'pages', entityId: slug, before, after });
    return after;
  });
  return toAdminPage(slug, row, await findPublicProfiles(db, [actor.id]));
}
