// The bank's duplicates check: for questions being saved, imported or generated, the questions of the
// bank whose normalised text is the same (exact) or nearly the same (pg_trgm similarity at least
// NEAR_DUPLICATE_SIMILARITY). Exact ones through the md5 index of the folded text, for any number of
// candidates in one query; near ones a few candidates a query, each matched through the GiST trigram
// index on the folded text's start (migrations 0017 and 0018).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { DUPLICATES_SHOWN, NEAR_DUPLICATE_SIMILARITY, type QuestionDuplicate } from '../../../../shared/api/duplicates.ts';
import { ADMIN_CHECKS, Slots } from '../check-slots.ts';

export interface DuplicateCandidate {
  text: string;
  options: string[];
  /** the question itself, when it is already in the bank: it is not its own duplicate */
  exceptId?: string | null;
}

const EXCERPT_CHARS = 120;

export const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : flat;
};

/**
 * The same expression as the generated column questions.normalised_text, over a candidate's text and
 * options (a jsonb array of { text }), so a candidate and a stored question are folded alike.
 */
const normalised = (text: SQL, options: SQL) =>
  sql`btrim(regexp_replace(lower(${text} || ' ' || coalesce(jsonb_path_query_array(${options}, '$[*].text')::text, '')), '[^[:alnum:]]+', ' ', 'g'))`;

interface MatchRow {
  ord: number;
  id: string;
  text: string;
  status: QuestionDuplicate['status'];
  similarity: number;
  exact: boolean;
}

/**
 * The bounds of one request's check (tests change them). Exact duplicates are always looked for, for
 * every candidate: an index lookup each. Near duplicates cost a trigram search each, so they are
 * looked for within these bounds, and what is left is said, never waited for.
 */
export const DUPLICATE_CHECK = {
  /** how long one request may look for near duplicates; the rest are then not looked for */
  timeLimitMs: 4000,
  /** the candidates of one request looked at for near duplicates (a larger file's import job looks at all of them) */
  maxCandidates: 500,
  /** candidates per query, so that each is short: the time limit is looked at between queries, and a learner who waits behind one on the embedded database waits little (a query of 10 against a bank of 5,000 look-alikes took 2 s there) */
  batchSize: 2,
};

/**
 * The start of a question's folded text that near duplicates are compared on (the index is on the
 * same expression: migrations 0017 and 0018). A question's first 1,000 characters are its stem and most of its
 * options; comparing 10,000 took seconds for one long question.
 */
export const NEAR_PREFIX_CHARS = 1000;

/** Why some candidates' near duplicates were not looked for. */
export type NotCheckedReason = 'many' | 'time' | 'busy';

export interface DuplicateCheck {
  /** for each candidate, in the same order, the bank's questions it duplicates, the closest first */
  matches: QuestionDuplicate[][];
  /** candidates whose near duplicates were not looked for (their exact duplicates were), and why */
  notChecked: { count: number; of: number; reason: NotCheckedReason; limitMs: number } | null;
}

// the checks running at once in this process, with the import's file reading's limit
const checking = new Slots(() => ADMIN_CHECKS.atOnce);

const seconds = (ms: number) => (ms >= 1500 ? `${Math.round(ms / 1000)} seconds` : 'a second');

/** What the dry run, the editor and the generation page say of candidates left unchecked. */
export function notCheckedMessage(notChecked: NonNullable<DuplicateCheck['notChecked']>): string {
  const { count, of, reason, limitMs } = notChecked;
  const which = count === of ? (of === 1 ? 'this question' : `all ${of} questions`) : `${count} of ${of} questions`;
  const why =
    reason === 'many'
      ? `a check looks at ${DUPLICATE_CHECK.maxCandidates} questions at most, and the import job looks at the rest: its page lists them`
      : reason === 'time'
        ? `the check stopped after ${seconds(limitMs)}`
        : 'other checks were running and this one waited past its time limit';
  return `Near duplicates not checked for ${which}: ${why}. Exact duplicates were checked for every question.`;
}

const payloadOf = (candidates: DuplicateCandidate[], ords: number[]) =>
  JSON.stringify(
    ords.map((ord) => ({
      ord,
      text: candidates[ord]!.text,
      options: candidates[ord]!.options.map((option) => ({ text: option })),
      except_id: candidates[ord]!.exceptId ?? null,
    })),
  );

/** The bank's questions with the same folded text as each candidate (through the md5 index). */
async function exactMatches(db: Database, candidates: DuplicateCandidate[]): Promise<MatchRow[]> {
  const payload = payloadOf(
    candidates,
    candidates.map((_, ord) => ord),
  );
  const result = (await db.execute(sql`
    with candidate as (
      select c.ord, c.except_id, ${normalised(sql`c.text`, sql`c.options`)} as folded
      from jsonb_to_recordset(${payload}::jsonb) as c(ord int, text text, options jsonb, except_id uuid)
    )
    select c.ord, m.id, m.text, m.status, 1::float8 as similarity, true as exact
    from candidate c
    cross join lateral (
      select q.id, q.text, q.status::text as status
      from questions q
      where md5(q.normalised_text) = md5(c.folded) and q.normalised_text = c.folded and (c.except_id is null or q.id <> c.except_id)
      order by q.id
      limit ${DUPLICATES_SHOWN}
    ) m
    where c.folded <> ''
    order by c.ord, m.id`)) as unknown as { rows: MatchRow[] };
  return result.rows;
}

/**
 * The bank's questions whose folded text's start is nearly that of each candidate's. Runs in a
 * transaction of its own so the similarity threshold the `%` operator (and so the index) uses, and
 * the statement's time limit (PostgreSQL's; the embedded database has none, the batches bound it
 * there), are set for this query only.
 */
async function nearMatches(db: Database, candidates: DuplicateCandidate[], ords: number[], timeoutMs: number): Promise<MatchRow[]> {
  const payload = payloadOf(candidates, ords);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAR_DUPLICATE_SIMILARITY)}, true)`);
    await tx.execute(sql`select set_config('statement_timeout', ${String(Math.max(1, Math.ceil(timeoutMs)))}, true)`);
    const result = (await tx.execute(sql`
      with candidate as (
        select c.ord, c.except_id, left(${normalised(sql`c.text`, sql`c.options`)}, ${sql.raw(String(NEAR_PREFIX_CHARS))}) as start
        from jsonb_to_recordset(${payload}::jsonb) as c(ord int, text text, options jsonb, except_id uuid)
      )
      select c.ord, m.id, m.text, m.status, m.similarity, false as exact
      from candidate c
      cross join lateral (
        select q.id, q.text, q.status::text as status,
               similarity(left(q.normalised_text, ${sql.raw(String(NEAR_PREFIX_CHARS))}), c.start)::float8 as similarity
        from questions q
        where left(q.normalised_text, ${sql.raw(String(NEAR_PREFIX_CHARS))}) % c.start and (c.except_id is null or q.id <> c.except_id)
        -- the trigram distance, 1 − similarity: the order the GiST index gives (migration 0018)
        order by left(q.normalised_text, ${sql.raw(String(NEAR_PREFIX_CHARS))}) <-> c.start, q.id
        limit ${DUPLICATES_SHOWN + 1}
      ) m
      where c.start <> ''
      order by c.ord, m.similarity desc, m.id`)) as unknown as { rows: MatchRow[] };
    return result.rows;
  });
}

const isStatementTimeout = (error: unknown) =>
  error instanceof Error && ((error as { code?: string }).code === '57014' || (error.cause as { code?: string } | undefined)?.code === '57014');

/**
 * For each candidate, in the same order, the bank's questions it duplicates, exact ones first, then
 * the closest (at most DUPLICATE_CHECK.maxCandidates), within DUPLICATE_CHECK's bounds. `all`: every
 * candidate however many, after waiting for a turn as long as need be, for `timeLimitMs` (the import
 * job, which runs in the background); `near: false`: exact duplicates only (what an import needs to
 * leave them out).
 */
export async function checkDuplicates(
  db: Database,
  candidates: DuplicateCandidate[],
  { all = false, near = true, timeLimitMs = DUPLICATE_CHECK.timeLimitMs }: { all?: boolean; near?: boolean; timeLimitMs?: number } = {},
): Promise<DuplicateCheck> {
  const matches: QuestionDuplicate[][] = candidates.map(() => []);
  if (candidates.length === 0) return { matches, notChecked: null };
  const started = Date.now();
  const add = (row: MatchRow) => {
    const found = matches[Number(row.ord)]!;
    if (found.length >= DUPLICATES_SHOWN || found.some((match) => match.id === row.id)) return;
    found.push({ id: row.id, excerpt: excerptOf(row.text), similarity: Math.round(Number(row.similarity) * 100) / 100, exact: row.exact, status: row.status });
  };
  for (const row of await exactMatches(db, candidates)) add(row);
  if (!near) return { matches, notChecked: null };

  const looked = all ? candidates.length : Math.min(candidates.length, DUPLICATE_CHECK.maxCandidates);
  let unchecked = candidates.length - looked;
  let reason: NotCheckedReason | null = unchecked > 0 ? 'many' : null;
  const left = () => timeLimitMs - (Date.now() - started);
  const release = await checking.take(all ? 2 ** 31 - 1 : Math.max(0, left()));
  if (!release) return { matches, notChecked: { count: candidates.length, of: candidates.length, reason: 'busy', limitMs: timeLimitMs } };
  try {
    // a query is not started when the last one says it would end past the limit
    let lastMs = 0;
    for (let from = 0; from < looked; from += DUPLICATE_CHECK.batchSize) {
      const ords = Array.from({ length: Math.min(DUPLICATE_CHECK.batchSize, looked - from) }, (_, index) => from + index);
      const queryStarted = Date.now();
      const rows =
        left() > lastMs
          ? await nearMatches(db, candidates, ords, left()).catch((error: unknown) => (isStatementTimeout(error) ? null : Promise.reject(error)))
          : null;
      lastMs = Date.now() - queryStarted;
      if (!rows) {
        unchecked += looked - from;
        reason = 'time';
        break;
      }
      for (const row of rows) add(row);
    }
  } finally {
    release();
  }
  return { matches, notChecked: unchecked > 0 ? { count: unchecked, of: candidates.length, reason: reason!, limitMs: timeLimitMs } : null };
}

/** The bank's questions this one (just saved) duplicates, itself left out, and what was not looked for. */
export async function duplicatesOfQuestion(db: Database, question: { id: string; text: string; options: { text: string }[] }) {
  const { byId, notChecked } = await duplicatesOfQuestions(db, [question]);
  return { duplicates: byId.get(question.id) ?? [], ...(notChecked ? { duplicatesNotChecked: notChecked } : {}) };
}

/**
 * The duplicates of questions already in the bank (a generation job's drafts, an import job's
 * questions), each but itself, by id; `all` as for checkDuplicates.
 */
export async function duplicatesOfQuestions(
  db: Database,
  questions: { id: string; text: string; options: { text: string }[] }[],
  bounds: { all?: boolean; timeLimitMs?: number } = {},
) {
  const check = await checkDuplicates(
    db,
    questions.map((question) => ({ text: question.text, options: question.options.map((option) => option.text), exceptId: question.id })),
    bounds,
  );
  return {
    byId: new Map(questions.map((question, index) => [question.id, check.matches[index]!])),
    notChecked: check.notChecked ? notCheckedMessage(check.notChecked) : null,
  };
}

/**
 * Exact duplicates within one list (an import's file): for each candidate, the index of the first
 * earlier one whose text folds to the same, or null. Folded as the database folds (see `normalised`).
 */
export async function earlierCopies(db: Database, candidates: DuplicateCandidate[]): Promise<(number | null)[]> {
  if (candidates.length === 0) return [];
  const payload = JSON.stringify(candidates.map((candidate, ord) => ({ ord, text: candidate.text, options: candidate.options.map((text) => ({ text })) })));
  const result = (await db.execute(sql`
    with candidate as (
      select c.ord, ${normalised(sql`c.text`, sql`c.options`)} as folded
      from jsonb_to_recordset(${payload}::jsonb) as c(ord int, text text, options jsonb)
    )
    select ord, case when folded = '' then null else nullif(min(ord) over (partition by folded), ord) end as first
    from candidate order by ord`)) as unknown as { rows: { ord: number; first: number | null }[] };
  return result.rows.map((row) => (row.first === null ? null : Number(row.first)));
}
