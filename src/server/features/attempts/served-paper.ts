// The questions of an open test or quiz as the exam view reads them: the same bytes for every learner
// who may see them, so they are encoded once per version of the paper (through the response schema,
// as every answer is) and compressed once per encoding, never per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { examPaperResponse } from '../../../shared/api/exam.ts';
import { toExamQuestion, type Target } from './targets.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PaperEncoding = 'br' | 'gzip' | 'identity';

export interface ServedPaper {
  /** a hash of the questions: the same paper has the same version on every instance */
  version: string;
  /** the strong ETag: `"version"` */
  etag: string;
  questionCount: number;
  bytes(encoding: PaperEncoding): Promise<Buffer>;
}

const served = new WeakMap<Target, ServedPaper>();

/** The paper of a cached target, encoded on first use; a reloaded target is encoded afresh. */
export function servedPaper(target: Target): ServedPaper {
  let paper = served.get(target);
  if (!paper) {
    paper = encode(target);
    served.set(target, paper);
  }
  return paper;
}

function encode(target: Target): ServedPaper {
  // field by field (toExamQuestion), then through the schema: no key or explanation can ride along
  const questions = examPaperResponse.shape.questions.parse(target.questions.map(toExamQuestion));
  const questionsJson = JSON.stringify(questions);
  const version = createHash('sha256').update(questionsJson).digest('base64url').slice(0, 22);
  const identity = Buffer.from(`{"success":true,"version":${JSON.stringify(version)},"questions":${questionsJson}}`);
  const compressed = new Map<PaperEncoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    version,
    etag: `"${version}"`,
    questionCount: questions.length,
    bytes: (encoding) => {
      let body = compressed.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
            : gzipAsync(identity, { level: 9 });
        compressed.set(encoding, body);
      }
      return body;
    },
  };
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
