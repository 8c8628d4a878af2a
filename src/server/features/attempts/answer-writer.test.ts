// Autosaves are written in batches (answer-writer.ts). A save is acknowledged only once the
// statement that stores it has returned: whatever happens between two batches, nothing acknowledged
// is lost, and a learner's saves are stored in the order they were sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { answersFor, insertQuiz, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';
import { attempts } from '../../db/schema.ts';
import { AnswerWriter, type WriteBatch } from './answer-writer.ts';
import { mergeAnswersOfMany } from './repository.ts';

let t: TestApp;
let quiz: QuizFixture;
let api: ReturnType<typeof quizApi>;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  quiz = await insertQuiz(t.app);
  api = quizApi(t.app);
});
afterAll(() => t.close());

/** Learners, each with an open attempt of the quiz. */
async function openAttempts(count: number) {
  const started = [];
  for (let i = 0; i < count; i += 1) {
    const { user, cookie } = await signIn(t.app);
    const response = await api.start({ userId: user.id, cookie }, quiz.quizId);
    started.push({ userId: user.id, attemptId: response.json().attempt.attemptId as string });
  }
  return started;
}

const storedAnswers = async (attemptId: string) =>
  (await t.app.db.select({ answers: attempts.answers }).from(attempts).where(eq(attempts.id, attemptId)))[0]!.answers;

/** A writer whose batches can be held at the database's door, counted and made to fail. */
function observedWriter() {
  const batches: number[] = [];
  let gate: Promise<void> | null = null;
  let failNext = false;
  const write: WriteBatch = async (patches) => {
    batches.push(patches.length);
    if (gate) await gate;
    if (failNext) {
      failNext = false;
      throw new Error('connection terminated unexpectedly');
    }
    return mergeAnswersOfMany(t.app.db, patches);
  };
  return {
    writer: new AnswerWriter(write, { concurrency: 1, maxBatch: 500 }),
    batches,
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    failNextBatch: () => (failNext = true),
  };
}

const apt1 = () => answersFor(quiz, { right: ['e2e-apt-1'] });

describe('batched autosaves', () => {
  it("stores fifty learners' saves in two statements and acknowledges each with its attempt's new version", async () => {
    const learners = await openAttempts(50);
    const { writer, batches } = observedWriter();
    const versions = await Promise.all(learners.map(({ attemptId, userId }) => writer.save(attemptId, userId, apt1())));
    expect(versions).toEqual(learners.map(() => 1));
    // the first save goes at once; the 49 that came while it was written go together
    expect(batches).toEqual([1, 49]);
    for (const { attemptId } of learners) expect(await storedAnswers(attemptId)).toEqual(apt1());
  });

  it('acknowledges nothing that is not stored: saves waiting for the next batch are not answered yet', async () => {
    const [first, second] = await openAttempts(2);
    const { writer, batches, hold } = observedWriter();
    const release = hold();
    const acknowledged: string[] = [];
    const saves = [first!, second!].map(({ attemptId, userId }) => writer.save(attemptId, userId, apt1()).then(() => acknowledged.push(attemptId)));
    await new Promise((resolve) => setImmediate(resolve));
    // the first batch is at the database's door, the second save waits behind it: neither is answered
    expect(batches).toEqual([1]);
    expect(writer.backlog).toBe(1);
    expect(acknowledged).toEqual([]);
    expect(await storedAnswers(second!.attemptId)).toEqual({});
    release();
    await Promise.all(saves);
    expect(acknowledged).toEqual([first!.attemptId, second!.attemptId]);
    expect(await storedAnswers(second!.attemptId)).toEqual(apt1());
  });

  it("stores one learner's saves in the order they were sent, each in its own batch", async () => {
    const [learner] = await openAttempts(1);
    const { writer, batches } = observedWriter();
    const id = quiz.questionIds['e2e-apt-1']!;
    const sent = [0, 1, 2, 3].map((answer) => writer.save(learner!.attemptId, learner!.userId, { [id]: { answer, status: 'answered' } }));
    expect(await Promise.all(sent)).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([1, 1, 1, 1]);
    expect((await storedAnswers(learner!.attemptId))[id]).toEqual({ answer: 3, status: 'answered' });
  });

  it('fails every save of a batch the database refused, and goes on with the next', async () => {
    const [a, b, c] = await openAttempts(3);
    const { writer, hold, failNextBatch } = observedWriter();
    const release = hold();
    failNextBatch();
    const failed = writer.save(a!.attemptId, a!.userId, apt1());
    const later = [b!, c!].map(({ attemptId, userId }) => writer.save(attemptId, userId, apt1()));
    release();
    await expect(failed).rejects.toThrow(/connection terminated/);
    expect(await Promise.all(later)).toEqual([1, 1]);
    expect(await storedAnswers(a!.attemptId)).toEqual({});
  });

  it("answers null for an attempt that has ended, and never writes into another learner's attempt", async () => {
    const [mine, theirs] = await openAttempts(2);
    await t.app.db.update(attempts).set({ submittedAt: new Date() }).where(eq(attempts.id, mine!.attemptId));
    const { writer } = observedWriter();
    expect(await writer.save(mine!.attemptId, mine!.userId, apt1())).toBeNull();
    expect(await writer.save(theirs!.attemptId, mine!.userId, apt1())).toBeNull();
    expect(await storedAnswers(theirs!.attemptId)).toEqual({});
  });
});
