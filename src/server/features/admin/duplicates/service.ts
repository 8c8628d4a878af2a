// The bank's duplicates check: for questions being saved, imported or generated, the questions of the
// bank whose normalised text is the same (exact) or nearly the same (pg_trgm similarity at least
// NEAR_DUPLICATE_SIMILARITY). One query for any number of candidates: they are unnested and each is
// matched through the GIN trigram index on questions.normalised_text (migration 0009).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { DUPLICATES_SHOWN, NEAR_DUPLICATE_SIMILARITY, type QuestionDuplicate } from '../../../../shared/api/duplicates.ts';

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
 * For each candidate, in the same order, the bank's questions it duplicates, the closest first (at
 * most DUPLICATES_SHOWN). Runs in a transaction of its own so the similarity threshold the `%`
 * operator (and so the index) uses is set for this query only.
 */
export async function findDuplicates(db: Database, candidates: DuplicateCandidate[]): Promise<QuestionDuplicate[][]> {
  const found: QuestionDuplicate[][] = candidates.map(() => []);
  if (candidates.length === 0) return found;
  const payload = JSON.stringify(
    candidates.map((candidate, ord) => ({
      ord,
      text: candidate.text,
      options: candidate.options.map((option) => ({ text: option })),
      except_id: candidate.exceptId ?? null,
    })),
  );
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAR_DUPLICATE_SIMILARITY)}, true)`);
    return (await tx.execute(sql`
      with candidate as (
        select c.ord, c.except_id, ${normalised(sql`c.text`, sql`c.options`)} as folded
        from jsonb_to_recordset(${payload}::jsonb) as c(ord int, text text, options jsonb, except_id uuid)
      )
      select c.ord, m.id, m.text, m.status, m.similarity, m.exact
      from candidate c
      cross join lateral (
        select q.id, q.text, q.status::text as status,
               similarity(q.normalised_text, c.folded)::float8 as similarity,
               q.normalised_text = c.folded as exact
        from questions q
        where q.normalised_text % c.folded and (c.except_id is null or q.id <> c.except_id)
        order by q.normalised_text = c.folded desc, similarity(q.normalised_text, c.folded) desc, q.id
        limit ${DUPLICATES_SHOWN}
      ) m
      where c.folded <> ''
      order by c.ord, m.exact desc, m.similarity desc, m.id`)) as unknown as { rows: MatchRow[] };
  });
  for (const row of result.rows) {
    found[Number(row.ord)]!.push({
      id: row.id,
      excerpt: excerptOf(row.text),
      similarity: Math.round(Number(row.similarity) * 100) / 100,
      exact: row.exact,
      status: row.status,
    });
  }
  return found;
}

/** The bank's questions this one (just saved) duplicates, itself left out. */
export async function duplicatesOfQuestion(db: Database, question: { id: string; text: string; options: { text: string }[] }) {
  return (await duplicatesOfQuestions(db, [question])).get(question.id) ?? [];
}

/** The duplicates of questions already in the bank (a generation job's drafts), each but itself, by id. */
export async function duplicatesOfQuestions(db: Database, questions: { id: string; text: string; options: { text: string }[] }[]) {
  const found = await findDuplicates(
    db,
    questions.map((question) => ({ text: question.text, options: question.options.map((option) => option.text), exceptId: question.id })),
  );
  return new Map(questions.map((question, index) => [question.id, found[index]!]));
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
