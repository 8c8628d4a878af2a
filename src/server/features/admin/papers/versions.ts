// Which version of each question a test or quiz serves (docs/decisions/029). A paper nobody can be
// taking follows each edit by itself; a published or started one keeps the version its learners
// met until a master chooses the newer one here. Its attempts so far keep what they were served.
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict } from '../../../http-errors.ts';
import type { Authored } from '../../../../shared/admin-permissions.ts';
import { keepServedVersions } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { requireCan, requireCanChange, type Actor } from '../authoring.ts';
import { hasAttempts, touchPaper } from './changes.ts';
import { requireMayEnter } from './placement.ts';
import { requireHindiComplete } from './publish-checks.ts';

const NOT_IN_PAPER = 'That question is not in this paper.';
const ALREADY_LATEST = 'This paper already serves the latest version of that question.';
const ALL_LATEST = 'This paper already serves the latest version of every question.';

/**
 * The paper serves the current version of `questionId`, or of every question that has a newer one.
 * Call inside the transaction that locked the paper's row; forget the paper once it commits.
 */
export async function serveLatest(tx: Database, actor: Actor, paper: papers.PaperRef & Authored, questionId: string | undefined): Promise<void> {
  await requireCanChange(tx, actor, paper);
  const started = await hasAttempts(tx, paper);
  // learners may be answering the older version, or have met it in their results
  if (paper.status === 'published' || started) requireCan(actor, 'versions.serve');
  const served = await papers.servedVersionsOf(tx, paper);
  if (questionId !== undefined && !served.some((question) => question.questionId === questionId)) throw badRequest(NOT_IN_PAPER);
  const newer = served.filter((question) => question.version < question.latest && (questionId === undefined || question.questionId === questionId));
  if (newer.length === 0) throw conflict(questionId === undefined ? ALL_LATEST : ALREADY_LATEST, 'version-current');
  // a newer version carries its key: it reaches this paper's learners only as a new question would
  await requireMayEnter(
    tx,
    paper,
    newer.map((question) => question.questionId),
    'serve',
  );
  // written before the switch, in one statement: every attempt so far is graded and reviewed as it was served
  const kept = started ? await keepServedVersions(tx, paper, Object.fromEntries(served.map((question) => [question.questionId, question.version]))) : 0;
  await papers.serveLatestIn(
    tx,
    paper,
    newer.map((question) => question.questionId),
  );
  // a published paper offered in Hindi never serves a version without it (docs/decisions/034): the switch is undone
  if (paper.status === 'published' && (await papers.offeredInHindi(tx, paper))) await requireHindiComplete(tx, paper, 'serve');
  await touchPaper(tx, paper);
  await recordChange(tx, {
    actorId: actor.id,
    action: `${paper.kind}.serve-latest`,
    entity: paper.kind,
    entityId: paper.id,
    before: { versions: Object.fromEntries(newer.map((question) => [question.questionId, question.version])) },
    after: { versions: Object.fromEntries(newer.map((question) => [question.questionId, question.latest])), attemptsKeepingTheirs: kept },
  });
}
