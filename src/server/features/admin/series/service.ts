// Authoring test series: drafts by creators, publishing and deleting by masters, every change audited.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { AdminSeries, SeriesInput } from '../../../../shared/api/admin-content.ts';
import { finalPriceLabel, priceOf } from '../../../../shared/pricing.ts';
import { recordChange } from '../../audit/service.ts';
import * as catalogue from '../../catalogue/series.service.ts';
import { countPaidEnrolments, deleteUnpaidEnrolments, forgetEnrolments } from '../../enrolments/service.ts';
import { countPaymentsOfSeries } from '../../payments/service.ts';
import { anyAttemptsOf } from '../../attempts/service.ts';
import { requireCanChange, slugOf, type Actor } from '../authoring.ts';
import { forgetPapers } from '../papers/service.ts';

export function toAdminSeries(row: catalogue.SeriesRecord): AdminSeries {
  const price = priceOf(row.pricePaise, row.discountPercent);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    title: row.title,
    description: row.description,
    image: row.image,
    exam: row.exam,
    year: row.year,
    pricePaise: row.pricePaise,
    discountPercent: row.discountPercent,
    hindi: row.hindi,
    createdBy: row.createdBy,
    card: { ...price, title: row.title, image: row.image, exam: row.exam, year: row.year, finalPriceLabel: finalPriceLabel(price.finalPricePaise) },
  };
}

/** Rupees in the API, paise in the table: the schema already allowed at most two decimals. */
function toValues(input: Partial<SeriesInput>): Partial<catalogue.SeriesValues> {
  const { priceRupees, ...rest } = input;
  return { ...rest, ...(priceRupees === undefined ? {} : { pricePaise: Math.round(priceRupees * 100) }) };
}

export async function listSeries(db: Database): Promise<AdminSeries[]> {
  return (await catalogue.listAllSeries(db)).map(toAdminSeries);
}

export async function getSeries(db: Database, id: string): Promise<catalogue.SeriesRecord> {
  const row = await catalogue.findSeriesRecord(db, id);
  if (!row) throw notFound('No such test series.');
  return row;
}

export async function createSeries(db: Database, actor: Actor, input: SeriesInput): Promise<AdminSeries> {
  return db.transaction(async (tx) => {
    const values = toValues(input) as catalogue.SeriesValues;
    const row = await catalogue.insertSeries(tx, { ...values, slug: slugOf(input.title), createdBy: actor.id });
    await recordChange(tx, { actorId: actor.id, action: 'series.create', entity: 'test_series', entityId: row.id, before: null, after: row });
    return toAdminSeries(row);
  });
}

async function lockedSeries(tx: Database, id: string) {
  const row = await catalogue.lockSeries(tx, id);
  if (!row) throw notFound('No such test series.');
  return row;
}

export async function editSeries(db: Database, actor: Actor, id: string, input: Partial<SeriesInput>): Promise<AdminSeries> {
  return db.transaction(async (tx) => {
    const before = await lockedSeries(tx, id);
    await requireCanChange(tx, actor, before);
    const after = await catalogue.updateSeries(tx, id, toValues(input));
    await recordChange(tx, { actorId: actor.id, action: 'series.edit', entity: 'test_series', entityId: id, before, after });
    return toAdminSeries(after);
  });
}

export async function setSeriesStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<AdminSeries> {
  const { series, testIds } = await db.transaction(async (tx) => {
    const before = await lockedSeries(tx, id);
    const after = await catalogue.updateSeries(tx, id, { status });
    const action = status === 'published' ? 'series.publish' : 'series.unpublish';
    await recordChange(tx, { actorId: actor.id, action, entity: 'test_series', entityId: id, before, after });
    return { series: toAdminSeries(after), testIds: await catalogue.testIdsOfSeries(tx, id) };
  });
  // a test is open only while its series is published too: every instance reads its papers afresh
  await forgetPapers(
    db,
    testIds.map((testId) => ({ kind: 'test' as const, id: testId })),
  );
  return series;
}

export const PAYING_LEARNERS_MESSAGE = 'This test series has paying learners, so it cannot be deleted: unpublish it instead.';

/** Paying learners keep their receipts and results: such a series can only be unpublished. */
export async function deleteSeries(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSeries(tx, id);
    if ((await countPaidEnrolments(tx, id)) > 0) throw conflict(PAYING_LEARNERS_MESSAGE, 'has-paying-learners');
    // a stored result or an order in flight would lose its series: those are unpublished instead
    const testIds = await catalogue.testIdsOfSeries(tx, id);
    if (await anyAttemptsOf(tx, testIds, [])) {
      throw conflict('Learners have taken tests of this series, so it cannot be deleted: unpublish it instead.', 'has-learners');
    }
    if ((await countPaymentsOfSeries(tx, id)) > 0) {
      throw conflict('This test series has payment records, so it cannot be deleted: unpublish it instead.', 'has-learners');
    }
    const removedEnrolments = await deleteUnpaidEnrolments(tx, id);
    await catalogue.deleteSeries(tx, id);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'series.delete',
      entity: 'test_series',
      entityId: id,
      before: { ...before, removedEnrolments },
      after: null,
    });
  });
  await forgetEnrolments(db, { seriesId: id });
}
