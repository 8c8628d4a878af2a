import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { LearnersFirst } from './learners-first.ts';

const options = { aboutMs: 1000, quietMs: 20, holdMs: 250 };

/** How long the admin's turn took to come, in ms. */
async function adminWait(gate: LearnersFirst): Promise<{ ms: number; end: () => void }> {
  const asked = performance.now();
  const end = await gate.admin();
  return { ms: performance.now() - asked, end };
}

/** Learners' queries back to back, one always running, for `ms`. */
async function busyLearners(gate: LearnersFirst, ms: number) {
  const until = performance.now() + ms;
  let end = gate.learner();
  while (performance.now() < until) {
    await sleep(5);
    const next = gate.learner();
    end();
    end = next;
  }
  end();
}

describe('learners first', () => {
  it('lets admin work go at once while no learner is about', async () => {
    const gate = new LearnersFirst(options);
    const first = await adminWait(gate);
    const second = await adminWait(gate);
    expect(first.ms).toBeLessThan(15);
    expect(second.ms).toBeLessThan(15);
    expect(gate.state.admins).toBe(2);
    first.end();
    second.end();
    first.end();
    expect(gate.state.admins).toBe(0);
  });

  it('holds an admin statement while a learner query runs, and lets it go at the quiet moment after', async () => {
    const gate = new LearnersFirst(options);
    const endLearner = gate.learner();
    let started = false;
    const admin = gate.admin().then((end) => {
      started = true;
      return end;
    });
    await sleep(40);
    expect(started).toBe(false);
    const ended = performance.now();
    endLearner();
    const end = await admin;
    const after = performance.now() - ended;
    // the quiet moment, not the whole hold
    expect(after).toBeGreaterThanOrEqual(options.quietMs - 2);
    expect(after).toBeLessThan(options.holdMs);
    end();
  });

  it('with learners never quiet, lets one admin statement go after each hold, one at a time', async () => {
    const gate = new LearnersFirst(options);
    const learners = busyLearners(gate, 700);
    await sleep(10);
    const asked = performance.now();
    const starts: number[] = [];
    const run = async () => {
      const end = await gate.admin();
      starts.push(performance.now() - asked);
      expect(gate.state.admins).toBe(1);
      await sleep(30);
      end();
    };
    await Promise.all([run(), run()]);
    await learners;
    starts.sort((a, b) => a - b);
    expect(starts[0]).toBeGreaterThanOrEqual(options.holdMs - 2);
    // the second waited for the first to end (30 ms after it started), past its own hold
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(28);
  });

  it('never holds an admin statement for ever behind another admin one (a transaction that queries outside itself)', async () => {
    const gate = new LearnersFirst(options);
    const learners = busyLearners(gate, 1600);
    await sleep(10);
    const outer = await gate.admin();
    expect(gate.state.admins).toBe(1);
    const inner = await adminWait(gate);
    expect(inner.ms).toBeGreaterThanOrEqual(options.holdMs * 4 - 2);
    expect(inner.ms).toBeLessThan(options.holdMs * 4 + 200);
    inner.end();
    outer();
    await learners;
  });

  it('lets admin statements go in the order they asked, while learners come and go and when none is about', async () => {
    const gate = new LearnersFirst(options);
    const learners = busyLearners(gate, 600);
    const order: number[] = [];
    const asked: Array<Promise<void>> = [];
    for (let n = 0; n < 12; n += 1) {
      asked.push(
        gate.admin().then(async (end) => {
          order.push(n);
          await sleep(3);
          end();
        }),
      );
      await sleep(n % 3);
    }
    await Promise.all([...asked, learners]);
    expect(order).toEqual([...Array(12).keys()]);
    const later: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => gate.admin().then((end) => (later.push(name), end()))));
    expect(later).toEqual(['a', 'b', 'c']);
  });

  it('counts learners until they end, once each', () => {
    const gate = new LearnersFirst(options);
    const a = gate.learner();
    const b = gate.learner();
    expect(gate.state.learners).toBe(2);
    a();
    a();
    expect(gate.state.learners).toBe(1);
    b();
    expect(gate.state.learners).toBe(0);
  });
});
