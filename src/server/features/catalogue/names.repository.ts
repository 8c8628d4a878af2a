// SQL of what catalogue items are called, by id: the audit log names what each entry is about.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, quizzes, testSeries, tests } from '../../db/schema.ts';

export interface CatalogueIds {
  questionIds: string[];
  seriesIds: string[];
  testIds: string[];
  quizIds: string[];
}

const when = async <T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> => (ids.length ? query(ids) : []);

/** One query per kind, and none for a kind with no ids. */
export async function catalogueNames(db: Database, { questionIds, seriesIds, testIds, quizIds }: CatalogueIds) {
  const [questionRows, seriesRows, testRows, quizRows] = await Promise.all([
    when(questionIds, (ids) => db.select({ id: questions.id, text: questions.text }).from(questions).where(inArray(questions.id, ids))),
    when(seriesIds, (ids) => db.select({ id: testSeries.id, title: testSeries.title }).from(testSeries).where(inArray(testSeries.id, ids))),
    when(testIds, (ids) =>
      db
        .select({ id: tests.id, title: tests.title, seriesId: tests.seriesId, seriesTitle: testSeries.title })
        .from(tests)
        .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
        .where(inArray(tests.id, ids)),
    ),
    when(quizIds, (ids) => db.select({ id: quizzes.id, title: quizzes.title }).from(quizzes).where(inArray(quizzes.id, ids))),
  ]);
  return { questions: questionRows, series: seriesRows, tests: testRows, quizzes: quizRows };
}
