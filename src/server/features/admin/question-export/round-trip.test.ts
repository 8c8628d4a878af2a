// Each export format, imported back through the real import (dry run, then the streamed import) into
// a fresh database, gives the same questions; what a format cannot hold is named in each assertion.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFormat } from '../../../../shared/api/question-export.ts';
import type { ImportFormat, ImportPreview } from '../../../../shared/api/question-import.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import { keyColumns, keyOfRow } from '../../../db/question-key.ts';
import { questions } from '../../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { storeUpload } from '../uploads/service.ts';
import { exportQuestions } from './service.ts';

const EXAM = 'GATE CS';
// the syllabus tree GATE CS questions are filed in (shared/taxonomy.ts), loaded with the GATE syllabus
const TREE = 'GATE';
let source: TestApp;
let uploadsDir: string;
let ids: string[];

/** A node of the GATE tree: the syllabus's own where it has one, else a new one. */
async function node(db: TestApp['app']['db'], name: string, depth: number, parentId: string | null) {
  const [known] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.exam, TREE), eq(topics.name, name), parentId ? eq(topics.parentId, parentId) : isNull(topics.parentId)));
  if (known) return known;
  const [row] = await db.insert(topics).values({ exam: TREE, name, depth, parentId }).returning();
  return row!;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'prepverse-export-'));
  source = await createTestApp({ UPLOADS_DIR: uploadsDir });
  const db = source.app.db;
  const png = (r: number) =>
    sharp({ create: { width: 6, height: 4, channels: 3, background: { r, g: 80, b: 140 } } })
      .png()
      .toBuffer();
  const figure = (await storeUpload(uploadsDir, 'image/png', await png(10))).path;
  const optionFigure = (await storeUpload(uploadsDir, 'image/png', await png(200))).path;
  const inline = (await storeUpload(uploadsDir, 'image/png', await png(90))).path;
  const algorithms = await node(db, 'Algorithms', 0, null);
  const sorting = await node(db, 'Sorting', 1, algorithms.id);
  const mergeSort = await node(db, 'Merge sort', 2, sorting.id);
  const logic = await node(db, 'Digital Logic', 0, null);
  const adders = await node(db, 'Adders', 1, logic.id);
  const base = { exam: EXAM, section: 'Technical' as const, source: 'original' as const, image: null, explanationImage: null, topic: null, topicId: null };
  const rows = await db
    .insert(questions)
    .values([
      {
        ...base,
        text: 'Merge sort on $n$ keys runs in:\n\n```\nmerge(left, right)\n```',
        image: figure,
        options: [{ text: '$\\Theta(n \\log n)$' }, { text: '$\\Theta(n^2)$' }, { text: '$\\Theta(n)$', image: optionFigure }],
        ...keyColumns({ type: 'MCQ', correctIndex: 0 }),
        explanation: '$\\log_2 n$ levels, each merging **all** $n$ keys.',
        marks: 2,
        topic: 'Merge sort',
        topicId: mergeSort.id,
      },
      {
        ...base,
        text: 'Which sorts are *stable*?',
        options: [{ text: 'Insertion sort' }, { text: 'Heap sort' }, { text: 'Merge sort' }, { text: 'Counting sort' }],
        ...keyColumns({ type: 'MSQ', correctIndexes: [0, 2, 3] }),
        explanation: `Equal keys keep their order:\n\n![](${inline})`,
        marks: 2,
        topic: 'Algorithms',
        topicId: algorithms.id,
      },
      {
        ...base,
        text: 'Eight stages of 0.3 ns: the carry delay, in ns?',
        options: [],
        ...keyColumns({ type: 'NAT', min: 2.35, max: 2.45, decimals: 2 }),
        explanation: '$8 \\times 0.3 = 2.4$',
        marks: 1,
        topic: 'Adders',
        topicId: adders.id,
      },
      {
        ...base,
        text: 'How many of {a, b} = c # d ~ e: are there? (GIFT: escape \\ all)',
        options: [],
        ...keyColumns({ type: 'NAT', min: 10, max: 10, decimals: 0 }),
        explanation: 'Count them: {a, b} gives 2 ~ not 10 = wrong # right.',
        marks: 1,
      },
      {
        ...base,
        text: 'Which gate outputs 1 only when all its inputs are 1?',
        options: [{ text: 'OR' }, { text: 'AND' }, { text: 'XOR, "exclusive"' }, { text: 'NAND' }],
        ...keyColumns({ type: 'MCQ', correctIndex: 1 }),
        explanation: '',
        marks: 1,
        topic: 'Adders',
        topicId: adders.id,
      },
      {
        ...base,
        text: 'Pick the prime.',
        options: ['4', '6', '8', '9', '10', '11'].map((text) => ({ text })),
        ...keyColumns({ type: 'MCQ', correctIndex: 5 }),
        explanation: '11 has no divisors but 1 and itself.',
        marks: 1,
      },
    ])
    .returning({ id: questions.id });
  ids = rows.map((row) => row.id);
  await db.insert(questionTags).values([
    { questionId: ids[0]!, tag: 'pyq-2019' },
    { questionId: ids[0]!, tag: 'divide & conquer' },
    { questionId: ids[1]!, tag: 'stability' },
  ]);
}, 60_000);
afterAll(async () => {
  await source.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const IMPORT_FORMAT: Record<ExportFormat, ImportFormat> = { xml: 'xml', gift: 'gift', aiken: 'aiken', csv: 'csv' };

/** The source's questions as the assertions compare them. */
async function sourceQuestions() {
  const rows = await source.app.db.select().from(questions);
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** Exports in a format, imports the file into a fresh database through the routes, and reads back what was written. */
async function roundTrip(format: ExportFormat) {
  const exported = await exportQuestions(source.app.db, { ids }, format, { uploadsDir });
  const targetUploads = await mkdtemp(path.join(tmpdir(), 'prepverse-import-'));
  const target = await createTestApp({ UPLOADS_DIR: targetUploads });
  try {
    const { cookie } = await signIn(target.app, { role: 'creator' });
    const body = { format: IMPORT_FORMAT[format], text: exported.text, exam: EXAM };
    const post = (url: string) => target.app.inject({ method: 'POST', url, payload: body, headers: { cookie, 'content-type': 'application/json' } });
    const preview = (await post('/api/admin/questions/import/preview')).json<ImportPreview>();
    expect(preview.fileError).toBeNull();
    expect(preview.summary.errors).toBe(0);
    const imported = await post('/api/admin/questions/import');
    expect(imported.statusCode).toBe(200);
    await runImports(target.app);
    const db = target.app.db;
    const rows = (await db.select().from(questions).orderBy(asc(questions.createdAt))).sort((a, b) => (a.origin?.line ?? 0) - (b.origin?.line ?? 0));
    const tags = await db.select().from(questionTags);
    const nodes = await db.select().from(topics).where(eq(topics.exam, TREE));
    const pathOf = (topicId: string | null): string[] => {
      const found = nodes.find((candidate) => candidate.id === topicId);
      return found ? [...pathOf(found.parentId), found.name] : [];
    };
    const back = rows.map((row) => ({
      row,
      tags: tags
        .filter((tag) => tag.questionId === row.id)
        .map((tag) => tag.tag)
        .sort(),
      path: pathOf(row.topicId),
    }));
    return { exported, preview, back, uploadsDir: targetUploads };
  } finally {
    await target.close();
    await rm(targetUploads, { recursive: true, force: true });
  }
}

const content = (row: Awaited<ReturnType<typeof sourceQuestions>>[number]) => ({
  text: row.text,
  options: row.options.map((option) => option.text),
  key: keyOfRow(row),
  explanation: row.explanation,
});

describe('an export imported back gives the same questions', () => {
  it('Moodle XML: everything, with marks, the tree place, tags and images', async () => {
    const original = await sourceQuestions();
    const { exported, preview, back } = await roundTrip('xml');
    expect(exported.leftOut).toEqual([]);
    // the fresh bank holds the GATE syllabus: Algorithms › Sorting and Digital Logic are in it already
    expect(preview.newTopics).toEqual([
      ['Algorithms', 'Sorting', 'Merge sort'],
      ['Digital Logic', 'Adders'],
    ]);
    expect(back).toHaveLength(original.length);
    back.forEach(({ row, tags, path: place }, index) => {
      const before = original[index]!;
      // an image is stored again under the address of its bytes: the same image, the same address
      expect({ ...content(row), marks: row.marks, topic: row.topic, image: row.image, explanationImage: row.explanationImage }).toEqual({
        ...content(before),
        marks: before.marks,
        topic: before.topic,
        image: before.image,
        explanationImage: before.explanationImage,
      });
      expect(row.options.map((option) => option.image ?? null)).toEqual(before.options.map((option) => option.image ?? null));
      expect(row.type).toBe(before.type);
      expect(tags).toEqual(index === 0 ? ['divide & conquer', 'pyq-2019'] : index === 1 ? ['stability'] : []);
      expect(place).toEqual([['Algorithms', 'Sorting', 'Merge sort'], ['Algorithms'], ['Digital Logic', 'Adders'], [], ['Digital Logic', 'Adders'], []][index]);
    });
  }, 60_000);

  it('GIFT: text, options, key, explanation and topic; not marks (1), figures or tags', async () => {
    const original = await sourceQuestions();
    const { exported, back } = await roundTrip('gift');
    expect(exported.leftOut).toEqual([]);
    expect(exported.notes).toEqual([
      '1 question has a figure, which GIFT cannot hold: left out of the file.',
      '2 questions have tags, which GIFT cannot hold: left out of the file.',
      'GIFT holds no marks: every question comes back with 1 mark.',
    ]);
    expect(back.map(({ row }) => ({ ...content(row), topic: row.topic, marks: row.marks, image: row.image }))).toEqual(
      original.map((before) => ({ ...content(before), topic: before.topic, marks: 1, image: null })),
    );
    expect(back.every(({ tags }) => tags.length === 0)).toBe(true);
  }, 60_000);

  it('Aiken: single-line MCQs with their key; MSQ, NAT and text with line breaks left out by id', async () => {
    const original = await sourceQuestions();
    const { exported, back } = await roundTrip('aiken');
    expect(exported.leftOut).toEqual([
      { id: ids[0], reason: 'Aiken holds a question and each option on one line; this one has line breaks.' },
      { id: ids[1], reason: 'Aiken holds single-answer multiple choice only; this is an MSQ.' },
      { id: ids[2], reason: 'Aiken holds single-answer multiple choice only; this is a NAT.' },
      { id: ids[3], reason: 'Aiken holds single-answer multiple choice only; this is a NAT.' },
    ]);
    // Aiken holds no explanation, marks or topic
    expect(back.map(({ row }) => ({ ...content(row), marks: row.marks, topic: row.topic }))).toEqual(
      original.slice(4).map((before) => ({ ...content(before), explanation: '', marks: 1, topic: null })),
    );
  }, 60_000);

  it('CSV: everything but figures and tags; a question of six options left out', async () => {
    const original = await sourceQuestions();
    const { exported, back } = await roundTrip('csv');
    expect(exported.leftOut).toEqual([{ id: ids[5], reason: 'The CSV template holds 5 options; this question has 6.' }]);
    expect(back.map(({ row }) => ({ ...content(row), marks: row.marks, topic: row.topic, section: row.section, source: row.source }))).toEqual(
      original.slice(0, 5).map((before) => ({ ...content(before), marks: before.marks, topic: before.topic, section: before.section, source: before.source })),
    );
  }, 60_000);
});
