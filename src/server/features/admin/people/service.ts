// People: the admin's view of a learner (e-mail, enrolments, attempts, payments) and access given
// or taken back by hand. Enrolling goes through enrol(), the one way in; every change is audited.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import { PEOPLE_PAGE_SIZE, type PeopleQuery, type PersonAttempt, type PersonEnrolment, type PersonRow } from '../../../../shared/api/admin-people.ts';
import { findUser, searchUsers, type UserRow } from '../../accounts/service.ts';
import { listAttemptsOfUser } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import { findSeries, findSeriesMany, titlesOf } from '../../catalogue/service.ts';
import { deleteAdminGrant, enrol, findEnrolment, forgetEnrolments, listEnrolments } from '../../enrolments/service.ts';
import { listPayments } from '../../payments/service.ts';
import { toAdminPayments } from '../payments/service.ts';

const ATTEMPTS_SHOWN = 200;
const PAYMENTS_SHOWN = 100;

const toPerson = (user: UserRow): PersonRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});

export async function listPeople(db: Database, query: PeopleQuery) {
  const { rows, total } = await searchUsers(db, {
    search: query.q || undefined,
    offset: (query.page - 1) * PEOPLE_PAGE_SIZE,
    limit: PEOPLE_PAGE_SIZE,
  });
  return { people: rows.map(toPerson), total, page: query.page, pageSize: PEOPLE_PAGE_SIZE };
}

async function requireUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw notFound('No such user.');
  return user;
}

async function enrolmentsOf(db: Database, userId: string): Promise<PersonEnrolment[]> {
  const rows = await listEnrolments(db, userId);
  const series = await findSeriesMany(
    db,
    rows.map((row) => row.seriesId),
    null,
  );
  const titles = new Map(series.map((item) => [item.id, item.title]));
  return rows.map((row) => ({
    seriesId: row.seriesId,
    seriesTitle: titles.get(row.seriesId) ?? 'Deleted series',
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    paymentId: row.paymentId,
  }));
}

async function attemptsOf(db: Database, userId: string): Promise<PersonAttempt[]> {
  const rows = await listAttemptsOfUser(db, userId, ATTEMPTS_SHOWN);
  const titles = await titlesOf(
    db,
    rows.flatMap((row) => (row.testId ? [row.testId] : [])),
    rows.flatMap((row) => (row.quizId ? [row.quizId] : [])),
  );
  return rows.map((row) => {
    const analysis = row.analysis as AnalyzedData | null;
    const targetId = (row.testId ?? row.quizId)!;
    return {
      id: row.id,
      kind: row.testId ? ('test' as const) : ('quiz' as const),
      title: titles.get(targetId) ?? 'Deleted paper',
      score: row.submittedAt ? (analysis?.basicMetrics.score ?? row.score) : null,
      maxScore: analysis?.basicMetrics.maxPossibleMarks ?? null,
      startedAt: row.startedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    };
  });
}

export async function personDetail(db: Database, userId: string) {
  const user = await requireUser(db, userId);
  const [enrolments, attempts, payments] = await Promise.all([
    enrolmentsOf(db, userId),
    attemptsOf(db, userId),
    listPayments(db, { userId }, { offset: 0, limit: PAYMENTS_SHOWN }).then(({ rows }) => toAdminPayments(db, rows)),
  ]);
  return { person: toPerson(user), enrolments, attempts, payments };
}

/** Gives a learner a series by hand (source 'admin'), with the reason in the audit log. */
export async function grantAccess(db: Database, actorId: string, userId: string, seriesId: string, reason: string) {
  await requireUser(db, userId);
  const series = await findSeries(db, seriesId, null);
  if (!series) throw notFound('No such test series.');
  await db.transaction(async (tx) => {
    const { created } = await enrol(tx, { userId, seriesId, source: 'admin' });
    if (!created) {
      const existing = await findEnrolment(tx, userId, seriesId);
      throw conflict(`This learner already has '${series.title}' (${existing?.source ?? 'enrolled'}).`, 'already-enrolled');
    }
    await recordChange(tx, {
      actorId,
      action: 'access.grant',
      entity: 'enrolment',
      entityId: `${userId}:${seriesId}`,
      before: null,
      after: { userId, seriesId, source: 'admin', reason },
    });
  });
  return enrolmentsOf(db, userId);
}

const REVOKE_REFUSED: Record<string, string> = {
  paid: 'This learner paid for this series: a paid enrolment cannot be revoked here (refund it through Razorpay first).',
  free: 'This learner registered for this free series themselves: only access an admin granted can be revoked.',
  prize: 'This learner won this series as a weekly-quiz prize: only access an admin granted can be revoked.',
};

/** Takes back an admin's grant, with the reason in the audit log; paid, free and prize enrolments stay. */
export async function revokeAccess(db: Database, actorId: string, userId: string, seriesId: string, reason: string) {
  await requireUser(db, userId);
  await db.transaction(async (tx) => {
    const removed = await deleteAdminGrant(tx, userId, seriesId);
    if (!removed) {
      const existing = await findEnrolment(tx, userId, seriesId);
      if (!existing) throw notFound('This learner is not enrolled in this series.');
      throw conflict(REVOKE_REFUSED[existing.source] ?? 'Only access an admin granted can be revoked.', 'not-granted');
    }
    await recordChange(tx, {
      actorId,
      action: 'access.revoke',
      entity: 'enrolment',
      entityId: `${userId}:${seriesId}`,
      before: { userId, seriesId, source: removed.source, grantedAt: removed.createdAt },
      after: { reason },
    });
  });
  // the learner may hold a cached yes on any instance: it goes now
  await forgetEnrolments(db, { userId, seriesId });
  return enrolmentsOf(db, userId);
}
