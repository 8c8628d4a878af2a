// The data one request of the access walk needs, made only as far as the request asks for it: an
// owner (a learner with an enrolment, attempts and a paid order) and the admin content each admin
// route acts on. A scene serves the next request of its case only while no request has changed a row
// of the database (walk.ts, KeptScene): nothing one request does can change another's answer.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { attempts, payments, quizzes } from '../../server/db/schema.ts';
import { winnerReviews } from '../../server/db/site-schema.ts';
import { signIn } from '../app.ts';
import { idOf } from '../admin-api.ts';
import { endJob, findJob } from '../../server/features/admin/bank-jobs/repository.ts';
import { exportWork } from '../../server/features/admin/bank-jobs/export-job.ts';
import { enrol } from '../../server/features/enrolments/service.ts';
import { notifyUsers } from '../../server/features/notices/service.ts';
import { paymentSignature } from '../../server/features/payments/signature.ts';
import type { Role } from '../../shared/roles.ts';
import type { World } from './world.ts';

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let paymentCounter = 0;
let nodeCounter = 0;
let reviewCounter = 0;

/** The language-model stand-in's word for a call it never answers (src/server/dev/local-llm.ts). */
export const HANGING_JOB = '[stand-in: timeout]';

/** The blueprint the access walk keeps, changes and assembles with (blueprint-rows.ts). */
export const ACCESS_BLUEPRINT = {
  name: 'Access blueprint',
  profileCode: 'gate-cs',
  kind: 'test',
  excludeSeenWeeks: 4,
  sections: [{ key: 'GA', parts: [{ marks: 1, count: 1, topicIds: [], level: 'any', types: [] }] }],
};

/** A lazily made value, made at most once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}

export function newScene(app: FastifyInstance, world: World) {
  /** Everything of the owner's that no one else may be shown: ids, e-mail, order ids. */
  const secrets = new Set<string>();

  async function person(role: Role = 'learner'): Promise<Person> {
    const { user, cookie } = await signIn(app, { role });
    return { id: user.id, email: user.email, cookie };
  }

  /** A call whose answer must be 200: fixtures that fail to build fail loudly, naming the call. */
  async function call(who: Person, method: Method, url: string, payload?: unknown) {
    const options: InjectOptions = { method, url, headers: { cookie: who.cookie } };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const response = await app.inject(options);
    if (response.statusCode !== 200) throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  }

  // the owner is enrolled in the free series, so every refusal of another learner is about ownership
  const owner = once(async () => {
    const who = await person();
    await enrol(app.db, { userId: who.id, seriesId: world.freeSeries, source: 'free' });
    secrets.add(who.id).add(who.email);
    return who;
  });

  const startTest = async (title: string) => {
    const who = await owner();
    const body = { userId: who.id, testSeriesId: world.freeSeries, testId: world.tests[title] };
    const attemptId = (await call(who, 'POST', '/api/testseries/startTest', body)).json().attempt.attemptId as string;
    secrets.add(attemptId);
    return attemptId;
  };

  const submittedAttempt = async () => {
    const who = await owner();
    const attemptId = await startTest('GATE Level Test');
    await call(who, 'POST', '/api/testseries/submittest', { userId: who.id, testId: world.tests['GATE Level Test'] });
    const paper = await call(who, 'GET', `/api/testseries/paper/${world.freeSeries}/${world.tests['GATE Level Test']}`);
    return { attemptId, questionId: paper.json().questions[0]._id as string };
  };

  const paidOrder = once(async () => {
    const who = await owner();
    const orderId = (await call(who, 'POST', '/api/payment/order', { testSeriesId: world.paidSeries })).json().id as string;
    secrets.add(orderId);
    paymentCounter += 1;
    const paymentId = `pay_access${paymentCounter}x${Date.now()}`;
    const signature = paymentSignature(orderId, paymentId, app.config.razorpay.keySecret);
    return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  });

  const paidEnrolment = once(async () => {
    await call(await owner(), 'POST', '/api/payment/verify', await paidOrder());
    return world.paidSeries;
  });

  const god = once(() => person('god'));
  // the creator who calls as 'creator' (walk.ts): the drafts it wrote are its own, anyone else's are not
  const creator = once(() => person('creator'));
  const adminCall = async (method: Method, url: string, payload?: unknown, who?: Person) => call(who ?? (await god()), method, url, payload);
  const create = async (url: string, body: Record<string, unknown>, key: string, who?: Person) => idOf(await adminCall('POST', url, body, who), key);
  const publish = async (kind: string, id: string) => {
    await adminCall('POST', `/api/admin/${kind}/${id}/publish`);
    return id;
  };
  const series = (title: string, who?: Person) => create('/api/admin/series', { title, exam: 'GATE CS', year: 2027, priceRupees: 0 }, 'series', who);
  const question = (text: string, who?: Person) =>
    create('/api/admin/questions', { text, options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 }, 'question', who);
  const test = async (seriesId: string, difficulty: string, questionIds: string[], who?: Person) => {
    const id = await create(`/api/admin/series/${seriesId}/tests`, { difficulty }, 'test', who);
    await adminCall('PUT', `/api/admin/tests/${id}/questions`, { questionIds }, who);
    return id;
  };
  const quiz = async (questionIds: string[], who?: Person) => {
    const window = { opensAt: new Date(Date.now() - 3600_000).toISOString(), closesAt: new Date(Date.now() + 7 * 86400_000).toISOString() };
    const id = await create('/api/admin/quizzes', { title: 'Access quiz', exam: 'GATE', timeLimitMinutes: 10, ...window }, 'quiz', who);
    await adminCall('PUT', `/api/admin/quizzes/${id}/questions`, { questionIds }, who);
    return id;
  };
  const notification = (title: string) =>
    adminCall('POST', '/api/admin/notifications', { title: `${title} ${Date.now()}`, body: 'Text.' }).then((r) => r.json().notification.id as string);
  // the stand-in holds this job's call open until it is cancelled: it is still running when a request acts on it
  const job = () => create('/api/admin/generation/jobs', { ...world.generation, sourceNotes: HANGING_JOB }, 'job');
  // no runner runs in the access walk: an import job waits, as one just created does
  const importJob = (who?: Person) => create('/api/admin/questions/import', { format: 'aiken', text: 'What is 2 + 2?\nA. 3\nB. 4\nANSWER: B' }, 'job', who);

  // written by its own work, not by a runner, so the scene's import jobs stay queued for their rows
  const exportJob = async (who?: Person) => {
    const id = await create('/api/admin/questions/export-jobs', { format: 'gift', selection: { ids: [await draftQuestion()] } }, 'job', who);
    const job = (await findJob(app.db, id))!;
    const work = exportWork(app.db, app.config.uploadsDir)(job);
    await work.run({
      signal: new AbortController().signal,
      db: app.db,
      chunk: () => Promise.reject(new Error('an export writes no chunks')),
      progress: async () => {},
    });
    await endJob(app.db, id, { status: 'completed', ...(await work.end(app.db, job, 'completed')) });
    return id;
  };

  const liveSeries = once(async () => publish('series', await series('Live series')));
  const liveQuestion = once(async () => publish('questions', await question('Live question?')));
  const draftQuestion = once(() => question('Draft question?'));
  const liveTest = once(async () => publish('tests', await test(await liveSeries(), 'hard', [await liveQuestion()])));
  // each quiz has a question of its own: a weekly quiz takes no question a published test shows the
  // key of, and lends none of its own to another paper until it has settled (admin/papers/placement.ts)
  const quizQuestion = once(async () => publish('questions', await question('Live quiz question?')));
  const ownQuizQuestion = async (text: string) => publish('questions', await question(text));
  const liveQuiz = once(async () => publish('quizzes', await quiz([await quizQuestion()])));
  /** the live question's next version, which published papers do not serve until someone chooses it */
  const newerVersion = once(async () => {
    const body = { text: 'Live question, corrected?', options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 };
    await adminCall('PUT', `/api/admin/questions/${await liveQuestion()}`, body);
  });

  return {
    secrets,
    person,
    owner,
    creator,
    /** the owner's test attempt, in progress */
    testAttempt: once(() => startTest('Easy Subject Test')),
    /** the id of a test the owner has started and not submitted */
    startedTest: once(async () => {
      await startTest('Full Subject Test');
      return world.tests['Full Subject Test']!;
    }),
    /** the owner's submitted attempt of a test, and a question of its paper */
    submittedAttempt: once(submittedAttempt),
    /** a question the owner reported from their submitted attempt: open in the review queue */
    reportedQuestion: once(async () => {
      const { attemptId, questionId } = await submittedAttempt();
      await call(await owner(), 'POST', `/api/attempts/${attemptId}/reports`, { questionId, reason: 'wrong-key', note: 'Access walk' });
      return questionId;
    }),
    /** a notice of the owner's own (as a regrade or a report's answer writes one) */
    ownerNotice: once(async () => {
      const who = await owner();
      await notifyUsers(app.db, [{ userId: who.id, kind: 'report', title: 'Access notice', body: 'Text.', link: null }]);
      const id = (await call(who, 'GET', '/api/notices')).json().notices[0].id as string;
      secrets.add(id);
      return id;
    }),
    quizAttempt: once(async () => {
      const who = await owner();
      const attemptId = (await call(who, 'POST', '/api/quiz/start', { userId: who.id, quizId: world.quiz })).json().attempt.attemptId as string;
      secrets.add(attemptId);
      return attemptId;
    }),
    paidOrder,
    /** the owner paid for the paid series: enrolled, with a receipt */
    paidEnrolment,
    /** the payments row of the owner's paid order, as the admin's receipt names it */
    paymentId: once(async () => {
      await paidEnrolment();
      const { razorpay_order_id: orderId } = await paidOrder();
      const [row] = await app.db.select({ id: payments.id }).from(payments).where(eq(payments.razorpayOrderId, orderId));
      return row!.id;
    }),
    /** drafts another author (a god) wrote: only a master or a god may change them */
    draftSeries: once(() => series('Draft series')),
    /** the calling creator's own drafts; anyone else's for the other callers */
    ownDraftSeries: once(async () => series('Own draft series', await creator())),
    ownDraftQuestion: once(async () => question('Own draft question?', await creator())),
    ownDraftTest: once(async () => test(await liveSeries(), 'easy', [await liveQuestion()], await creator())),
    ownDraftQuiz: once(async () => quiz([await ownQuizQuestion('Own draft quiz question?')], await creator())),
    liveSeries,
    draftQuestion,
    /** another author's draft, submitted for review: what a master approves, rejects or sends back */
    submittedQuestion: once(async () => {
      const id = await question('Submitted question?');
      await adminCall('POST', `/api/admin/review/${id}/submit`, { note: 'Please check the key.' });
      return id;
    }),
    liveQuestion,
    /** an empty subject of a tree of its own: renamed, moved or deleted by a master */
    topicNode: once(() =>
      create('/api/admin/taxonomy/nodes', { exam: 'Access exam', parentId: null, name: `Access node ${++nodeCounter}.${Date.now()}` }, 'node'),
    ),
    /** a published question in the GATE tree and in no paper: what a blueprint may pick */
    placedBankQuestion: once(async () =>
      publish(
        'questions',
        await create(
          '/api/admin/questions',
          {
            text: 'Placed bank question?',
            options: [{ text: '3' }, { text: '4' }],
            correctIndex: 1,
            section: 'Aptitude',
            marks: 1,
            exam: 'GATE CS',
            topic: 'Access blueprint topic',
          },
          'question',
        ),
      ),
    ),
    blueprint: once(() => create('/api/admin/blueprints', ACCESS_BLUEPRINT, 'blueprint')),
    // published, and in no paper: only the question's own status decides who may edit it
    bankQuestion: once(async () => publish('questions', await question('Bank question?'))),
    /** a draft test whose question waits for review: publishing it is refused */
    draftTest: once(async () => test(await liveSeries(), 'easy', [await draftQuestion()])),
    /** a draft test of reviewed questions, ready to publish */
    readyTest: once(async () => test(await liveSeries(), 'easy', [await liveQuestion()])),
    liveTest,
    /** a published test whose question has a newer version than the one it serves */
    liveTestWithNewerVersion: once(async () => {
      const id = await liveTest();
      await newerVersion();
      return id;
    }),
    archivedTest: once(async () => {
      const id = await publish('tests', await test(await liveSeries(), 'medium', [await liveQuestion()]));
      await adminCall('POST', `/api/admin/tests/${id}/unpublish`);
      return id;
    }),
    /** a published test of the live series that a learner has taken: a regrade acts on it */
    takenTest: once(async () => {
      const seriesId = await liveSeries();
      const questionId = await liveQuestion();
      const testId = await publish('tests', await test(seriesId, 'medium', [questionId]));
      const taker = await person();
      await enrol(app.db, { userId: taker.id, seriesId, source: 'free' });
      await call(taker, 'POST', '/api/testseries/startTest', { userId: taker.id, testSeriesId: seriesId, testId });
      await call(taker, 'POST', '/api/testseries/submittest', { userId: taker.id, testId, answers: { [questionId]: { answer: 0, status: 'answered' } } });
      return { testId, questionId };
    }),
    draftQuiz: once(async () => quiz([await draftQuestion()])),
    readyQuiz: once(async () => quiz([await ownQuizQuestion('Ready quiz question?')])),
    liveQuiz,
    liveQuizWithNewerVersion: once(async () => {
      const id = await liveQuiz();
      const body = { text: 'Live quiz question, corrected?', options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 };
      await adminCall('PUT', `/api/admin/questions/${await quizQuestion()}`, body);
      return id;
    }),
    draftNote: once(() => notification('Draft note')),
    liveNote: once(async () => {
      const id = await notification('Live note');
      await adminCall('POST', `/api/admin/notifications/${id}/publish`);
      return id;
    }),
    generationJob: once(job),
    /** an import job of the calling creator's (anyone else's for the other callers), and one of another author's */
    ownImportJob: once(async () => importJob(await creator())),
    othersImportJob: once(() => importJob()),
    /** a finished export job of the calling creator's (anyone else's for the other callers), and one of another author's */
    ownExportJob: once(async () => exportJob(await creator())),
    othersExportJob: once(() => exportJob()),
    /** the calling creator's import job, cancelled before it ran */
    ownEndedImportJob: once(async () => {
      const id = await importJob(await creator());
      await adminCall('POST', `/api/admin/bank-jobs/${id}/cancel`, undefined, await creator());
      return id;
    }),
    cancelledJob: once(async () => {
      const id = await job();
      await adminCall('POST', `/api/admin/generation/jobs/${id}/cancel`);
      return id;
    }),
    /** a finished weekly quiz whose winner review waits, and its rank 1 (a learner of its own): what a master confirms or passes over */
    pendingWinnerReview: once(async () => {
      const taker = await person();
      const closesAt = new Date(Date.now() - 86400_000);
      const [quiz] = await app.db
        .insert(quizzes)
        .values({
          slug: `access-review-${++reviewCounter}-${Date.now()}`,
          title: 'Access review quiz',
          exam: 'GATE',
          timeLimitSeconds: 600,
          opensAt: new Date(closesAt.getTime() - 7 * 86400_000),
          closesAt,
          status: 'published',
        })
        .returning({ id: quizzes.id });
      const startedAt = new Date(closesAt.getTime() - 3600_000);
      await app.db.insert(attempts).values({
        userId: taker.id,
        quizId: quiz!.id,
        startedAt,
        deadline: new Date(startedAt.getTime() + 600_000),
        submittedAt: new Date(startedAt.getTime() + 120_000),
        score: 1,
        analysis: { basicMetrics: { score: 1, maxPossibleMarks: 1, timeTaken: 120 }, questionAnalysis: [] },
      });
      await app.db.insert(winnerReviews).values({ quizId: quiz!.id });
      return { quizId: quiz!.id, userId: taker.id };
    }),
    /** a series the owner was granted by hand (a draft, so only the grant gives access) */
    grantedSeries: once(async () => {
      const seriesId = await series('Granted series');
      await adminCall('POST', `/api/admin/users/${(await owner()).id}/enrolments`, { seriesId, reason: 'Fixture grant' });
      return seriesId;
    }),
  };
}

export type Scene = ReturnType<typeof newScene>;
