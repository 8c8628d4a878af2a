// What a series holds and the rules of the exams it prepares for (issue 42), from its published
// tests and the profiles they are set for: the series page and the checkout say so, never more.
import type { SeriesExam, SeriesHolding } from '../../../shared/api/test-series.ts';
import { markingOf, type Marking } from '../../../shared/exam/marking.ts';
import { uniformMarks } from '../../../shared/exam/profiles.ts';
import type { SeriesPaper } from '../catalogue/service.ts';

const examName = (paper: SeriesPaper) => ({
  code: paper.profile.code,
  family: paper.profile.family,
  paperCode: paper.profile.paperCode,
  name: paper.profile.name,
});

/** The one value every paper has, or undefined when they differ. */
function common<T>(values: readonly T[]): T | undefined {
  return values.every((value) => value === values[0]) ? values[0] : undefined;
}

/**
 * The rules of one exam as its papers in the series apply them: the marking the papers are graded by
 * when they all agree (a paper's marking is what grading applies), else the profile's.
 */
function examRules(papers: readonly SeriesPaper[]): SeriesExam {
  const { profile } = papers[0]!;
  const markings: Marking[] = papers.map((paper) => markingOf(paper.marking, { negativeRatio: paper.negativeRatio }));
  return {
    ...examName(papers[0]!),
    questionTypes: profile.questionTypes,
    calculator: profile.calculator,
    marksEach: common(markings.map((marking) => marking.marksEach)) ?? uniformMarks(profile),
    mcqWrongShare: common(markings.map((marking) => marking.mcqPenalty)) ?? profile.wrongShare.MCQ ?? 0,
  };
}

/** `holds` and `exams` of a series' card, from its published tests in the series' order. */
export function seriesContents(papers: readonly SeriesPaper[]): { holds: SeriesHolding[]; exams: SeriesExam[] } {
  const holdings = new Map<string, SeriesHolding>();
  const byExam = new Map<string, SeriesPaper[]>();
  for (const paper of papers) {
    const key = `${paper.scope} ${paper.profile.code}`;
    const holding = holdings.get(key) ?? { scope: paper.scope, exam: examName(paper), questionCounts: [] };
    holding.questionCounts.push(paper.questionCount);
    holdings.set(key, holding);
    byExam.set(paper.profile.code, [...(byExam.get(paper.profile.code) ?? []), paper]);
  }
  return { holds: [...holdings.values()], exams: [...byExam.values()].map(examRules) };
}
