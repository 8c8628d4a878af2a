// Whether a paper is what its exam profile says (issue 42), in sentences an author can act on: the
// publish check refuses a paper with any, and the paper's page lists them as the author builds it.
// Every paper keeps to its exam's question types and marking; a whole paper ('full') also holds the
// profile's questions of each weight in each section, in the profile's time; a sectional test keeps
// to one section. A subject test (part of the syllabus) has no counts to meet.
import type { QuestionType } from './answer-key.ts';
import type { Marking } from './marking.ts';
import { isWholeExam, type PaperScope } from './paper-exam.ts';
import { markingOfProfile, type ExamProfile } from './profiles.ts';

export interface FitQuestion {
  section: 'Aptitude' | 'Technical';
  marks: number;
  type: QuestionType;
}

const TYPE_NAMES: Record<QuestionType, string> = { MCQ: 'an MCQ', MSQ: 'an MSQ', NAT: 'a NAT' };

/** '3', '3 and 7', '3, 7 and 9' */
function numbers(list: readonly number[]): string {
  return list.length === 1 ? String(list[0]) : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}
const questionsWord = (list: readonly number[]) => (list.length === 1 ? `Question ${list[0]} is` : `Questions ${numbers(list)} are`);
const shortName = (profile: ExamProfile) => `${profile.family} ${profile.paperCode}`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The profile's section a stored section belongs to (as paper-exam.ts's sectionOfExam files it). */
function profileSectionOf(profile: ExamProfile, stored: FitQuestion['section']) {
  const { sections } = profile;
  return sections.length <= 1 ? sections[0]! : stored === 'Aptitude' ? sections[0]! : sections[sections.length - 1]!;
}

function markingWords(marking: Marking): string {
  const worth = marking.marksEach === null ? '1 or 2 marks a question' : `${marking.marksEach} marks a question`;
  const wrong = marking.mcqPenalty === 0 ? 'nothing off a wrong answer' : `${Math.round(marking.mcqPenalty * 1000) / 10}% of its marks off a wrong MCQ`;
  return `${worth}, ${wrong}`;
}

/**
 * What differs between a paper and its profile (a sitting's paper: the sitting's, sittingProfile):
 * none when it fits. `marking` is the paper's (null for a weekly quiz, which keeps the spec's own
 * marking); `timeLimitSeconds` its time.
 */
export function profileDifferences(
  profile: ExamProfile,
  paper: { scope: PaperScope; marking: Marking | null; timeLimitSeconds: number; questions: readonly FitQuestion[] },
): string[] {
  const differences: string[] = [];
  const name = shortName(profile);
  // a marking that makes every question alike (UGC NET's 2) gives each those marks, whatever the bank says
  const numbered = paper.questions.map((question, index) => ({ ...question, marks: paper.marking?.marksEach ?? question.marks, number: index + 1 }));

  for (const type of ['MCQ', 'MSQ', 'NAT'] as const) {
    if (profile.questionTypes.includes(type)) continue;
    const off = numbered.filter((question) => question.type === type).map((question) => question.number);
    if (off.length > 0)
      differences.push(`${questionsWord(off)} ${off.length === 1 ? TYPE_NAMES[type] : `${type}s`}; ${name} asks ${profile.questionTypes.join(', ')} only.`);
  }

  // a weekly quiz's questions are worth what its own marking gives them
  if (paper.marking) {
    const weights = new Set(profile.sections.flatMap((section) => Object.keys(section.byMarks).map(Number)));
    const badWeight = numbered.filter((question) => !weights.has(question.marks)).map((question) => question.number);
    if (badWeight.length > 0)
      differences.push(`${questionsWord(badWeight)} worth marks ${name} does not give; its questions carry ${[...weights].join(' or ')}.`);
  }

  if (paper.marking) {
    const expected = markingOfProfile(profile);
    const same = paper.marking.marksEach === expected.marksEach && Math.abs(paper.marking.mcqPenalty - expected.mcqPenalty) < 1e-9;
    if (!same) differences.push(`The paper is marked ${markingWords(paper.marking)}; ${name} gives ${markingWords(expected)}.`);
  }

  if (paper.scope === 'sectional') {
    const sections = new Set(paper.questions.map((question) => profileSectionOf(profile, question.section).key));
    if (sections.size > 1) differences.push(`A sectional test keeps to one section, but this one has questions of ${plural(sections.size, 'section')}.`);
  }

  if (isWholeExam(paper.scope)) {
    for (const section of profile.sections) {
      const inSection = numbered.filter((question) => profileSectionOf(profile, question.section).key === section.key);
      for (const [worth, wanted] of Object.entries(section.byMarks)) {
        const held = inSection.filter((question) => question.marks === Number(worth)).length;
        if (held !== wanted) differences.push(`${section.name.en} holds ${plural(held, `${worth}-mark question`)}; ${name} has ${wanted}.`);
      }
    }
    if (paper.timeLimitSeconds !== profile.seconds) {
      differences.push(`The paper has ${paper.timeLimitSeconds / 60} minutes; ${name} has ${profile.seconds / 60}.`);
    }
  }
  return differences;
}
