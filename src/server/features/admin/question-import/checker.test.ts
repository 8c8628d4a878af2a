import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_CHECK, ImportChecker, ImportCheckStopped } from './checker.ts';
import { previewImport } from './service.ts';

const limits = { ...IMPORT_CHECK };
const checkers: ImportChecker[] = [];
const checker = () => {
  const made = new ImportChecker();
  checkers.push(made);
  return made;
};
afterEach(async () => {
  Object.assign(IMPORT_CHECK, limits);
  await Promise.all(checkers.splice(0).map((made) => made.close()));
});

const file = (questions: number) =>
  Array.from({ length: questions }, (_, index) => `::Q${index}::[html]<p>Question ${index} <b>${'x'.repeat(500)}</b>?</p>{=right ~wrong}`).join('\n\n');

describe('reading imported files in worker threads', () => {
  it('gives the same dry run as reading on the caller’s thread', async () => {
    const text = file(20);
    expect(await checker().check({ text, format: 'gift', defaults: { section: 'Aptitude' } })).toEqual(previewImport(text, 'gift', { section: 'Aptitude' }));
  });

  it('reads more files than workers, each in turn, and keeps the workers for the next', async () => {
    IMPORT_CHECK.workers = 1;
    const reader = checker();
    const answers = await Promise.all([1, 2, 3].map((questions) => reader.check({ text: file(questions), format: 'gift', defaults: {} })));
    expect(answers.map((answer) => answer.summary.ready)).toEqual([1, 2, 3]);
    expect(reader.workers).toBe(1);
  });

  it('stops a file at the time limit, ends its worker, and reads the next in a new one', async () => {
    IMPORT_CHECK.timeLimitMs = 1;
    const reader = checker();
    const stopped = reader.check({ text: file(2000), format: 'gift', defaults: {} });
    await expect(stopped).rejects.toThrow(ImportCheckStopped);
    await expect(stopped).rejects.toThrow(
      /^Reading this file took longer than a second, so it was stopped and nothing was imported\. Split it into smaller files/,
    );
    expect(reader.workers).toBe(0);

    IMPORT_CHECK.timeLimitMs = limits.timeLimitMs;
    expect((await reader.check({ text: file(2), format: 'gift', defaults: {} })).summary.ready).toBe(2);
  });

  it('stops a file that needs more memory than a worker has, saying so', async () => {
    IMPORT_CHECK.memoryMb = 4;
    const reader = checker();
    await expect(reader.check({ text: file(2000), format: 'gift', defaults: {} })).rejects.toThrow(
      /^Reading this file needed more memory than the server gives one file/,
    );
    expect(reader.workers).toBe(0);
  });

  it('refuses files once closed, and ends the ones waiting', async () => {
    IMPORT_CHECK.workers = 1;
    const reader = checker();
    const reading = reader.check({ text: file(2000), format: 'gift', defaults: {} });
    const waiting = reader.check({ text: file(1), format: 'gift', defaults: {} });
    const outcomes = Promise.allSettled([reading, waiting]);
    await reader.close();
    expect((await outcomes).map((outcome) => outcome.status === 'rejected' && String(outcome.reason))).toEqual([
      'Error: The server is stopping.',
      'Error: The server is stopping.',
    ]);
    expect(reader.workers).toBe(0);
    await expect(reader.check({ text: file(1), format: 'gift', defaults: {} })).rejects.toThrow(/closed/);
  });
});
