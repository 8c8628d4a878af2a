// Each bulk action's rules: which selected questions it changes, why it leaves the others (the same
// checks as for one question: requireCanChange's table, the review flow's transitions, a paper's own
// checks), and the change itself, written for all of them at once.
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http-errors.ts';
import { can, editActionFor } from '../../../../shared/admin-permissions.ts';
import type { BulkAction, BulkReason } from '../../../../shared/api/admin-bulk.ts';
import { canTakeStep, reviewStateOf } from '../../../../shared/review-states.ts';
import * as bank from '../../catalogue/questions.service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { requireCanChange, type Actor } from '../authoring.ts';
import { keyHoldersOf, keptOutRefusal, requireChangeable, writeQuestions, type KeyHolder } from '../papers/service.ts';
import { recordSubmitted } from '../review/service.ts';
import { addTag, findTopic, removeTag, taggedWith } from './repository.ts';

export type Row = bank.QuestionRecord;

export interface Plan {
  /** why each question the action leaves is left, or null for one it changes */
  reasonOf: (row: Row) => BulkReason | null;
  /** the message shown for a reason, in this action's words */
  messages: Partial<Record<BulkReason, string>>;
  /** writes the change for these questions; answers what the audit entry keeps besides their ids */
  apply: (tx: Database, rows: Row[]) => Promise<Record<string, unknown>>;
  /** papers whose cached copies are dropped once the change is committed */
  papers?: papers.PaperRef[];
}

/**
 * requireCanChange, as a reason rather than an error: another author's draft, or anything published, is a master's.
 * The bank's other actions over a selection (the Hindi job) leave questions out by the same rule.
 */
export function permissionReason(actor: Actor, row: Row): Extract<BulkReason, 'not-yours' | 'published'> | null {
  const action = editActionFor(actor.id, row);
  if (can(actor.role, action)) return null;
  return action === 'published.edit' ? 'published' : 'not-yours';
}

export const permissionMessages = {
  'not-yours': "Another author's draft: only its author or a master can change it.",
  published: 'Published or archived: only a master can change it.',
} as const;

const ids = (rows: Row[]) => rows.map((row) => row.id);

export async function planOf(tx: Database, actor: Actor, rows: Row[], change: BulkAction): Promise<Plan> {
  switch (change.action) {
    case 'move': {
      const topic = await findTopic(tx, change.topicId);
      if (!topic) throw badRequest('There is no such node in the tree: choose another.');
      return {
        reasonOf: (row) => permissionReason(actor, row) ?? (row.topicId === topic.id ? 'already' : null),
        messages: { ...permissionMessages, already: `Already under “${topic.name}”.` },
        apply: async (db, changing) => {
          await bank.moveQuestions(db, ids(changing), topic.id);
          return { topicId: topic.id, topic: topic.name, before: changing.map((row) => ({ id: row.id, topicId: row.topicId, topic: row.topic })) };
        },
      };
    }
    case 'tag':
    case 'untag': {
      const tagged = await taggedWith(tx, ids(rows), change.tag);
      const adding = change.action === 'tag';
      return {
        reasonOf: (row) => permissionReason(actor, row) ?? (tagged.has(row.id) === adding ? 'already' : null),
        messages: { ...permissionMessages, already: adding ? `Tagged “${change.tag}” already.` : `Not tagged “${change.tag}”.` },
        apply: async (db, changing) => {
          await (adding ? addTag : removeTag)(db, ids(changing), change.tag);
          return { tag: change.tag };
        },
      };
    }
    case 'submit':
      return {
        // as takeStep: whose draft it is first, then whether its review state allows a submit
        reasonOf: (row) => {
          const refused = permissionReason(actor, row);
          if (refused) return refused;
          const state = reviewStateOf(row);
          if (canTakeStep('submit', state)) return null;
          return state === 'submitted' ? 'already' : 'wrong-review-state';
        },
        messages: {
          ...permissionMessages,
          already: 'Already waiting for review.',
          'wrong-review-state': 'Approved or rejected already, so it cannot be submitted again: duplicate it to propose a new version.',
        },
        apply: async (db, changing) => {
          await bank.setReviewState(db, ids(changing), 'submitted');
          await recordSubmitted(db, actor.id, ids(changing));
          return { before: changing.map((row) => ({ id: row.id, reviewState: row.reviewState })), reviewState: 'submitted' };
        },
      };
    case 'add-to-paper':
      return addToPaper(tx, actor, rows, change.paper);
    case 'delete': {
      const used = await bank.usedInPapers(tx, ids(rows));
      return {
        reasonOf: (row) => permissionReason(actor, row) ?? (row.status !== 'draft' ? 'not-draft' : used.has(row.id) ? 'used' : null),
        messages: {
          ...permissionMessages,
          'not-draft': 'Published or archived: only drafts are deleted (unpublish a question to keep it out of new papers).',
          used: 'In a test or quiz: take it out of the paper first.',
        },
        apply: async (db, changing) => {
          await bank.deleteQuestions(db, ids(changing));
          // the only record of what was deleted: the content as it was
          return { deleted: changing };
        },
      };
    }
  }
}

/**
 * A paper takes the questions only while its author (or a master) may change it and no learner can
 * meet it yet, and only those no other paper keeps out of it (papers/placement.ts).
 */
async function addToPaper(tx: Database, actor: Actor, rows: Row[], ref: papers.PaperRef): Promise<Plan> {
  const paper = ref.kind === 'test' ? await papers.findTestRecord(tx, ref.id, true) : await papers.findQuizRecord(tx, ref.id, true);
  if (!paper) throw notFound(ref.kind === 'test' ? 'No such test.' : 'No such quiz.');
  await requireCanChange(tx, actor, paper);
  // the preview says so too: a published or started paper takes no question
  await requireChangeable(tx, ref, paper.status);
  const held = (await papers.paperQuestions(tx, ref)).map((question) => question.id);
  const inPaper = new Set(held);
  const keptOut = await keyHoldersOf(
    tx,
    ref,
    ids(rows).filter((id) => !inPaper.has(id)),
  );
  const reasonOf = (row: Row): BulkReason | null => {
    if (inPaper.has(row.id)) return 'already';
    const holder = keptOut.get(row.id);
    return holder ? (holder.kind === 'quiz' ? 'in-open-quiz' : 'key-shown') : null;
  };
  // each reason's message names the papers of the questions it leaves
  const keptMessage = (kind: KeyHolder['kind']) => {
    const kept = [...keptOut.values()].filter((holder) => holder.kind === kind).map((holder) => ({ holder }));
    return kept.length ? { [kind === 'quiz' ? 'in-open-quiz' : 'key-shown']: keptOutRefusal('bulk', ref.kind, kept, () => 'In').message } : {};
  };
  return {
    reasonOf,
    messages: { already: `In “${paper.title}” already.`, ...keptMessage('quiz'), ...keptMessage('test') },
    apply: async (db, changing) => {
      const { before, ordered } = await writeQuestions(db, { ...ref, status: paper.status }, [...held, ...ids(changing)]);
      return { paper: { ...ref, title: paper.title }, before: { questionIds: before }, after: { questionIds: ordered } };
    },
    papers: [ref],
  };
}
