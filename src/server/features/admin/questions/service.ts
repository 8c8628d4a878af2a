// Authoring the question bank. Editing a question's content makes its next version: papers that are
// published or started keep serving theirs (versions.ts, docs/decisions/029-versions-and-regrading.md).
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http-errors.ts';
import type { Author } from '../../../../shared/api/admin-content.ts';
import type { AdminQuestion, QuestionEdit, QuestionInput, QuestionListQuery, QuestionPreview, QuestionUse } from '../../../../shared/api/admin-questions.ts';
import type { QuestionOption } from '../../../db/schema.ts';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';
import { keyOfInput } from '../../../../shared/api/admin-questions.ts';
import { keyColumns, keyOfRow } from '../../../db/question-key.ts';
import { papersWithAttempts, toReviewedQuestion } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import type { PaperRef } from '../../catalogue/papers.service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { authorsOf, requireCanChange, type Actor } from '../authoring.ts';
import { forgetPapers, requireMayCopy } from '../papers/service.ts';
import { nodeAndDescendants, requirePlaceable } from '../taxonomy/service.ts';
import { changedParts, recordVersion } from './versions.ts';

// a change written elsewhere (an approved Hindi version: hindi-versions/service.ts) makes its version as an edit does
export { recordVersion };

interface QuestionContext {
  hindi: bank.HindiVersion | null;
  usedIn: QuestionUse[];
  author: Author | null;
  tags: string[];
}

function toAdminQuestion(row: bank.QuestionRecord, context: QuestionContext): AdminQuestion {
  return {
    id: row.id,
    text: row.text,
    image: row.image,
    options: row.options.map((option) => ({ text: option.text, image: option.image ?? null })),
    type: row.type,
    correctIndex: row.correctIndex,
    correctIndexes: row.correctIndexes,
    natRange: row.type === 'NAT' ? { min: row.natMin ?? 0, max: row.natMax ?? 0, decimals: row.natDecimals ?? 0 } : null,
    explanation: row.explanation,
    explanationImage: row.explanationImage,
    exam: row.exam,
    section: row.section,
    difficulty: row.difficulty,
    marks: row.marks,
    topic: row.topic,
    topicId: row.topicId,
    tags: context.tags,
    source: row.source,
    remarks: row.remarks,
    hindi: context.hindi,
    status: row.status,
    reviewState: row.reviewState,
    needsReview: row.needsReview,
    origin: row.origin,
    usedIn: context.usedIn,
    author: context.author,
    version: row.version,
    live: context.usedIn.some((use) => use.live),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Each question with the papers that show it, each with the version it serves and whether it is live
 * (published, or started: it keeps that version through an edit). One query per kind, whatever the
 * page size.
 */
async function describe(db: Database, rows: bank.QuestionRecord[]): Promise<AdminQuestion[]> {
  const uses = await bank.usesOfQuestions(
    db,
    rows.map((row) => row.id),
  );
  const [started, authors, tags, hindi] = await Promise.all([
    papersWithAttempts(
      db,
      uses.filter((use) => use.kind === 'test').map((use) => use.id),
      uses.filter((use) => use.kind === 'quiz').map((use) => use.id),
    ),
    authorsOf(
      db,
      rows.map((row) => row.createdBy),
    ),
    bank.tagsOfQuestions(
      db,
      rows.map((row) => row.id),
    ),
    bank.hindiOfQuestions(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => {
    const usedIn = uses
      .filter((use) => use.questionId === row.id)
      .map(({ questionId: _questionId, ...use }) => ({
        ...use,
        live: use.status === 'published' || (use.kind === 'test' ? started.tests : started.quizzes).has(use.id),
      }));
    return toAdminQuestion(row, { usedIn, author: authors[index] ?? null, tags: tags.get(row.id) ?? [], hindi: hindi.get(row.id) ?? null });
  });
}

async function describeOne(db: Database, row: bank.QuestionRecord): Promise<AdminQuestion> {
  const [question] = await describe(db, [row]);
  return question!;
}

/** `viewerId` is whom author=me names. */
export async function listQuestions(db: Database, query: QuestionListQuery, order: bank.QuestionOrder = 'newest', viewerId: string | null = null) {
  const { page, pageSize, author, sort, direction, topicId, ...rest } = query;
  const filter = {
    ...rest,
    author: author === 'me' ? (viewerId ?? undefined) : author,
    topicIds: topicId ? await nodeAndDescendants(db, topicId) : undefined,
  };
  // by a statistic: the largest first unless asked otherwise
  const bySort = sort && sort !== 'updated' ? { by: sort, direction: direction ?? 'desc' } : undefined;
  const { rows, total } = await bank.listQuestions(db, filter, (page - 1) * pageSize, pageSize, order, bySort);
  const described = await describe(db, rows);
  return {
    questions: described.map((question, index) => {
      const row = rows[index]!;
      return {
        ...question,
        stats: row.statsAttempts === null ? null : { attempts: row.statsAttempts, facility: row.statsFacility, discrimination: row.statsDiscrimination },
      };
    }),
    page,
    pageSize,
    total,
  };
}

export async function questionFacets(db: Database) {
  const [{ authorIds, ...facets }, tags] = await Promise.all([bank.questionFacets(db), bank.tagFacets(db)]);
  const authors = (await authorsOf(db, authorIds)).filter((author): author is Author => author !== null);
  return { ...facets, tags, authors: authors.sort((a, b) => a.name.localeCompare(b.name)) };
}

async function findQuestion(db: Database, id: string) {
  const row = await bank.findQuestionRecord(db, id);
  if (!row) throw notFound('No such question.');
  return row;
}

export async function getQuestion(db: Database, id: string): Promise<AdminQuestion> {
  return describeOne(db, await findQuestion(db, id));
}

/** The question as the exam view gets it, with the key the result view adds after submission. */
export async function previewQuestion(db: Database, id: string): Promise<Omit<QuestionPreview, 'success'>> {
  const row = await findQuestion(db, id);
  return { question: toReviewedQuestion({ ...row, key: keyOfRow(row), optionCount: row.options.length }), status: row.status };
}

/** The form's options as stored (an option without an image has no image key at all), with the key's columns. */
function storedValues(input: QuestionInput) {
  const { correctIndexes: _indexes, natRange: _range, tags: _tags, hindi: _hindi, ...content } = input;
  const options: QuestionOption[] =
    input.type === 'NAT' ? [] : input.options.map((option) => (option.image ? { text: option.text, image: option.image } : { text: option.text }));
  return { ...content, options, ...keyColumns(keyOfInput(input)) };
}

/** A question whose text, an option or the explanation cannot be drawn within the limits is refused, saying which. */
function requireDrawable(input: QuestionInput) {
  const problem = questionTextsProblem(input);
  if (problem) throw badRequest(problem);
  const hindi = input.hindi && questionTextsProblem(input.hindi);
  if (hindi) throw badRequest(`In the Hindi version: ${hindi}`);
}

/**
 * Where the question goes in the syllabus tree: the node chosen (in its exam's tree), else the topic's
 * name, which the trigger places (keeping its node when the name is still the node's own).
 */
async function placement(tx: Database, input: QuestionInput, before: bank.QuestionRecord | null) {
  if (input.topicId) return { topicId: input.topicId, topic: await requirePlaceable(tx, input.topicId, input.exam) };
  const sameName = before?.topic != null && input.topic !== null && before.topic.toLowerCase() === input.topic.toLowerCase();
  return { topicId: sameName ? before.topicId : null, topic: input.topic };
}

export async function createQuestion(db: Database, actor: Actor, input: QuestionInput): Promise<AdminQuestion> {
  requireDrawable(input);
  const row = await db.transaction(async (tx) => {
    const created = await bank.insertQuestion(tx, { ...storedValues(input), ...(await placement(tx, input, null)), createdBy: actor.id });
    await bank.setQuestionTags(tx, created.id, input.tags);
    // the first version, written by the database with the row, carries the Hindi too
    if (input.hindi) await setHindi(tx, created.id, created.version, input.hindi);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.create',
      entity: 'question',
      entityId: created.id,
      before: null,
      after: { ...created, tags: input.tags, hindi: input.hindi },
    });
    return created;
  });
  return describeOne(db, row);
}

async function setHindi(tx: Database, id: string, version: number, hindi: bank.HindiVersion) {
  await bank.setQuestionHindi(tx, id, hindi);
  await bank.setVersionHindi(tx, id, version, hindi);
}

async function lockedQuestion(tx: Database, id: string) {
  const row = await bank.findQuestionRecord(tx, id, true);
  if (!row) throw notFound('No such question.');
  return row;
}

// what a question has besides its content: changing it makes no version
const detailFields = ['exam', 'difficulty', 'topic', 'topicId', 'source'] as const;

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, index) => tag === b[index]);
const tagOrder = (tags: string[]) => [...tags].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b));

/**
 * Saves the question. A change of its content (changedParts) makes its next version, with `note`
 * saying why; a save that changes nothing writes nothing.
 */
export async function editQuestion(db: Database, actor: Actor, id: string, input: QuestionEdit): Promise<AdminQuestion> {
  requireDrawable(input);
  const { note, ...fields } = input;
  const { question, moved } = await db.transaction(async (tx) => {
    const before = await lockedQuestion(tx, id);
    await requireCanChange(tx, actor, before);
    const values = { ...storedValues(fields), ...(await placement(tx, fields, before)) };
    const hindiBefore = (await bank.hindiOfQuestions(tx, [id])).get(id) ?? null;
    const changed = changedParts({ ...before, hindi: hindiBefore }, { ...values, hindi: fields.hindi });
    const tagsBefore = (await bank.tagsOfQuestions(tx, [id])).get(id) ?? [];
    const tagsChanged = !sameTags(tagOrder(tagsBefore), tagOrder(fields.tags));
    if (changed.length === 0 && !tagsChanged && detailFields.every((field) => values[field] === before[field]))
      return { question: before, moved: [] as PaperRef[] };
    const version = changed.length > 0 ? before.version + 1 : before.version;
    // the database checks the Hindi has as many options as the English: cleared first, written after, when either changes
    if (changed.includes('hindi') && hindiBefore) await bank.setQuestionHindi(tx, id, null);
    const after = await bank.updateQuestion(tx, id, { ...values, version });
    if (changed.includes('hindi')) await bank.setQuestionHindi(tx, id, fields.hindi);
    if (tagsChanged) await bank.setQuestionTags(tx, id, fields.tags);
    const papers = changed.length > 0 ? await recordVersion(tx, actor, { ...after, hindi: fields.hindi }, changed, note) : [];
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.edit',
      entity: 'question',
      entityId: id,
      before: { ...before, tags: tagsBefore, hindi: hindiBefore },
      after: { ...after, tags: fields.tags, hindi: fields.hindi, changed, note },
    });
    return { question: after, moved: papers };
  });
  await forgetPapers(db, moved);
  return describeOne(db, question);
}

/** A new draft with the same content, in no paper yet: how a used question is corrected. */
export async function duplicateQuestion(db: Database, actor: Actor, id: string): Promise<AdminQuestion> {
  const copy = await db.transaction(async (tx) => {
    const source = await lockedQuestion(tx, id);
    // a published (or archived) question is anyone's to copy; a draft is still its author's work
    if (source.status === 'draft') await requireCanChange(tx, actor, source);
    // the copy would carry a weekly quiz's key into papers the quiz's rule does not watch
    await requireMayCopy(tx, id);
    const { text, image, options, explanation, explanationImage, exam, section, difficulty, marks, topic, topicId, remarks } = source;
    const row = await bank.insertQuestion(tx, {
      ...{ text, image, options, explanation, explanationImage, exam, section, difficulty, marks, topic, topicId, remarks },
      ...keyColumns(keyOfRow(source)),
      source: source.source,
      createdBy: actor.id,
    });
    await bank.setQuestionTags(tx, row.id, (await bank.tagsOfQuestions(tx, [id])).get(id) ?? []);
    const hindi = (await bank.hindiOfQuestions(tx, [id])).get(id);
    if (hindi) await setHindi(tx, row.id, row.version, hindi);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.duplicate',
      entity: 'question',
      entityId: row.id,
      before: { duplicateOf: id },
      after: row,
    });
    return row;
  });
  return describeOne(db, copy);
}

export async function setQuestionStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<AdminQuestion> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedQuestion(tx, id);
    // publishing is the master's review of an imported or generated draft: it is approved
    const after = await bank.updateQuestion(tx, id, status === 'published' ? { status, needsReview: false, reviewState: 'approved' } : { status });
    const action = status === 'published' ? 'question.publish' : 'question.unpublish';
    await recordChange(tx, { actorId: actor.id, action, entity: 'question', entityId: id, before, after });
    return after;
  });
  return describeOne(db, row);
}
