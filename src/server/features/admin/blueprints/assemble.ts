// Assembly (issue 42), pure: from the reviewed bank of the profile's exam, each part of a blueprint
// takes questions of its marks, its syllabus nodes and its level, never one held back (in a quiz
// whose key is still its own, or, for a quiz, in a test whose key learners see) and never one
// learners met in the weeks the blueprint leaves out; the least used first, then in an order the seed
// shuffles, so "assemble again" picks again. What a part could not fill is counted and said.
import type { AssembledPart, Assembly, BlueprintInput, BlueprintPart, BlueprintPick } from '../../../../shared/api/admin-blueprints.ts';
import { markingOfProfile, type ExamProfile } from '../../../../shared/exam/profiles.ts';
import type { PoolQuestion } from '../../catalogue/questions.service.ts';

/** A question's facility counts as its level once this many submitted attempts were served it. */
export const MIN_ATTEMPTS_FOR_LEVEL = 20;
/** At or above: easy (70% get it right); below HARD_BELOW: hard; between: medium. */
export const EASY_FROM = 0.7;
export const HARD_BELOW = 0.4;

export type Level = 'easy' | 'medium' | 'hard';

/** The level a question counts at: measured where enough learners answered it, else its author's. */
export function levelOf(question: Pick<PoolQuestion, 'facility' | 'statsAttempts' | 'difficulty'>): { level: Level | null; measured: boolean } {
  if (question.facility !== null && question.statsAttempts >= MIN_ATTEMPTS_FOR_LEVEL) {
    const level = question.facility >= EASY_FROM ? 'easy' : question.facility < HARD_BELOW ? 'hard' : 'medium';
    return { level, measured: true };
  }
  return { level: question.difficulty, measured: false };
}

/** What keeps a matching question out of this paper: a quiz's key, or (for a quiz) a test's key that learners see. */
export type HeldBy = 'quiz' | 'test';

export interface Candidate extends PoolQuestion {
  heldBy: HeldBy | null;
}

export interface AssemblyInput {
  profile: ExamProfile;
  blueprint: BlueprintInput;
  pool: readonly Candidate[];
  /** the nodes a part's nodes stand for (each with everything under it); empty: the whole tree */
  nodesOf: (topicIds: readonly string[]) => ReadonlySet<string> | null;
  /** which of the bank's two sections a profile section takes (service.ts, storedSectionsOf); null: both */
  storedSection: (key: string) => PoolQuestion['section'] | null;
  seed: number;
}

/** A stable shuffle: the same seed orders the same questions the same way. */
function shuffleKey(seed: number, id: string): number {
  let hash = 2166136261 ^ seed;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The marks every question of the profile carries (UGC NET's 2), or null: each question's own. */
const marksEachOf = (profile: ExamProfile) => markingOfProfile(profile).marksEach;

/** What a pick is worth in the paper it goes in: a weekly quiz's marking gives every question 1 (SPEC §9), a test the profile's. */
const worthIn = (input: Pick<AssemblyInput, 'profile' | 'blueprint'>): number | null => (input.blueprint.kind === 'quiz' ? 1 : marksEachOf(input.profile));

function matcher(input: AssemblyInput, sectionKey: string, part: BlueprintPart) {
  const { profile } = input;
  const stored = input.storedSection(sectionKey);
  const nodes = input.nodesOf(part.topicIds);
  const marksEach = marksEachOf(profile);
  return (question: Candidate) =>
    profile.questionTypes.includes(question.type) &&
    (part.types.length === 0 || part.types.includes(question.type)) &&
    (marksEach !== null || question.marks === part.marks) &&
    (stored === null || question.section === stored) &&
    (nodes === null || nodes.has(question.topicId)) &&
    (part.level === 'any' || levelOf(question).level === part.level);
}

function toPick(question: Candidate, worth: number | null): BlueprintPick {
  const { level, measured } = levelOf(question);
  return {
    id: question.id,
    text: question.text,
    type: question.type,
    marks: worth ?? question.marks,
    topic: question.topic,
    level,
    measured,
    facility: question.facility !== null && question.statsAttempts >= MIN_ATTEMPTS_FOR_LEVEL ? question.facility : null,
    inPapers: question.inPapers,
  };
}

/** The free questions of a part, best first: in the fewest papers, then in the seed's order. */
function ranked(input: AssemblyInput, matching: readonly Candidate[], taken: ReadonlySet<string>): Candidate[] {
  return matching
    .filter((question) => question.heldBy === null && !question.seenRecently && !taken.has(question.id))
    .sort((a, b) => a.inPapers - b.inPapers || shuffleKey(input.seed, a.id) - shuffleKey(input.seed, b.id));
}

const questions = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

function shortfallOf(
  part: BlueprintPart,
  found: number,
  matching: readonly Candidate[],
  taken: ReadonlySet<string>,
  weeks: number,
): AssembledPart['shortfall'] {
  if (found >= part.count) return null;
  const inOpenQuizzes = matching.filter((question) => question.heldBy === 'quiz').length;
  const keyInTests = matching.filter((question) => question.heldBy === 'test').length;
  const seenRecently = matching.filter((question) => question.heldBy === null && question.seenRecently).length;
  const pickedElsewhere = matching.filter((question) => question.heldBy === null && !question.seenRecently && taken.has(question.id)).length;
  const reasons = [
    inOpenQuizzes > 0 ? `${inOpenQuizzes} in an open or coming weekly quiz` : '',
    keyInTests > 0 ? `${keyInTests} in a test whose answers learners see` : '',
    seenRecently > 0 ? `${seenRecently} met by learners in the last ${weeks === 1 ? 'week' : `${weeks} weeks`}` : '',
    pickedElsewhere > 0 ? `${pickedElsewhere} picked for an earlier part` : '',
  ].filter(Boolean);
  const message =
    matching.length === 0
      ? `Found none of ${part.count}: no reviewed question matches this part.`
      : `Found ${found} of ${part.count}: ${questions(matching.length)} match${matching.length === 1 ? 'es' : ''}${reasons.length ? `, left out: ${reasons.join('; ')}` : ''}.`;
  return { missing: part.count - found, inOpenQuizzes, keyInTests, seenRecently, pickedElsewhere, message };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Picks every part of the blueprint, in the profile's order of sections, each question once. */
export function assemble(input: AssemblyInput): Assembly {
  const { profile, blueprint } = input;
  const taken = new Set<string>();
  const worth = worthIn(input);
  const sections = profile.sections.flatMap((section) => {
    const planned = blueprint.sections.find((entry) => entry.key === section.key);
    if (!planned) return [];
    const parts = planned.parts.map((part): AssembledPart => {
      const matching = input.pool.filter(matcher(input, section.key, part));
      const picks = ranked(input, matching, taken).slice(0, part.count);
      const shortfall = shortfallOf(part, picks.length, matching, taken, blueprint.excludeSeenWeeks);
      for (const pick of picks) taken.add(pick.id);
      return { part, picks: picks.map((question) => toPick(question, worth)), shortfall };
    });
    const profileQuestions = sum(Object.values(section.byMarks));
    return [
      {
        key: section.key,
        name: section.name.en,
        parts,
        picked: { questions: sum(parts.map((part) => part.picks.length)), marks: sum(parts.flatMap((part) => part.picks.map((pick) => pick.marks))) },
        wanted: { questions: sum(planned.parts.map((part) => part.count)), marks: sum(planned.parts.map((part) => part.count * (worth ?? part.marks))) },
        profile: {
          questions: profileQuestions,
          marks: sum(Object.entries(section.byMarks).map(([marks, count]) => Number(marks) * (count ?? 0))),
        },
      },
    ];
  });
  const total = (pick: (section: (typeof sections)[number]) => { questions: number; marks: number }) => ({
    questions: sum(sections.map((section) => pick(section).questions)),
    marks: sum(sections.map((section) => pick(section).marks)),
  });
  const profileTotal = {
    questions: sum(profile.sections.map((section) => sum(Object.values(section.byMarks)))),
    marks: sum(profile.sections.flatMap((section) => Object.entries(section.byMarks).map(([marks, count]) => Number(marks) * (count ?? 0)))),
  };
  return {
    profileCode: profile.code,
    sections,
    picked: total((section) => section.picked),
    wanted: total((section) => section.wanted),
    profile: profileTotal,
    complete: sections.every((section) => section.parts.every((part) => part.shortfall === null)),
  };
}

/** What could take a pick's place in one part, best first: free questions of the part not in `exclude`. */
export function alternatives(input: AssemblyInput, sectionKey: string, partIndex: number, exclude: readonly string[], limit = 20): BlueprintPick[] {
  const part = input.blueprint.sections.find((section) => section.key === sectionKey)?.parts[partIndex];
  if (!part) return [];
  const matching = input.pool.filter(matcher(input, sectionKey, part));
  return ranked(input, matching, new Set(exclude))
    .slice(0, limit)
    .map((question) => toPick(question, worthIn(input)));
}
