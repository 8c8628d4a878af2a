// Bulk work on the bank (shared/api/admin-bulk.ts): the selection is read (and, to apply, locked),
// each question is judged by the action's rules (actions.ts), and the preview answers what applying
// would do. Applying does exactly that in one transaction, with one audit entry naming every question.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http-errors.ts';
import {
  BULK_MAX,
  bulkTooMany,
  type BulkOutcome,
  type BulkTargets,
  type BulkReason,
  type BulkRequest,
  type BulkSelection,
} from '../../../../shared/api/admin-bulk.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import type { Actor } from '../authoring.ts';
import { excerptOf } from '../duplicates/service.ts';
import { forgetPapers } from '../papers/service.ts';
import { planOf, type Row } from './actions.ts';

// who may change a question in the bank, the rule the Hindi versions' job follows too (hindi-versions/service.ts)
export { permissionMessages, permissionReason } from './actions.ts';

const EXAMPLES = 3;

/** The selected questions, in id order (so two bulk actions at once lock them in the same order). */
async function selectedRows(tx: Database, actor: Actor, selection: BulkSelection, lock: boolean): Promise<Row[]> {
  if (selection.ids) {
    const ids = [...new Set(selection.ids)];
    const rows = await bank.lockQuestionRecords(tx, { ids }, lock);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const more = missing.length > 3 ? ` and ${missing.length - 3} more` : '';
      throw notFound(`Some selected questions are no longer in the bank (${missing.slice(0, 3).join(', ')}${more}). Reload the list and select again.`);
    }
    return rows;
  }
  const { author, ...rest } = selection.filter ?? {};
  const filter = { ...rest, author: author === 'me' ? actor.id : author };
  const { ids, total } = await bank.questionIdsMatching(tx, filter, BULK_MAX);
  if (total > BULK_MAX) throw badRequest(bulkTooMany(total));
  return bank.lockQuestionRecords(tx, { ids }, lock);
}

function outcomeOf(request: BulkRequest, rows: Row[], changing: Row[], reasons: Map<BulkReason, Row[]>, messages: Partial<Record<BulkReason, string>>) {
  return {
    success: true as const,
    action: request.change.action,
    selected: rows.length,
    changing: changing.length,
    leftOut: [...reasons].map(([reason, left]) => ({
      reason,
      message: messages[reason] ?? reason,
      count: left.length,
      examples: left.slice(0, EXAMPLES).map((row) => ({ id: row.id, excerpt: excerptOf(row.text) })),
    })),
  };
}

async function run(db: Database, actor: Actor, request: BulkRequest, apply: boolean): Promise<BulkOutcome> {
  const { outcome, papers } = await db.transaction(async (tx) => {
    const rows = await selectedRows(tx, actor, request.selection, apply);
    const plan = await planOf(tx, actor, rows, request.change);
    const changing: Row[] = [];
    const reasons = new Map<BulkReason, Row[]>();
    for (const row of rows) {
      const reason = plan.reasonOf(row);
      if (reason === null) changing.push(row);
      else reasons.set(reason, [...(reasons.get(reason) ?? []), row]);
    }
    const outcome = { ...outcomeOf(request, rows, changing, reasons, plan.messages), applied: apply };
    if (!apply || changing.length === 0) return { outcome, papers: [] };
    const detail = await plan.apply(tx, changing);
    const { action, ...settings } = request.change;
    await recordChange(tx, {
      actorId: actor.id,
      action: `question.bulk-${action}`,
      entity: 'question-bulk',
      entityId: randomUUID(),
      before: null,
      after: { ...settings, ...detail, questionIds: changing.map((row) => row.id), leftOut: outcome.leftOut.map(({ reason, count }) => ({ reason, count })) },
    });
    return { outcome, papers: plan.papers ?? [] };
  });
  await forgetPapers(db, papers);
  return outcome;
}

/** What applying would do: how many change, and why the others would not. Nothing is written. */
export const previewBulk = (db: Database, actor: Actor, request: BulkRequest) => run(db, actor, request, false);

/** Does it: the questions the preview said would change, in one transaction with one audit entry. */
export const applyBulk = (db: Database, actor: Actor, request: BulkRequest) => run(db, actor, request, true);

/** The bulk bar's pickers: every node with its path (subject › topic › subtopic), and the papers not published. */
export async function bulkTargetsOf(db: Database): Promise<Omit<BulkTargets, 'success'>> {
  const { nodes, tests, quizzes } = await bank.bulkTargets(db);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: (typeof nodes)[number]): string => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    return parent ? `${pathOf(parent)} › ${node.name}` : node.name;
  };
  const notPublished = (status: string): status is 'draft' | 'archived' => status !== 'published';
  return {
    nodes: nodes
      .map((node) => ({ id: node.id, exam: node.exam, path: pathOf(node), depth: node.depth }))
      .sort((a, b) => a.exam.localeCompare(b.exam) || a.path.localeCompare(b.path)),
    papers: [
      ...tests.flatMap((test) =>
        notPublished(test.status) ? [{ kind: 'test' as const, id: test.id, title: `${test.seriesTitle} › ${test.title}`, status: test.status }] : [],
      ),
      ...quizzes.flatMap((quiz) => (notPublished(quiz.status) ? [{ kind: 'quiz' as const, id: quiz.id, title: quiz.title, status: quiz.status }] : [])),
    ],
  };
}
