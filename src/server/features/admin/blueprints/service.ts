// Blueprints (issue 42): a master keeps them, assembles a paper from the reviewed bank with one
// (assemble.ts does the picking), swaps picks for the alternatives it offers, and saves the picks as
// a draft test or weekly quiz through the paper module, whose own rules (the placement of a quiz's
// questions, the author's right to change the series) still hold. Every change is audited.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http-errors.ts';
import type { AdminBlueprint, Assembly, BlueprintInput, BlueprintPick, DraftInput } from '../../../../shared/api/admin-blueprints.ts';
import { sittingOf, type ExamProfile } from '../../../../shared/exam/profiles.ts';
import { papersStartedSince } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import { reviewedPool } from '../../catalogue/questions.service.ts';
import { findProfileRow, listExamProfiles } from '../../exam-profiles/service.ts';
import type { Actor } from '../authoring.ts';
import { createQuiz, createTest, keyHoldersOf, quizSteps, testSteps } from '../papers/service.ts';
import { alternatives, assemble, type Candidate } from './assemble.ts';
import * as repository from './repository.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;
// the paper module's rule asks which other paper keeps a question out of "this" one: a new paper has no id yet
const NEW_PAPER = '00000000-0000-0000-0000-000000000000';
// a bound on the ids one query of the placement rule names
const HOLDERS_CHUNK = 5000;

const toAdmin = (row: repository.BlueprintRow): AdminBlueprint => ({
  id: row.id,
  blueprint: row.blueprint,
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
});

async function requireProfile(db: Database, code: string): Promise<ExamProfile> {
  const row = await findProfileRow(db, code);
  if (!row) throw badRequest(`No exam profile has the code “${code}”: choose one of those at /admin/exams.`, 'no-such-exam-profile');
  return row.profile;
}

/**
 * Which of the bank's two sections (Aptitude, Technical) each section of the profile takes: GATE's
 * first is Aptitude, its last the subject; of a sitting's two one-section papers (UGC NET's), the first
 * takes Aptitude and the second Technical; a paper sat alone with one section takes both.
 */
async function storedSectionsOf(db: Database, profile: ExamProfile): Promise<(key: string) => 'Aptitude' | 'Technical' | null> {
  if (profile.sections.length > 1) return (key) => (profile.sections[0]!.key === key ? 'Aptitude' : 'Technical');
  const sitting = sittingOf(profile, await listExamProfiles(db)).profiles;
  if (sitting.length < 2) return () => null;
  const stored = sitting[0]!.code === profile.code ? 'Aptitude' : 'Technical';
  return () => stored;
}

/** Every node of the exam's tree that each node stands for: itself and everything under it. */
async function nodesOfTree(db: Database, exam: string) {
  const tree = await repository.treeOf(db, exam);
  const children = new Map<string, string[]>();
  for (const node of tree) if (node.parentId) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const known = new Set(tree.map((node) => node.id));
  const nodesOf = (topicIds: readonly string[]): ReadonlySet<string> | null => {
    if (topicIds.length === 0) return null;
    const found = new Set<string>();
    const stack = [...topicIds];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    return found;
  };
  return { known, nodesOf };
}

/** A blueprint that fits its profile: its sections the profile's, its marks those a section asks, its nodes in the exam's tree. */
async function checked(db: Database, blueprint: BlueprintInput) {
  const profile = await requireProfile(db, blueprint.profileCode);
  const tree = await nodesOfTree(db, profile.family);
  for (const section of blueprint.sections) {
    const own = profile.sections.find((entry) => entry.key === section.key);
    if (!own) throw badRequest(`${profile.name.en} has no section ${section.key}: its sections are ${profile.sections.map((entry) => entry.key).join(', ')}.`);
    section.parts.forEach((part, index) => {
      if (own.byMarks[String(part.marks) as '1' | '2'] === undefined) {
        const asked = Object.keys(own.byMarks).join(' or ');
        throw badRequest(`Part ${index + 1} of ${own.name.en} asks for ${part.marks}-mark questions; the section has ${asked}-mark questions.`);
      }
      const foreign = part.types.filter((type) => !profile.questionTypes.includes(type));
      if (foreign.length > 0) {
        throw badRequest(
          `Part ${index + 1} of ${own.name.en} asks for ${foreign.join(' and ')} questions; ${profile.name.en} asks ${profile.questionTypes.join(', ')} only.`,
        );
      }
      if (part.topicIds.some((id) => !tree.known.has(id))) {
        throw badRequest(`Part ${index + 1} of ${own.name.en} names a syllabus node that is not in the ${profile.family} tree.`);
      }
    });
  }
  return { profile, nodesOf: tree.nodesOf, storedSection: await storedSectionsOf(db, profile) };
}

/** The reviewed bank of the profile's exam, each question marked with what holds it back from a new paper of `kind`. */
async function poolOf(
  db: Database,
  profile: ExamProfile,
  kind: BlueprintInput['kind'],
  excludeSeenWeeks: number,
  now: number,
  ids?: readonly string[],
): Promise<Candidate[]> {
  const taken = excludeSeenWeeks > 0 ? await papersStartedSince(db, new Date(now - excludeSeenWeeks * WEEK_MS)) : { tests: [], quizzes: [] };
  const pool = await reviewedPool(db, profile.family, taken, ids);
  const held = new Map<string, 'quiz' | 'test'>();
  for (let start = 0; start < pool.length; start += HOLDERS_CHUNK) {
    const chunk = pool.slice(start, start + HOLDERS_CHUNK).map((question) => question.id);
    for (const [id, holder] of await keyHoldersOf(db, { kind, id: NEW_PAPER }, chunk)) held.set(id, holder.kind);
  }
  return pool.map((question) => ({ ...question, heldBy: held.get(question.id) ?? null }));
}

export async function listBlueprints(db: Database): Promise<AdminBlueprint[]> {
  return (await repository.listBlueprintRows(db)).map(toAdmin);
}

export async function getBlueprint(db: Database, id: string): Promise<AdminBlueprint> {
  const row = await repository.findBlueprintRow(db, id);
  if (!row) throw notFound('No such blueprint.');
  return toAdmin(row);
}

export async function createBlueprint(db: Database, actor: Actor, blueprint: BlueprintInput): Promise<AdminBlueprint> {
  await checked(db, blueprint);
  return db.transaction(async (tx) => {
    const row = await repository.insertBlueprint(tx, blueprint, actor.id);
    await recordChange(tx, { actorId: actor.id, action: 'blueprint.create', entity: 'blueprint', entityId: row.id, before: null, after: row });
    return toAdmin(row);
  });
}

export async function saveBlueprint(db: Database, actor: Actor, id: string, blueprint: BlueprintInput): Promise<AdminBlueprint> {
  await checked(db, blueprint);
  return db.transaction(async (tx) => {
    const before = await repository.findBlueprintRow(tx, id, true);
    if (!before) throw notFound('No such blueprint.');
    const after = await repository.updateBlueprint(tx, id, blueprint);
    await recordChange(tx, { actorId: actor.id, action: 'blueprint.edit', entity: 'blueprint', entityId: id, before, after });
    return toAdmin(after);
  });
}

export async function removeBlueprint(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.findBlueprintRow(tx, id, true);
    if (!before) throw notFound('No such blueprint.');
    await repository.deleteBlueprint(tx, id);
    await recordChange(tx, { actorId: actor.id, action: 'blueprint.delete', entity: 'blueprint', entityId: id, before, after: null });
  });
}

/** Picks a paper with the blueprint from today's reviewed bank; `seed` picks again among equals. */
export async function assembleBlueprint(db: Database, blueprint: BlueprintInput, seed: number, now: number): Promise<Assembly> {
  const { profile, nodesOf, storedSection } = await checked(db, blueprint);
  const pool = await poolOf(db, profile, blueprint.kind, blueprint.excludeSeenWeeks, now);
  return assemble({ profile, blueprint, pool, nodesOf, storedSection, seed });
}

/** What could take a pick's place in one part of the blueprint, best first, leaving out `exclude`. */
export async function alternativesFor(
  db: Database,
  request: { blueprint: BlueprintInput; section: string; part: number; exclude: string[] },
  now: number,
): Promise<BlueprintPick[]> {
  const { blueprint } = request;
  const { profile, nodesOf, storedSection } = await checked(db, blueprint);
  if (!blueprint.sections.find((section) => section.key === request.section)?.parts[request.part]) throw badRequest('The blueprint has no such part.');
  const pool = await poolOf(db, profile, blueprint.kind, blueprint.excludeSeenWeeks, now);
  return alternatives({ profile, blueprint, pool, nodesOf, storedSection, seed: 0 }, request.section, request.part, request.exclude);
}

const HELD_REASONS = { quiz: 'now in an open or coming weekly quiz', test: 'in a test whose answers learners see' } as const;

/**
 * The picks, in order, as a new draft test of a series or weekly quiz of the blueprint's profile. Each
 * is checked again first: one an open quiz took since, or that left the reviewed bank, is refused with
 * its reason, and nothing is saved.
 */
export async function saveDraft(db: Database, actor: Actor, input: DraftInput, now: number): Promise<{ kind: 'test' | 'quiz'; id: string }> {
  const profile = await requireProfile(db, input.profileCode);
  const { target } = input;
  const found = new Map((await poolOf(db, profile, target.kind, 0, now, input.questionIds)).map((question) => [question.id, question]));
  const problems = input.questionIds.flatMap((id) => {
    const question = found.get(id);
    if (!question) return [{ id, reason: `no longer a reviewed question of the ${profile.family} bank` }];
    return question.heldBy ? [{ id, reason: HELD_REASONS[question.heldBy] }] : [];
  });
  if (problems.length > 0) {
    const noun = problems.length === 1 ? 'One pick' : `${problems.length} picks`;
    throw conflict(`${noun} can no longer go in the paper: swap ${problems.length === 1 ? 'it' : 'them'} or assemble again.`, 'picks-held-back', {
      questions: problems,
    });
  }
  return db.transaction(async (tx) => {
    if (target.kind === 'test') {
      const test = await createTest(tx, actor, target.seriesId, {
        difficulty: target.difficulty,
        title: target.title,
        timeLimitMinutes: target.timeLimitMinutes,
        profileCode: profile.code,
        scope: target.scope,
      });
      await testSteps.setQuestions(tx, actor, test.id, input.questionIds);
      return { kind: 'test' as const, id: test.id };
    }
    const quiz = await createQuiz(tx, actor, {
      title: target.title,
      exam: profile.family,
      timeLimitMinutes: target.timeLimitMinutes,
      opensAt: target.opensAt,
      closesAt: target.closesAt,
      correctMarks: 1,
      wrongMarks: 0.33,
      marking: 'weekly',
      offeredInHindi: false,
      profileCode: profile.code,
    });
    await quizSteps.setQuestions(tx, actor, quiz.id, input.questionIds);
    return { kind: 'quiz' as const, id: quiz.id };
  });
}
