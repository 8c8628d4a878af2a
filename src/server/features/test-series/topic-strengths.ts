// The dashboard's topics (issue 28): a learner's answers per topic of the syllabus tree, counted
// in SQL over the analyses of their submitted attempts, and the series whose tests practise each.
// Two queries whatever the number of attempts or topics; the order and the links are shared rules.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../shared/api/exam.ts';
import { pickPracticeLinks, toTopicStrength, type PracticeCandidate, type TopicFigures, type TopicStrength } from '../../../shared/topic-strengths.ts';

// a subtopic (depth 2) counts towards its topic; a topic or a subject stands for itself
const groupNode = sql.raw(`case when node.depth = 2 then node.parent_id else node.id end`);

// an id that is not a uuid (a hand-edited analysis) is skipped rather than failing the whole report
const questionIdOf = sql.raw(
  `case when qa->>'questionId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (qa->>'questionId')::uuid end`,
);

// answered as the type accuracy counts it: an answer was given and graded right or wrong (a question
// a regrade counted for nobody is 'other')
const answered = sql.raw(`jsonb_typeof(qa->'selectedAnswer') in ('number', 'string', 'array') and qa->>'status' in ('correct', 'incorrect')`);
const timed = sql.raw(`jsonb_typeof(qa->'timeSpent') = 'number'`);
// a quiz counts once its solutions are out (shared/exam/disclosure.ts quizSettlesAt, decision 039):
// before that a topic of one question would tell its verdict
const settledOrTest = sql`(a.quiz_id is null or exists (
  select 1 from quizzes z where z.id = a.quiz_id and z.closes_at + make_interval(secs => z.time_limit_seconds + ${IN_FLIGHT_ALLOWANCE_SECONDS}) <= now()
))`;

/** One row per topic the learner met in a submitted test or quiz (questions outside the tree are left out). */
async function topicFigures(db: Database, userId: string): Promise<TopicFigures[]> {
  const rows = await queryRows<TopicFigures>(
    db,
    sql`with seen as (
          select ${groupNode} as topic_id, qa
          from attempts a
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(a.analysis->'questionAnalysis') = 'array' then a.analysis->'questionAnalysis' else '[]'::jsonb end
          ) as qa
          join questions q on q.id = ${questionIdOf}
          join topics node on node.id = q.topic_id
          where a.user_id = ${userId} and a.submitted_at is not null and a.analysis is not null and ${settledOrTest}
        )
        select g.id as "topicId", g.name as topic, s.name as subject,
          count(*)::int as seen,
          (count(*) filter (where ${answered}))::int as answered,
          (count(*) filter (where ${answered} and qa->>'status' = 'correct'))::int as correct,
          (count(*) filter (where ${timed}))::int as timed,
          coalesce(sum((qa->>'timeSpent')::float8) filter (where ${timed}), 0)::float8 as seconds
        from seen
        join topics g on g.id = seen.topic_id
        left join topics s on s.id = g.parent_id
        group by g.id, g.name, s.name`,
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/**
 * Every published test with questions of the given topics that the learner may take: in a
 * published series, or in one they are enrolled in (kept after archiving).
 */
async function practiceCandidates(db: Database, userId: string, topicIds: string[]) {
  return queryRows<PracticeCandidate & { topicId: string }>(
    db,
    sql`with wanted as (select value::uuid as id from jsonb_array_elements_text(${JSON.stringify(topicIds)}::jsonb)),
        covered as (
          select ${groupNode} as topic_id, tq.test_id, count(*)::int as questions
          from wanted
          join topics node on node.id = wanted.id or node.parent_id = wanted.id
          join questions q on q.topic_id = node.id
          join test_questions tq on tq.question_id = q.id
          group by 1, 2
        )
        select c.topic_id as "topicId", ts.id as "seriesId", ts.title as "seriesTitle", ts.price_paise as "pricePaise",
          ts.discount_percent as "discountPercent", (e.id is not null) as enrolled, t.id as "testId", t.title as "testTitle",
          c.questions, (a.id is not null and (a.submitted_at is not null or a.deadline <= now())) as taken
        from covered c
        join tests t on t.id = c.test_id and t.status = 'published'
        join test_series ts on ts.id = t.series_id
        left join enrolments e on e.series_id = ts.id and e.user_id = ${userId}
        left join attempts a on a.test_id = t.id and a.user_id = ${userId}
        where ts.status = 'published' or e.id is not null`,
  );
}

/** The learner's topics with where to practise each, in no particular order (the report ranks them). */
export async function topicStrengths(db: Database, userId: string): Promise<TopicStrength[]> {
  const figures = await topicFigures(db, userId);
  if (figures.length === 0) return [];
  const candidates = await practiceCandidates(
    db,
    userId,
    figures.map((row) => row.topicId),
  );
  const byTopic = new Map<string, PracticeCandidate[]>();
  for (const candidate of candidates) {
    const list = byTopic.get(candidate.topicId);
    if (list) list.push(candidate);
    else byTopic.set(candidate.topicId, [candidate]);
  }
  return figures.map((row) => toTopicStrength(row, pickPracticeLinks(byTopic.get(row.topicId) ?? [])));
}
