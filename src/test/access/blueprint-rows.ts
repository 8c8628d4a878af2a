// The access table's rows of blueprints (src/server/features/admin/blueprints): reading the kept
// ones is any admin's; keeping, assembling and saving a draft from one is a master's.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';
import { ACCESS_BLUEPRINT, type Scene } from './scene.ts';

const draft = async (s: Scene) => ({
  profileCode: 'gate-cs',
  questionIds: [await s.placedBankQuestion()],
  target: { kind: 'test', seriesId: await s.liveSeries(), title: 'Assembled test', difficulty: 'easy', timeLimitMinutes: 20, scope: 'subject' },
});

export function blueprintRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/blueprints',
      act('list the blueprints', 'admin.view', () => at('/api/admin/blueprints')),
    ),
    row(
      'POST',
      '/api/admin/blueprints',
      act('keep a blueprint', 'papers.assemble', () => at('/api/admin/blueprints', ACCESS_BLUEPRINT)),
    ),
    row(
      'GET',
      '/api/admin/blueprints/:id',
      act('read a blueprint', 'admin.view', async (s) => at(`/api/admin/blueprints/${await s.blueprint()}`)),
    ),
    row(
      'PUT',
      '/api/admin/blueprints/:id',
      act('change a blueprint', 'papers.assemble', async (s) => at(`/api/admin/blueprints/${await s.blueprint()}`, { ...ACCESS_BLUEPRINT, name: 'Changed' })),
    ),
    row(
      'DELETE',
      '/api/admin/blueprints/:id',
      act('delete a blueprint', 'papers.assemble', async (s) => at(`/api/admin/blueprints/${await s.blueprint()}`)),
    ),
    row(
      'POST',
      '/api/admin/blueprints/assemble',
      act('assemble a paper from a blueprint', 'papers.assemble', () => at('/api/admin/blueprints/assemble', { blueprint: ACCESS_BLUEPRINT })),
    ),
    row(
      'POST',
      '/api/admin/blueprints/alternatives',
      act("list the alternatives to a blueprint's pick", 'papers.assemble', () =>
        at('/api/admin/blueprints/alternatives', { blueprint: ACCESS_BLUEPRINT, section: 'GA', part: 0, exclude: [] }),
      ),
    ),
    row(
      'POST',
      '/api/admin/blueprints/draft',
      act("save a blueprint's picks as a draft test", 'papers.assemble', async (s) => at('/api/admin/blueprints/draft', await draft(s))),
    ),
  ];
}
