// The paper's bytes as each kind of request gets them: the same JSON whatever the encoding, with the
// text drawn to HTML, and a version that names the paper before any of it is drawn.
import { markingOf } from '../../../shared/exam/marking.ts';
import { paperExamOf } from '../../../shared/exam/paper-exam.ts';
import { SHIPPED_EXAM_PROFILES } from '../exam-profiles/seed.ts';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { ExamPaperResponse } from '../../../shared/api/exam.ts';
import { INLINE_FORMULAS, NESTED_QUOTES } from '../../../test/markdown-fixtures.ts';
import { servedPaper } from './served-paper.ts';
import type { Target, TargetQuestion } from './targets.ts';

// the real renderer, except for a text that asks it to fail (none is known to, in the real one), or
// to return what is not HTML, which fails the paper as a whole
vi.mock('../../../shared/markdown/to-html.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/markdown/to-html.ts')>();
  return {
    ...original,
    markdownToHtml: (source: string) => {
      if (source.includes('[cannot be drawn]')) throw new Error('the renderer failed');
      if (source.includes('[breaks the paper]')) return 42 as unknown as string;
      return original.markdownToHtml(source);
    },
  };
});

const unbrotli = promisify(brotliDecompress);
const ungzip = promisify(gunzip);

function question(n: number, text = `Question ${n}: what is $x^${n}$ at $x = 1$?`): TargetQuestion {
  return {
    id: `q${n}`,
    text,
    image: null,
    options: [{ text: '$1$' }, { text: '**0**' }],
    explanation: 'The key, which the paper never carries.',
    explanationImage: null,
    type: 'MCQ',
    remarks: null,
    version: 1,
    section: 'Technical',
    marks: 1,
    key: { type: 'MCQ', correctIndex: 0 },
    optionCount: 2,
  };
}

function target(questions: TargetQuestion[]): Target {
  return {
    ref: { kind: 'test', id: 't1' },
    title: 'A test',
    timeLimitSeconds: 600,
    negativeRatio: 0,
    quizMarking: null,
    regrades: [],
    offeredInHindi: true,
    exam: paperExamOf(SHIPPED_EXAM_PROFILES[0]!, 'subject', markingOf('gate')),
    marking: markingOf('gate', { negativeRatio: 0 }),
    placement: { kind: 'test', seriesId: 's1', published: true },
    questions,
  };
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString()) as ExamPaperResponse;

describe('a served paper', () => {
  it('goes out as its text alone at once, and drawn to HTML once that is done, under another ETag', async () => {
    const paper = servedPaper(target(Array.from({ length: 20 }, (_, n) => question(n))));
    // the drawing has not had a turn yet: nobody waits for it
    const early = await paper.body('identity');
    expect(early.etag).toBe(`"${paper.version}.text"`);
    const text = json(early.bytes);
    expect(text.version).toBe(paper.version);
    expect(text.questions[3]!.questionText).toBe('Question 3: what is $x^3$ at $x = 1$?');
    expect(text.questions[3]!.questionHtml).toBeUndefined();

    await paper.drawn;
    const late = await paper.body('identity');
    expect(late.etag).toBe(`"${paper.version}"`);
    expect(paper.etags).toEqual([late.etag, early.etag]);
    const drawn = json(late.bytes);
    // the same paper, each text with its HTML beside it
    expect(drawn.questions.map(({ questionHtml: _, options, ...rest }) => ({ ...rest, options: options.map(({ html: __, ...option }) => option) }))).toEqual(
      text.questions,
    );
    expect(drawn.questions[3]!.questionHtml).toMatch(/^<p>Question 3: what is <span class="katex">/);
    expect(drawn.questions[3]!.options.map((option) => option.html)).toEqual([expect.stringContaining('class="katex"'), '<p><strong>0</strong></p>']);
  });

  it('is the same JSON in brotli, gzip and unpacked, drawn or not, and never carries the key', async () => {
    const paper = servedPaper(target([question(1), question(2)]));
    for (const stage of ['text', 'drawn']) {
      if (stage === 'drawn') await paper.drawn;
      const [br, gzip, identity] = await Promise.all([paper.body('br'), paper.body('gzip'), paper.body('identity')]);
      expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(1);
      const plain = json(identity.bytes);
      expect(json(await unbrotli(br.bytes))).toEqual(plain);
      expect(json(await ungzip(gzip.bytes))).toEqual(plain);
      expect(identity.bytes.toString()).not.toContain('The key');
      expect(identity.bytes.toString()).not.toContain('correctIndex');
    }
  });

  it('keeps its compressed bytes: a second request gets the very same buffer', async () => {
    const paper = servedPaper(target([question(3)]));
    // asked for together, before the drawing is done: the text alone, compressed once
    const [one, two] = await Promise.all([paper.body('br'), paper.body('br')]);
    expect(one.etag).toBe(`"${paper.version}.text"`);
    expect(one.bytes).toBe(two.bytes);
    await paper.drawn;
    expect((await paper.body('br')).bytes).toBe((await paper.body('br')).bytes);
    expect((await paper.body('gzip')).bytes).toBe((await paper.body('gzip')).bytes);
  });

  it('is found again, drawn, when its target is read again with the same questions; a changed text starts afresh', async () => {
    const first = servedPaper(target([question(7), question(8)]));
    await first.drawn;
    // the cache's next read of the same test: a new target object, the same questions
    const reread = servedPaper(target([question(7), question(8)]));
    expect(reread).toBe(first);
    expect((await reread.body('br')).etag).toBe(`"${first.version}"`);

    const edited = servedPaper(target([question(7), question(8, 'Question 8, reworded: $y$?')]));
    expect(edited.version).not.toBe(first.version);
    const body = await edited.body('identity');
    expect(body.etag).toBe(`"${edited.version}.text"`);
    expect(json(body.bytes).questions[1]!.questionText).toBe('Question 8, reworded: $y$?');
  });

  it('that cannot be drawn is served as its text, said, and drawn again on the next read of its test', async () => {
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const failing = servedPaper(target([question(30), question(31, 'A question that [breaks the paper]')]));
    await failing.drawn;
    const body = await failing.body('identity');
    expect(body.etag).toBe(`"${failing.version}.text"`);
    expect(json(body.bytes).questions[1]!.questionText).toBe('A question that [breaks the paper]');
    expect(warned).toHaveBeenCalledWith(expect.stringContaining(`the paper ${failing.version} could not be drawn to HTML:`));
    // forgotten: the next read of the same questions starts a new drawing rather than keeping the failure
    const again = servedPaper(target([question(30), question(31, 'A question that [breaks the paper]')]));
    expect(again).not.toBe(failing);
    await again.drawn;
    expect(warned).toHaveBeenCalledTimes(2);
    warned.mockRestore();
  });

  it('with a question that cannot be drawn serves that one as its text and the others drawn, and says which', async () => {
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const paper = servedPaper(target([question(40), question(41, 'A question that [cannot be drawn]'), question(42)]));
    await paper.drawn;
    const body = await paper.body('identity');
    expect(body.etag).toBe(`"${paper.version}"`);
    const [before, failed, after] = json(body.bytes).questions;
    expect(before!.questionHtml).toContain('class="katex"');
    expect(after!.questionHtml).toContain('class="katex"');
    expect(failed!.questionText).toBe('A question that [cannot be drawn]');
    expect(failed!.questionHtml).toBeUndefined();
    expect(failed!.options.map((option) => option.html)).toEqual([undefined, undefined]);
    expect(warned).toHaveBeenCalledWith(`the question q41 of the paper ${paper.version} is served as its text alone: the renderer failed`);
    warned.mockRestore();
  });

  it('with questions over the drawing limits (stored before they were checked) draws all the others', async () => {
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const [nested, formulas] = [NESTED_QUOTES, INLINE_FORMULAS];
    const paper = servedPaper(target([question(50), question(51, nested), question(52), { ...question(53), options: [{ text: formulas }, { text: '$0$' }] }]));
    await paper.drawn;
    const body = await paper.body('identity');
    expect(body.etag).toBe(`"${paper.version}"`);
    const questions = json(body.bytes).questions;
    expect(questions.map((each) => each.questionHtml === undefined)).toEqual([false, true, false, true]);
    expect(questions[1]!.questionText).toBe(nested);
    expect(questions[3]!.options[0]!.text).toBe(formulas);
    // the drawn paper stays about the size of the good questions: nothing of the 965 kB of formulas
    expect(body.bytes.length).toBeLessThan(nested.length + formulas.length + 20_000);
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(/^the question q51 of the paper \S+ is served as its text alone: the text nests more than 32 levels deep/),
    );
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^the question q53 .* draws more than 256 kB of HTML/));
    warned.mockRestore();
  });

  it('has one version for the same questions, another when a text changes', () => {
    const one = servedPaper(target([question(1), question(2)]));
    const same = servedPaper(target([question(1), question(2)]));
    const changed = servedPaper(target([question(1), question(2, 'Question 2, reworded')]));
    expect(same.version).toBe(one.version);
    expect(changed.version).not.toBe(one.version);
    expect(one.questionCount).toBe(2);
  });

  it('answers other requests while a long paper is drawn', async () => {
    // how long the event loop was held at a time while the paper was drawn and compressed
    let last = performance.now();
    let longestHold = 0;
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longestHold = Math.max(longestHold, now - last);
      last = now;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    await servedPaper(target(Array.from({ length: 200 }, (_, n) => question(n)))).drawn;
    ticking = false;
    const took = performance.now() - started;
    // a question at a time: no hold near the whole drawing (drawn in one go, it was nearly all of it)
    expect(longestHold).toBeLessThan(took / 4);
  });
});
