// The demo's blueprints (issue 42): next week's GATE CS quiz, GATE's whole paper, a subject test on
// two subjects of the tree and a UGC NET Paper 2 test. Assembled on the demo's bank they show every
// state of the page: parts filled, parts short of questions with the reasons, picks to swap.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paperBlueprints } from '../../db/blueprint-schema.ts';
import { topics } from '../../db/topics-schema.ts';
import { blueprintOfProfile, type BlueprintInput } from '../../../shared/api/admin-blueprints.ts';
import { SHIPPED_EXAM_PROFILES } from '../../features/exam-profiles/seed.ts';

const profile = (code: string) => SHIPPED_EXAM_PROFILES.find((entry) => entry.code === code)!;

/** A subject of an exam's tree, by name. */
async function subject(db: Database, exam: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.exam, exam), eq(topics.name, name), isNull(topics.parentId)));
  if (!row) throw new Error(`The demo's blueprints name a subject the ${exam} tree lacks: ${name}`);
  return row.id;
}

export async function insertDemoBlueprints(db: Database, masterId: string): Promise<void> {
  const algorithms = [await subject(db, 'GATE', 'Algorithms'), await subject(db, 'GATE', 'Programming and Data Structures')];
  const blueprints: BlueprintInput[] = [
    {
      name: 'GATE CS weekly quiz',
      profileCode: 'gate-cs',
      kind: 'quiz',
      excludeSeenWeeks: 2,
      sections: [
        { key: 'GA', parts: [{ marks: 1, count: 2, topicIds: [], level: 'any', types: [] }] },
        {
          key: 'CS',
          parts: [
            { marks: 1, count: 4, topicIds: [], level: 'any', types: [] },
            { marks: 2, count: 4, topicIds: [], level: 'any', types: [] },
          ],
        },
      ],
    },
    { ...blueprintOfProfile(profile('gate-cs')), name: 'GATE CS full-length mock' },
    {
      name: 'Algorithms and data structures: subject test',
      profileCode: 'gate-cs',
      kind: 'test',
      excludeSeenWeeks: 4,
      sections: [
        {
          key: 'CS',
          parts: [
            { marks: 1, count: 5, topicIds: algorithms, level: 'any', types: ['MCQ', 'NAT'] },
            { marks: 2, count: 24, topicIds: algorithms, level: 'any', types: [] },
          ],
        },
      ],
    },
    {
      name: 'UGC NET Paper 2: 20-question practice test',
      profileCode: 'ugc-net-cs',
      kind: 'test',
      excludeSeenWeeks: 0,
      sections: [{ key: 'CS', parts: [{ marks: 2, count: 20, topicIds: [], level: 'any', types: [] }] }],
    },
  ];
  await db
    .insert(paperBlueprints)
    .values(blueprints.map((blueprint) => ({ name: blueprint.name, profileCode: blueprint.profileCode, blueprint, createdBy: masterId })));
}
