// The papers learners' reports came from: each report names an attempt, whose test or quiz says
// where the question was met, what it is called, and where the learner's result is.
import type { Database } from '../../../db/client.ts';
import type { PaperKind, ReportedPaper } from '../../../../shared/api/admin-reports.ts';
import { findAttemptPapers } from '../../attempts/service.ts';
import { findQuiz, findTestPlacement, titlesOf } from '../../catalogue/service.ts';
import { questionInPaper } from '../../catalogue/papers.service.ts';

type Paper = { kind: PaperKind; id: string };

const paperOfAttempt = (row: { testId: string | null; quizId: string | null } | undefined): Paper | null => {
  if (row?.testId) return { kind: 'test', id: row.testId };
  if (row?.quizId) return { kind: 'quiz', id: row.quizId };
  return null;
};

/** Each attempt's paper with its title, by attempt id; an attempt deleted since has none. */
export async function papersOfAttempts(db: Database, attemptIds: (string | null)[]): Promise<Map<string, ReportedPaper>> {
  const ids = [...new Set(attemptIds.filter((id): id is string => id !== null))];
  const attempts = await findAttemptPapers(db, ids);
  const papers = new Map<string, Paper>();
  for (const id of ids) {
    const paper = paperOfAttempt(attempts.get(id));
    if (paper) papers.set(id, paper);
  }
  const all = [...papers.values()];
  const titles = await titlesOf(
    db,
    all.filter((paper) => paper.kind === 'test').map((paper) => paper.id),
    all.filter((paper) => paper.kind === 'quiz').map((paper) => paper.id),
  );
  return new Map([...papers].map(([attemptId, paper]) => [attemptId, { ...paper, title: titles.get(paper.id) ?? 'A paper since deleted' }]));
}

export interface ResultPlace {
  paperTitle: string;
  /** the result page of the learner's attempt, at the question */
  link: string;
  questionNumber: number | null;
}

/**
 * Where a learner reads their result of the paper, at the question: the address their notice links
 * to (the web's giveTestPath and weeklyQuizAttemptPath, with the result's question anchor).
 */
export async function resultPlace(db: Database, paper: ReportedPaper, userId: string, questionId: string): Promise<ResultPlace | null> {
  const seg = encodeURIComponent;
  const placed = await questionInPaper(db, paper, questionId);
  const questionNumber = placed ? placed.position + 1 : null;
  const anchor = questionNumber ? `#question-${questionNumber}` : '';
  if (paper.kind === 'test') {
    const test = await findTestPlacement(db, paper.id);
    if (!test) return null;
    return { paperTitle: paper.title, questionNumber, link: `/givetest/${seg(userId)}/${seg(test.seriesId)}/${seg(paper.id)}${anchor}` };
  }
  const quiz = await findQuiz(db, paper.id);
  if (!quiz) return null;
  return { paperTitle: paper.title, questionNumber, link: `/weeklyquiz/${seg(quiz.exam)}/${seg(userId)}/${seg(paper.id)}${anchor}` };
}
