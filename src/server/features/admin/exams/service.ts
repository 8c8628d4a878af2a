// The exam profiles in the admin area (issue 42): every admin reads them; a god changes a shipped
// profile's names and instructions (its rules are the seed's), or copies one under a new code and then
// sets the copy's rules too. Each change is audited with the profile before and after.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import { SHIPPED_RULES_MESSAGE, type AdminExamProfile, type ExamProfileCopy } from '../../../../shared/api/admin-exams.ts';
import { examProfile, profileTotals, sittingOf, type ExamProfile } from '../../../../shared/exam/profiles.ts';
import { findPublicProfiles } from '../../accounts/service.ts';
import { recordChange } from '../../audit/service.ts';
import * as repository from '../../exam-profiles/service.ts';
import type { Actor } from '../authoring.ts';

function toAdmin(row: repository.ExamProfileRow, all: readonly ExamProfile[], names: Map<string, { name: string }>): AdminExamProfile {
  return {
    profile: row.profile,
    shipped: row.seedVersion !== null,
    seedVersion: row.seedVersion,
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy: row.editedBy ? (names.get(row.editedBy)?.name ?? 'Deleted user') : null,
    totals: profileTotals(row.profile),
    sittingSeconds: sittingOf(row.profile, all).seconds,
  };
}

async function toAdminList(db: Database, rows: repository.ExamProfileRow[]): Promise<AdminExamProfile[]> {
  const all = (await repository.listProfileRows(db)).map((row) => row.profile);
  const names = await findPublicProfiles(
    db,
    rows.flatMap((row) => (row.editedBy ? [row.editedBy] : [])),
  );
  return rows.map((row) => toAdmin(row, all, names));
}

export async function listAdminProfiles(db: Database): Promise<AdminExamProfile[]> {
  return toAdminList(db, await repository.listProfileRows(db));
}

export async function getAdminProfile(db: Database, code: string): Promise<AdminExamProfile> {
  const row = await repository.findProfileRow(db, code);
  if (!row) throw notFound('No such exam profile.');
  return (await toAdminList(db, [row]))[0]!;
}

/** The profile with another's texts: its name, its sections' names and its instructions. */
function withTextsOf(rules: ExamProfile, texts: ExamProfile): ExamProfile {
  return {
    ...rules,
    name: texts.name,
    instructions: texts.instructions,
    sections: rules.sections.map((section, index) => ({ ...section, name: texts.sections[index]?.name ?? section.name })),
  };
}

/** JSON with every object's keys in order: the database's jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** PUT /api/admin/exams/:code: a shipped profile's texts, or all of a copy. */
export async function saveProfile(db: Database, actor: Actor, code: string, input: ExamProfile, at: Date): Promise<AdminExamProfile> {
  if (input.code !== code) throw badRequest("A profile's code cannot change: copy it under the new code instead.");
  const row = await db.transaction(async (tx) => {
    const before = await repository.findProfileRow(tx, code, true);
    if (!before) throw notFound('No such exam profile.');
    if (before.seedVersion !== null) {
      // the rules as stored, the texts as sent: anything else that differs is a rule
      const texts = withTextsOf(before.profile, input);
      if (input.sections.length !== before.profile.sections.length || !sameJson(withTextsOf(input, before.profile), before.profile)) {
        throw badRequest(SHIPPED_RULES_MESSAGE);
      }
      input = texts;
    }
    const after = await repository.updateProfile(tx, code, examProfile.parse(input), actor.id, at);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'exam-profile.edit',
      entity: 'exam_profiles',
      entityId: code,
      before: before.profile,
      after: after.profile,
    });
    return after;
  });
  return (await toAdminList(db, [row]))[0]!;
}

/** POST /api/admin/exams/:code/copy */
export async function copyProfile(db: Database, actor: Actor, code: string, input: ExamProfileCopy, at: Date): Promise<AdminExamProfile> {
  const row = await db.transaction(async (tx) => {
    const source = await repository.findProfileRow(tx, code);
    if (!source) throw notFound('No such exam profile.');
    // a partner left as it was would pair the copy with a profile that sits with another
    const copy = examProfile.parse({ ...source.profile, code: input.code, name: input.name, sitsWith: null });
    const created = await repository.insertProfile(tx, copy, actor.id, at);
    if (!created) throw conflict(`There is already a profile with the code ${input.code}.`, 'exam-code-taken');
    await recordChange(tx, {
      actorId: actor.id,
      action: 'exam-profile.copy',
      entity: 'exam_profiles',
      entityId: input.code,
      before: null,
      after: { from: code, ...created.profile },
    });
    return created;
  });
  return (await toAdminList(db, [row]))[0]!;
}
