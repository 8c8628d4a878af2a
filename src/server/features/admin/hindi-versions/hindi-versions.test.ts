// Hindi versions written by the model (docs/decisions/034, issue 30 point 4): a bank job asks the /dev
// stand-in over real HTTP for each selected question's Hindi, a good answer waits as a proposal, a bad
// one is that question's failure; approving writes it onto the question as a new version, rejecting
// leaves the question as it was. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { signIn, testConfig } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi } from '../../../../test/admin-api.ts';
import { freePort } from '../../../../test/browserless-client.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { bankJobs } from '../../../db/bank-schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { hindiOfQuestions } from '../../catalogue/hindi.repository.ts';
import { findJob } from '../bank-jobs/repository.ts';
import { BankJobRunner } from '../bank-jobs/runner.ts';
import { llmEndpoint } from '../generation/llm-client.ts';
import type { HindiJobResult } from '../bank-jobs/service.ts';
import { hindiWork } from './job.ts';
import { approveProposal, createHindiJob, pendingProposals, rejectProposal } from './service.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let api: AdminApi;
let master: Awaited<ReturnType<typeof signIn>>;
let actor: { id: string; role: 'master' };

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PORT: String(port), PUBLIC_URL: baseUrl }), db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
  api = adminApi(app);
  master = await signIn(app, { role: 'master' });
  actor = { id: master.user.id, role: 'master' };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const runJobs = () => new BankJobRunner(app.db, { kinds: { hindi: hindiWork(app.db, () => llmEndpoint(app.config)) }, owner: 'hindi-test' }).drain();
const versionOf = async (id: string) => (await api.call(master, 'GET', `/api/admin/questions/${id}`)).json().question.version as number;

describe('writing Hindi versions of selected questions', () => {
  it('proposes each good answer for review and records a bad one as that question’s failure', async () => {
    const good = idOf(await api.createQuestion(master, { text: 'Which of the following is $2 + 2$?' }), 'question');
    const bad = idOf(await api.createQuestion(master, { text: 'What is $3 + 3$? [stand-in: hindi-short]' }), 'question');
    const { jobId, leftOut } = await createHindiJob(app.db, actor, [good, bad]);
    expect(leftOut).toEqual([]);
    await runJobs();

    const job = (await findJob(app.db, jobId!))!;
    expect(job).toMatchObject({ kind: 'hindi', status: 'completed', done: 2, total: 2 });
    const result = job.result as HindiJobResult;
    expect(result.proposed).toBe(1);
    expect(result.failed).toEqual([{ id: bad, reason: expect.stringMatching(/^The Hindi version has 3 options and the English 4/) }]);

    const proposals = (await pendingProposals(app.db)).filter((proposal) => proposal.questionId === good);
    expect(proposals).toHaveLength(1);
    const [proposal] = proposals;
    expect(proposal!.hindi.text).toContain('निम्नलिखित में से कौन-सा');
    expect(proposal!.hindi.text).toContain('$2 + 2$'); // the formula is kept
    expect(proposal!.hindi.options).toHaveLength(proposal!.english.options.length);
    expect(proposal!.current).toBeNull();
    // nothing touches the question before review
    expect((await hindiOfQuestions(app.db, [good, bad])).size).toBe(0);
    expect((await pendingProposals(app.db)).some((p) => p.questionId === bad)).toBe(false);
  });

  it('writes an approved proposal onto the question as its next version, once', async () => {
    const id = idOf(await api.createQuestion(master, { text: 'Find the value of $x$ if $x + 1 = 3$.' }), 'question');
    const before = await versionOf(id);
    await createHindiJob(app.db, actor, [id]);
    await runJobs();
    const proposal = (await pendingProposals(app.db)).find((p) => p.questionId === id)!;

    expect(await approveProposal(app.db, actor, proposal.id)).toEqual({ questionId: id, version: before + 1 });
    expect((await hindiOfQuestions(app.db, [id])).get(id)).toEqual(proposal.hindi);
    const versions = (await api.call(master, 'GET', `/api/admin/questions/${id}/versions`)).json().versions;
    expect(versions[0]).toMatchObject({ version: before + 1, changed: ['hindi'], hindi: proposal.hindi });
    expect((await pendingProposals(app.db)).some((p) => p.id === proposal.id)).toBe(false);
    await expect(approveProposal(app.db, actor, proposal.id)).rejects.toMatchObject({ statusCode: 409 });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'question.hindi.approve')));
    expect(audit).toHaveLength(1);
  });

  it('leaves the question as it was when a proposal is rejected', async () => {
    const id = idOf(await api.createQuestion(master, { text: 'What is $5 - 2$?' }), 'question');
    const before = await versionOf(id);
    await createHindiJob(app.db, actor, [id]);
    await runJobs();
    const proposal = (await pendingProposals(app.db)).find((p) => p.questionId === id)!;

    await rejectProposal(app.db, actor, proposal.id);
    expect((await hindiOfQuestions(app.db, [id])).size).toBe(0);
    expect(await versionOf(id)).toBe(before);
    expect((await pendingProposals(app.db)).some((p) => p.id === proposal.id)).toBe(false);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'question.hindi.reject')));
    expect(audit).toHaveLength(1);
  });

  it('is asked for and decided over the API: a creator starts the job, a master reviews', async () => {
    const creator = await signIn(app, { role: 'creator' });
    const id = idOf(await api.createQuestion(creator, { text: 'What is $7 + 1$?' }), 'question');
    const started = await api.call(creator, 'POST', '/api/admin/questions/hindi-jobs', { ids: [id] });
    expect(started.statusCode, started.body).toBe(200);
    await runJobs();
    // the job's page reads what it left: one proposal, no failures
    const job = (await api.call(creator, 'GET', `/api/admin/bank-jobs/${started.json().jobId as string}`)).json().job;
    expect(job).toMatchObject({ kind: 'hindi', status: 'completed', import: null, export: null, hindi: { proposed: 1, failed: [], failedCount: 0 } });
    expect((await api.call(creator, 'GET', '/api/admin/hindi-proposals')).statusCode).toBe(403);
    const listed = (await api.call(master, 'GET', '/api/admin/hindi-proposals')).json().proposals as { id: string; questionId: string }[];
    const proposal = listed.find((p) => p.questionId === id)!;
    const approved = await api.call(master, 'POST', `/api/admin/hindi-proposals/${proposal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await hindiOfQuestions(app.db, [id])).has(id)).toBe(true);
  });

  it('takes only the questions the caller may change: a creator’s own drafts, the others named as left out', async () => {
    const creator = await signIn(app, { role: 'creator' });
    const own = idOf(await api.createQuestion(creator, { text: 'What is $9 - 4$?' }), 'question');
    const others = idOf(await api.createQuestion(master, { text: 'What is $6 \\times 2$?' }), 'question');
    const started = await api.call(creator, 'POST', '/api/admin/questions/hindi-jobs', { ids: [own, others] });
    expect(started.statusCode, started.body).toBe(200);
    const { jobId, leftOut } = started.json() as { jobId: string; leftOut: unknown[] };
    expect(leftOut).toEqual([{ id: others, reason: 'not-yours', message: "Another author's draft: only its author or a master can change it." }]);
    expect((await findJob(app.db, jobId))!.input).toEqual({ ids: [own] });
    await runJobs();
    const proposed = (await pendingProposals(app.db)).map((proposal) => proposal.questionId);
    expect(proposed).toContain(own);
    expect(proposed).not.toContain(others);

    // none of them the caller's: no job starts, nothing is written
    const jobsBefore = await app.db.select().from(bankJobs);
    const refused = (await api.call(creator, 'POST', '/api/admin/questions/hindi-jobs', { ids: [others] })).json();
    expect(refused).toMatchObject({ jobId: null, leftOut: [{ id: others, reason: 'not-yours' }] });
    expect(await app.db.select().from(bankJobs)).toHaveLength(jobsBefore.length);
    expect((await pendingProposals(app.db)).some((proposal) => proposal.questionId === others)).toBe(false);
    expect((await hindiOfQuestions(app.db, [others])).size).toBe(0);
  });
});
