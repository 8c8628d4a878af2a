// What each entity an audit page shows is called now, and where its admin page is: read-only
// look-ups by id through the modules that own each kind, one query per kind on the page.
import type { Database } from '../../../db/client.ts';
import { excerptOf } from '../../../../shared/markdown/excerpt.ts';
import type { AuditTarget } from '../../../../shared/api/audit.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { catalogueNames } from '../../catalogue/names.service.ts';
import { allNotifications, allPages } from '../../content/service.ts';
import { findPayment } from '../../payments/service.ts';

export interface Named {
  name: string | null;
  target: AuditTarget | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The question's first words, still valid Markdown (no formula cut open), for one row of a list. */
const excerpt = (text: string) => excerptOf(text, 110);

const target = (page: AuditTarget['page'], id: string, parentId: string | null = null): AuditTarget => ({ page, id, parentId });

/** An enrolment's entity id is 'userId:seriesId'. */
const enrolmentUser = (entityId: string) => entityId.split(':')[0] ?? '';

/** Each (entity, entity id) of the page, by `${entity}:${entityId}`, named and linked where it still exists. */
export async function nameEntities(db: Database, refs: { entity: string; entityId: string | null }[]): Promise<Map<string, Named>> {
  const idsOf = (entity: string, pick: (entityId: string) => string = (id) => id) => [
    ...new Set(refs.filter((ref) => ref.entity === entity && ref.entityId).map((ref) => pick(ref.entityId!))),
  ];
  const uuids = (ids: string[]) => ids.filter((id) => UUID.test(id));
  const paymentIds = uuids(idsOf('payment'));
  // the site's pages and notifications are a few dozen: read whole rather than by id
  const [catalogue, notificationRows, pageRows, paymentRows] = await Promise.all([
    catalogueNames(db, {
      questionIds: uuids(idsOf('question')),
      seriesIds: uuids(idsOf('test_series')),
      testIds: uuids(idsOf('test')),
      quizIds: uuids(idsOf('quiz')),
    }),
    idsOf('notifications').length ? allNotifications(db) : Promise.resolve([]),
    idsOf('pages').length ? allPages(db) : Promise.resolve([]),
    Promise.all(paymentIds.map((id) => findPayment(db, id))),
  ]);
  const payments = paymentRows.filter((row) => row !== null);
  const people = await findUsersForAdmin(db, uuids([...idsOf('user'), ...idsOf('enrolment', enrolmentUser), ...payments.map((row) => row.userId)]));

  const named = new Map<string, Named>();
  const set = (entity: string, entityId: string, name: string | null, to: AuditTarget | null) => named.set(`${entity}:${entityId}`, { name, target: to });
  for (const row of catalogue.questions) set('question', row.id, excerpt(row.text), target('question', row.id));
  for (const row of catalogue.series) set('test_series', row.id, row.title, target('series', row.id));
  for (const row of catalogue.tests) set('test', row.id, `${row.seriesTitle} › ${row.title}`, target('test', row.id, row.seriesId));
  for (const row of catalogue.quizzes) set('quiz', row.id, row.title, target('quiz', row.id));
  for (const row of notificationRows) set('notifications', row.id, row.title, target('notification', row.id));
  for (const row of pageRows) set('pages', row.slug, row.title, target('page', row.slug));
  for (const row of payments) set('payment', row.id, `Receipt ${row.receiptNumber}`, target('person', row.userId));
  for (const ref of refs) {
    if (!ref.entityId) continue;
    if (ref.entity === 'user' && people.has(ref.entityId)) set('user', ref.entityId, people.get(ref.entityId)!.name, target('person', ref.entityId));
    const learner = enrolmentUser(ref.entityId);
    if (ref.entity === 'enrolment' && people.has(learner)) set('enrolment', ref.entityId, people.get(learner)!.name, target('person', learner));
  }
  return named;
}
