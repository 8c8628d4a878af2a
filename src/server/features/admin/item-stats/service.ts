// Item statistics as the admin reads them (a question's, a paper's; the bank's columns are read with
// the list): the stored figures with their flags, worked out by the job (job.ts), never here.
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http-errors.ts';
import type { ItemFigures, PaperStatistics, QuestionStatistics } from '../../../../shared/api/admin-statistics.ts';
import { itemFlags } from '../../../../shared/item-stats.ts';
import type { QuestionRecord } from '../../catalogue/questions.service.ts';
import { findQuestionRecord, paperTitles, questionsOfPaper } from '../../catalogue/questions.service.ts';
import { paperRegrades } from '../../catalogue/regrades.service.ts';
import { figuresInPaper, overallFiguresOf, paperFiguresOfQuestion, type PaperRef } from './repository.ts';

// for the rest of the server: a graded attempt (app.ts wires the attempts' announcement) or a regrade
// marks its paper in its own transaction; main.ts runs the job
export { markPaperDirty, type PaperRef } from './repository.ts';
export { runStatsJob, startStatsJob, STATS_INTERVAL_MS } from './job.ts';

interface StoredFigures {
  attempts: number;
  answered: number;
  correct: number;
  facility: number | null;
  discrimination: number | null;
  optionCounts: number[];
  averageSeconds: number | null;
  computedAt: Date | string;
}

const toFigures = (row: StoredFigures): ItemFigures => ({
  attempts: row.attempts,
  answered: row.answered,
  correct: row.correct,
  facility: row.facility,
  discrimination: row.discrimination,
  optionCounts: row.optionCounts,
  averageSeconds: row.averageSeconds,
  computedAt: new Date(row.computedAt).toISOString(),
});

const correctOptionsOf = (question: Pick<QuestionRecord, 'type' | 'correctIndex' | 'correctIndexes'>) =>
  question.type === 'MSQ' ? (question.correctIndexes ?? []) : question.type === 'MCQ' && question.correctIndex !== null ? [question.correctIndex] : [];

const flagsOf = (question: Pick<QuestionRecord, 'type' | 'correctIndex' | 'correctIndexes'>, figures: ItemFigures | null) =>
  figures ? itemFlags({ ...figures, type: question.type, correctOptions: correctOptionsOf(question) }) : [];

/**
 * The questions a regrade voided in a paper (its latest regrade of them is a void): their marks are
 * the regrade's, the same for everyone, so their facility and discrimination say nothing of them.
 */
async function voidedIn(db: Database, paper: PaperRef): Promise<Set<string>> {
  return new Set((await paperRegrades(db, paper)).filter((regrade) => regrade.action !== 'rekey').map((regrade) => regrade.questionId));
}

export async function questionStatistics(db: Database, questionId: string): Promise<Omit<QuestionStatistics, 'success'>> {
  const question = await findQuestionRecord(db, questionId);
  if (!question) throw notFound('No such question.');
  const [overall, perPaper] = await Promise.all([overallFiguresOf(db, questionId), paperFiguresOfQuestion(db, questionId)]);
  const titles = await paperTitles(
    db,
    perPaper.map((row) => ({ kind: row.paperKind, id: row.paperId })),
  );
  const voidedPapers = await Promise.all(perPaper.map(async (row) => (await voidedIn(db, { kind: row.paperKind, id: row.paperId })).has(questionId)));
  const voided = perPaper.length > 0 && voidedPapers.every(Boolean);
  const figures = overall ? toFigures(overall) : null;
  return {
    type: question.type,
    options: question.options.map((option) => option.text),
    correctOptions: correctOptionsOf(question),
    overall: figures,
    flags: voided ? [] : flagsOf(question, figures),
    voided,
    papers: perPaper.map((row, index) => {
      const own = toFigures(row);
      const voidedHere = voidedPapers[index]!;
      return {
        paper: { kind: row.paperKind, id: row.paperId, title: titles.get(`${row.paperKind}:${row.paperId}`) ?? 'A deleted paper' },
        figures: own,
        flags: voidedHere ? [] : flagsOf(question, own),
        voided: voidedHere,
      };
    }),
  };
}

const PAPER_WORD = { test: 'test', quiz: 'quiz' } as const;

export async function paperStatistics(db: Database, paper: PaperRef): Promise<Omit<PaperStatistics, 'success'>> {
  const title = (await paperTitles(db, [paper])).get(`${paper.kind}:${paper.id}`);
  if (title === undefined) throw notFound(`No such ${PAPER_WORD[paper.kind]}.`);
  const [rows, stats, voided] = await Promise.all([questionsOfPaper(db, paper), figuresInPaper(db, paper), voidedIn(db, paper)]);
  return {
    paper: { ...paper, title },
    questions: rows.map(({ position, question }) => {
      const stored = stats.get(question.id);
      const figures = stored ? toFigures(stored) : null;
      const isVoided = voided.has(question.id);
      return {
        position,
        questionId: question.id,
        text: question.text,
        type: question.type,
        figures,
        flags: isVoided ? [] : flagsOf(question, figures),
        voided: isVoided,
      };
    }),
  };
}
