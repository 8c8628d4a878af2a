// How a save is merged into an attempt's saved answers, in SQL (one statement, no read-modify-write).
// A question's entry is { answer, status, seconds? }: the answer and status come from the save's
// answers (whole, as before), first visits fill only questions the attempt holds nothing for, and
// the seconds spent on a question are kept apart from both: an answer saved without them keeps the
// stored ones, seconds saved without an answer never touch it, and the stored number only grows
// (a late, older save cannot lower it). No question may claim more time than the attempt has run.
import { sql, type SQL } from 'drizzle-orm';

const NOT_ANSWERED = sql`'{"answer":null,"status":"not-answered"}'::jsonb`;

/**
 * The merged answers, as an expression over the stored answers, the first visits, the answer patch
 * and the seconds (each a jsonb expression), and the attempt's start.
 */
export function mergedAnswers(stored: SQL, visits: SQL, patch: SQL, seconds: SQL, startedAt: SQL): SQL {
  // whole seconds since the attempt started, and a few more for the clocks' disagreement
  const elapsed = sql`(ceil(extract(epoch from (now() - ${startedAt}))) + 5)::int`;
  return sql`(select m.patched || coalesce((
      select jsonb_object_agg(k.id, coalesce(m.patched->k.id, ${NOT_ANSWERED}) || jsonb_build_object('seconds',
        greatest(coalesce((m.base->k.id->>'seconds')::int, 0), least(coalesce((m.seconds->>k.id)::int, 0), ${elapsed}))))
      from (select jsonb_object_keys(m.patch) as id union select jsonb_object_keys(m.seconds)) as k
      where m.base->k.id ? 'seconds' or m.seconds ? k.id
    ), '{}'::jsonb)
    from (select base, base || p.patch as patched, p.patch, p.seconds
          from (select ${patch} as patch, coalesce(${seconds}, '{}'::jsonb) as seconds, coalesce(${visits}, '{}'::jsonb) || ${stored} as base) as p) as m)`;
}
