// One paper, two kinds: a test of a series and a weekly quiz are read, created, edited, given their
// questions, published and moved to a newer question version by the same steps (paperSteps). What a
// kind adds (a test's series and presets, a quiz's window) is its PaperKind, in tests.ts and quizzes.ts.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { Author, NotReviewedQuestion } from '../../../../shared/api/admin-content.ts';
import { recordChange } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { authorOf, requireCanChange, type Actor } from '../authoring.ts';
import { forgetPapers, hasAttempts, requireChangeable, requireSettled } from './changes.ts';
import { requireMayPublish } from './placement.ts';
import { notReviewedQuestions, offerInHindi, requireHindiComplete, requireReviewed } from './publish-checks.ts';
import { replaceQuestions, totalsOf, type PaperQuestion } from './questions.ts';
import { serveLatest } from './versions.ts';
import { differencesOf, requireFitsProfile, type PaperExamSetting } from './profile-check.ts';
import type { PaperScope } from '../../../../shared/exam/paper-exam.ts';

type Status = 'draft' | 'published' | 'archived';

/** What every paper's row holds, whichever its kind. */
interface PaperRow {
  id: string;
  status: Status;
  createdBy: string | null;
  timeLimitSeconds: number;
}

/** What the admin reads of any paper beside its own fields. */
export interface PaperParts {
  questions: PaperQuestion[];
  totals: ReturnType<typeof totalsOf>;
  hasAttempts: boolean;
  notReviewed: NotReviewedQuestion[];
  /** the exam profile it is set for, and what differs from it (publishing is refused while anything does) */
  profileCode: string;
  scope: PaperScope;
  profileDifferences: string[];
  author: Author | null;
}

/** What makes a paper a test or a weekly quiz. */
export interface PaperKind<Row extends PaperRow, Values, View> {
  kind: papers.PaperRef['kind'];
  /** as a refusal names it: 'A weekly quiz needs at least one question…' */
  name: string;
  /** what started attempts are graded and timed by: changed only while nobody can be taking the paper */
  examFields: readonly (keyof Values & keyof Row)[];
  find: (db: Database, id: string, lock?: boolean) => Promise<Row | null>;
  update: (db: Database, id: string, values: Partial<Values> | { status: Status }) => Promise<Row>;
  /** the paper as the admin API answers it */
  view: (row: Row, offeredInHindi: boolean, parts: PaperParts) => View;
  /** refuses an edit that makes no sense for this kind, before anything is checked against learners */
  checkEdit?: (before: Row, values: Partial<Values>) => void;
  /** what an edit must still hold once it is written (a quiz's new window), in its transaction */
  afterEdit?: (tx: Database, before: Row, after: Row) => Promise<void>;
  /** the exam it is set for (profile-check.ts): its profile, scope and the marking it is graded by */
  examOf: (db: Database, row: Row) => Promise<PaperExamSetting>;
  /** what decides whether it fits its profile: a published paper keeps fitting when one changes */
  fitFields: readonly (keyof Values & keyof Row)[];
  /** the marks its marking gives every question, or null: each question's own (GATE's 1 or 2) */
  marksEach: (row: Row) => number | null;
}

/**
 * The steps every paper takes, for one kind: read, create, edit, give it its questions, publish or
 * unpublish, serve a newer version. Each write locks the paper's row, and every server forgets its
 * copy once it is committed.
 */
export function paperSteps<Row extends PaperRow, Values, View>(kind: PaperKind<Row, Values, View>) {
  const refOf = (id: string): papers.PaperRef => ({ kind: kind.kind, id });

  async function get(db: Database, id: string): Promise<View> {
    const row = await kind.find(db, id);
    if (!row) throw notFound(`No such ${kind.kind}.`);
    const ref = refOf(id);
    const [questions, started, notReviewed, author, offeredInHindi] = await Promise.all([
      papers.paperQuestions(db, ref),
      hasAttempts(db, ref),
      notReviewedQuestions(db, ref),
      authorOf(db, row.createdBy),
      papers.offeredInHindi(db, ref),
    ]);
    const exam = await kind.examOf(db, row);
    const profileDifferences = differencesOf(exam, row.timeLimitSeconds, questions);
    // each question worth what the paper's marking gives it (UGC NET's 2, a quiz's own), as learners are told
    const marksEach = kind.marksEach(row);
    const worth = marksEach === null ? questions : questions.map((question) => ({ ...question, marks: marksEach }));
    return kind.view(row, offeredInHindi, {
      questions: worth,
      totals: totalsOf(worth, row.timeLimitSeconds),
      hasAttempts: started,
      notReviewed,
      profileCode: exam.code,
      scope: exam.scope,
      profileDifferences,
      author,
    });
  }

  async function locked(tx: Database, id: string): Promise<Row> {
    const row = await kind.find(tx, id, true);
    if (!row) throw notFound(`No such ${kind.kind}.`);
    return row;
  }

  /** A new draft: `insert` writes its row (after whatever its kind checks first), in the transaction that audits it. */
  async function create(db: Database, actor: Actor, insert: (tx: Database) => Promise<Row>, offeredInHindi: boolean | undefined): Promise<View> {
    const id = await db.transaction(async (tx) => {
      const row = await insert(tx);
      if (offeredInHindi) await papers.setOfferedInHindi(tx, refOf(row.id), true);
      const after = { ...row, offeredInHindi: offeredInHindi ?? false };
      await recordChange(tx, { actorId: actor.id, action: `${kind.kind}.create`, entity: kind.kind, entityId: row.id, before: null, after });
      return row.id;
    });
    return get(db, id);
  }

  /** An edit of the paper's own fields (`values`: only those given) and of whether it is offered in Hindi. */
  async function edit(db: Database, actor: Actor, id: string, values: Partial<Values>, offeredInHindi: boolean | undefined): Promise<View> {
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await requireCanChange(tx, actor, before);
      kind.checkEdit?.(before, values);
      // an open attempt is graded with the paper's marking at submit, and its deadline was set at start
      const changesExam = kind.examFields.some((key) => values[key] !== undefined && values[key] !== before[key]);
      if (changesExam) await requireChangeable(tx, refOf(id), before.status);
      const hindi = await offerInHindi(tx, refOf(id), before.status, offeredInHindi);
      const after = await kind.update(tx, id, values);
      await kind.afterEdit?.(tx, before, after);
      // a published paper set for another exam, or made another part of it, must still be what it says
      const changesFit = kind.fitFields.some((key) => values[key] !== undefined && values[key] !== before[key]);
      if (after.status === 'published' && changesFit) await requireFitsProfile(tx, kind.kind, await kind.examOf(tx, after), after, 'edit');
      await recordChange(tx, {
        actorId: actor.id,
        action: `${kind.kind}.edit`,
        entity: kind.kind,
        entityId: id,
        before: { ...before, ...hindi.before },
        after: { ...after, ...hindi.after },
      });
    });
    await forgetPapers(db, [refOf(id)]);
    return get(db, id);
  }

  async function setQuestions(db: Database, actor: Actor, id: string, questionIds: string[]): Promise<View> {
    await db.transaction(async (tx) => {
      const paper = await locked(tx, id);
      await requireCanChange(tx, actor, paper);
      await replaceQuestions(tx, actor, { ...refOf(id), status: paper.status }, questionIds);
    });
    await forgetPapers(db, [refOf(id)]);
    return get(db, id);
  }

  /** Publishes the paper, once it holds questions that are all reviewed (and in Hindi, when offered in it), or unpublishes it. */
  async function setStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<View> {
    const ref = refOf(id);
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (status === 'published' && (await papers.paperQuestions(tx, ref)).length === 0) {
        throw conflict(`A ${kind.name} needs at least one question before it is published.`, 'paper-empty');
      }
      if (status === 'published') await requireSettled(tx, ref, before.status);
      if (status === 'published') await requireReviewed(tx, ref);
      if (status === 'published' && (await papers.offeredInHindi(tx, ref))) await requireHindiComplete(tx, ref, 'publish');
      if (status === 'published') await requireMayPublish(tx, ref);
      if (status === 'published') await requireFitsProfile(tx, kind.kind, await kind.examOf(tx, before), before, 'publish');
      const after = await kind.update(tx, id, { status });
      const action = `${kind.kind}.${status === 'published' ? 'publish' : 'unpublish'}`;
      await recordChange(tx, { actorId: actor.id, action, entity: kind.kind, entityId: id, before, after });
    });
    // who may open the paper changed: every instance reads it afresh
    await forgetPapers(db, [ref]);
    return get(db, id);
  }

  /** The paper serves the latest version of one question, or of every question that has a newer one. */
  async function serveNewer(db: Database, actor: Actor, id: string, questionId: string | undefined): Promise<View> {
    await db.transaction(async (tx) => {
      const paper = await locked(tx, id);
      await serveLatest(tx, actor, { ...refOf(id), status: paper.status, createdBy: paper.createdBy }, questionId);
    });
    await forgetPapers(db, [refOf(id)]);
    return get(db, id);
  }

  return { get, create, edit, setQuestions, setStatus, serveLatest: serveNewer };
}
