// The questions of an open test or quiz as the exam view reads them: the same bytes for every learner
// who may see them, so they are encoded once per version of the paper (through the response schema,
// as every answer is) and compressed once per encoding, never per request.
//
// Each question's and option's text also goes drawn to HTML (shared/markdown/to-html.ts), so the
// browser shows it without downloading or running the Markdown and KaTeX code. Drawing a paper of
// formulas takes a few hundred milliseconds, so it is done beside the requests, a question per turn
// of the event loop, from the moment the paper is first named; until it is done the paper goes out
// as its text alone (the exam view then draws the Markdown itself), and no learner waits for it.
// The two bodies carry their own ETags, and either answers a revalidation: both are the same version.
//
// Formulas make the drawn paper many times its text (a GATE paper full of them: 60 kB of JSON as
// text alone, 768 kB drawn, 6 kB of that in brotli), so of it only the brotli bytes are kept; gzip
// is made from them when first asked for, and the rare request that takes neither gets them
// unpacked each time.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { examPaperResponse, type ExamQuestion } from '../../../shared/api/exam.ts';
import { markdownToHtml, MARKDOWN_HTML_VERSION } from '../../../shared/markdown/to-html.ts';
import { toExamQuestion, type Target } from './targets.ts';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type PaperEncoding = 'br' | 'gzip' | 'identity';

export interface PaperBody {
  etag: string;
  bytes: Buffer;
}

export interface ServedPaper {
  /** a hash of the questions: the same paper has the same version on every instance */
  version: string;
  /** the strong ETags of its two bodies, the drawn one first: either names this version */
  etags: readonly [drawn: string, textOnly: string];
  questionCount: number;
  /** the body to send: the drawn paper once it is ready, its text alone until then */
  body(encoding: PaperEncoding): Promise<PaperBody>;
  /** settles when the drawn paper is ready (or its drawing failed, and the text alone stays) */
  drawn: Promise<void>;
}

// The cached target is read again every half minute (targets.ts): the paper it carries is found by
// its version, so the same questions are not encoded and drawn again. A bounded number of versions
// is kept, the least recently named going first.
const byTarget = new WeakMap<Target, ServedPaper>();
const byVersion = new Map<string, ServedPaper>();
const KEPT_VERSIONS = 500;

/** The paper of a cached target, encoded on first use, or found by its version if it was before. */
export function servedPaper(target: Target): ServedPaper {
  let paper = byTarget.get(target);
  if (!paper) {
    // field by field (toExamQuestion), then through the schema: no key or explanation can ride along
    const questions = examPaperResponse.shape.questions.parse(target.questions.map(toExamQuestion));
    // the HTML follows from the text and the renderer, so the version is a hash of those two: the
    // view that names the version (getTest, getQuiz) does not wait for the drawing
    const version = createHash('sha256').update(MARKDOWN_HTML_VERSION).update(JSON.stringify(questions)).digest('base64url').slice(0, 22);
    paper = byVersion.get(version) ?? encode(questions, version);
    byVersion.delete(version);
    byVersion.set(version, paper);
    if (byVersion.size > KEPT_VERSIONS) byVersion.delete(byVersion.keys().next().value!);
    byTarget.set(target, paper);
  }
  return paper;
}

const paperJson = (version: string, questions: ExamQuestion[]) =>
  Buffer.from(`{"success":true,"version":${JSON.stringify(version)},"questions":${JSON.stringify(questions)}}`);

function compress(json: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipAsync(json, { level: 9 });
}

function encode(questions: ExamQuestion[], version: string): ServedPaper {
  const etags = [`"${version}"`, `"${version}.text"`] as const;

  const textJson = paperJson(version, questions);
  const textBytes = new Map<PaperEncoding, Promise<Buffer>>([['identity', Promise.resolve(textJson)]]);
  const textOnly = async (encoding: PaperEncoding): Promise<PaperBody> => {
    let bytes = textBytes.get(encoding);
    if (!bytes) {
      bytes = compress(textJson, encoding as 'br' | 'gzip');
      textBytes.set(encoding, bytes);
    }
    return { etag: etags[1], bytes: await bytes };
  };

  // the drawn paper: its brotli bytes once ready; gzip made from them when first asked for
  let drawnBrotli: Buffer | undefined;
  let drawnGzip: Promise<Buffer> | undefined;
  const drawing = drawnQuestions(questions, version)
    .then((withHtml) => compress(paperJson(version, withHtml), 'br'))
    .then((bytes) => {
      drawnBrotli = bytes;
    });

  return {
    version,
    etags,
    questionCount: questions.length,
    // a question that cannot be drawn goes as its text alone (drawnQuestion); should the paper as a
    // whole fail (none is known to), it is still served, as its text; it is said, and forgotten by
    // version, so that the next read of its test or quiz tries again
    drawn: drawing.catch((error: unknown) => {
      process.emitWarning(`the paper ${version} could not be drawn to HTML: ${error instanceof Error ? error.message : String(error)}`);
      byVersion.delete(version);
    }),
    body: async (encoding) => {
      if (!drawnBrotli) return textOnly(encoding);
      if (encoding === 'br') return { etag: etags[0], bytes: drawnBrotli };
      if (encoding === 'identity') return { etag: etags[0], bytes: await unbrotli(drawnBrotli) };
      if (!drawnGzip) {
        drawnGzip = unbrotli(drawnBrotli).then((json) => compress(json, 'gzip'));
        drawnGzip.catch(() => (drawnGzip = undefined));
      }
      return { etag: etags[0], bytes: await drawnGzip };
    },
  };
}

/**
 * Each question with its text and options drawn to HTML, a question per turn of the event loop, so
 * that other learners' requests are answered in between. Through the schema again, so the result
 * has exactly the paper's fields.
 */
async function drawnQuestions(questions: ExamQuestion[], version: string): Promise<ExamQuestion[]> {
  const withHtml: ExamQuestion[] = [];
  for (const question of questions) {
    await nextTurn();
    withHtml.push(drawnQuestion(question, version));
  }
  return examPaperResponse.shape.questions.parse(withHtml);
}

/**
 * A question with its texts drawn, or as its text alone (the exam view then draws it, or shows its
 * words where it is over the limits) when any of them cannot be drawn: one such question, stored
 * before the limits were checked at saving (shared/markdown/limits.ts), leaves the rest of the
 * paper drawn. It is said, so that somebody corrects it.
 */
function drawnQuestion(question: ExamQuestion, version: string): ExamQuestion {
  try {
    const { hindi } = question;
    return {
      ...question,
      questionHtml: markdownToHtml(question.questionText),
      options: question.options.map((option) => ({ ...option, html: markdownToHtml(option.text) })),
      // a paper offered in Hindi: its Hindi drawn the same way (docs/decisions/034)
      ...(hindi
        ? {
            hindi: {
              questionText: hindi.questionText,
              questionHtml: markdownToHtml(hindi.questionText),
              options: hindi.options.map((option) => ({ ...option, html: markdownToHtml(option.text) })),
            },
          }
        : {}),
    };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    process.emitWarning(`the question ${question._id} of the paper ${version} is served as its text alone: ${why}`);
    return question;
  }
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): PaperEncoding {
  if (!acceptEncoding) return 'identity';
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
