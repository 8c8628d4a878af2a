// The questions an export writes, read from the bank with what each format may carry besides the
// content: the tags (question_tags) and the place in the syllabus tree (topics), by name from the subject down.
import { inArray } from 'drizzle-orm';
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';
import type { Database } from '../../../db/client.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import { keyOfRow } from '../../../db/question-key.ts';
import { hindiOfQuestions, type HindiVersion, type QuestionRecord } from '../../catalogue/questions.service.ts';

export interface ExportedQuestion {
  id: string;
  name: string | null;
  text: string;
  image: string | null;
  options: { text: string; image: string | null }[];
  key: AnswerKey;
  explanation: string;
  explanationImage: string | null;
  marks: number;
  section: QuestionRecord['section'];
  source: QuestionRecord['source'];
  remarks: string | null;
  exam: string | null;
  topic: string | null;
  /** the tree's node names from the subject down, or the topic alone when it has no node */
  topicPath: string[];
  tags: string[];
  /** the Hindi version (decision 034), or null */
  hindi: HindiVersion | null;
}

/**
 * A text with its Hindi as filter_multilang2 writes it, `{mlang en}…{mlang}{mlang hi}…{mlang}`, which the
 * import splits again (question-import/multilang.ts); a text the same in both, or without Hindi, as it is.
 */
export const bilingual = (english: string, hindi: string | undefined) =>
  hindi === undefined || hindi === english ? english : `{mlang en}${english}{mlang}{mlang hi}${hindi}{mlang}`;

/** The records as an export writes them, in the given order. */
export async function exportedQuestions(db: Database, records: QuestionRecord[]): Promise<ExportedQuestion[]> {
  const ids = records.map((record) => record.id);
  const tagRows = ids.length ? await db.select().from(questionTags).where(inArray(questionTags.questionId, ids)) : [];
  const nodeIds = [...new Set(records.flatMap((record) => (record.topicId ? [record.topicId] : [])))];
  const pathOf = await treePaths(db, nodeIds);
  const hindiOf = await hindiOfQuestions(db, ids);
  return records.map((record) => ({
    id: record.id,
    name: record.origin?.name ?? null,
    text: record.text,
    image: record.image,
    options: record.options.map((option) => ({ text: option.text, image: option.image ?? null })),
    key: keyOfRow(record),
    explanation: record.explanation,
    explanationImage: record.explanationImage,
    marks: record.marks,
    section: record.section,
    source: record.source,
    remarks: record.remarks,
    exam: record.exam,
    topic: record.topic,
    topicPath: (record.topicId ? pathOf.get(record.topicId) : undefined) ?? (record.topic ? [record.topic] : []),
    tags: tagRows
      .filter((row) => row.questionId === record.id)
      .map((row) => row.tag)
      .sort(),
    hindi: hindiOf.get(record.id) ?? null,
  }));
}

/** Each node's path of names, from its subject (a tree is three levels deep, so three reads at most). */
async function treePaths(db: Database, nodeIds: string[]): Promise<Map<string, string[]>> {
  const nodes = new Map<string, { parentId: string | null; name: string }>();
  let wanted = nodeIds;
  while (wanted.length > 0) {
    const rows = await db.select({ id: topics.id, parentId: topics.parentId, name: topics.name }).from(topics).where(inArray(topics.id, wanted));
    for (const row of rows) nodes.set(row.id, row);
    wanted = [...new Set(rows.flatMap((row) => (row.parentId && !nodes.has(row.parentId) ? [row.parentId] : [])))];
  }
  const paths = new Map<string, string[]>();
  for (const id of nodeIds) {
    const path: string[] = [];
    for (let node = nodes.get(id); node; node = node.parentId ? nodes.get(node.parentId) : undefined) path.unshift(node.name);
    paths.set(id, path);
  }
  return paths;
}

/** An uploaded image's file name (/uploads/<sha256>.png), or null for anything else. */
export const uploadName = (address: string | null) => (address && /^\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/.test(address) ? address.slice(9) : null);

/** A NAT's bound written to its decimals: 2.50, 10. */
export const natNumber = (value: number, decimals: number) => value.toFixed(decimals);
