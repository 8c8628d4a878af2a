// The access table's rows of the syllabus tree (src/server/features/admin/taxonomy): reading it is any
// admin's; adding, renaming, moving and deleting its nodes a master's.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';

export function taxonomyRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/taxonomy',
      act('read the syllabus tree', 'admin.view', () => at('/api/admin/taxonomy')),
    ),
    row(
      'POST',
      '/api/admin/taxonomy/nodes',
      act('add a node to the syllabus tree', 'taxonomy.edit', () =>
        at('/api/admin/taxonomy/nodes', { exam: 'Access exam', parentId: null, name: `New node ${Date.now()}.${Math.random()}` }),
      ),
    ),
    row(
      'PATCH',
      '/api/admin/taxonomy/nodes/:id',
      act('rename a node', 'taxonomy.edit', async (s) =>
        at(`/api/admin/taxonomy/nodes/${await s.topicNode()}`, { name: `Renamed ${Date.now()}.${Math.random()}` }),
      ),
    ),
    row(
      'POST',
      '/api/admin/taxonomy/nodes/:id/move',
      act('move a node', 'taxonomy.edit', async (s) => at(`/api/admin/taxonomy/nodes/${await s.topicNode()}/move`, { parentId: null, position: 0 })),
    ),
    row(
      'DELETE',
      '/api/admin/taxonomy/nodes/:id',
      act('delete an empty node', 'taxonomy.edit', async (s) => at(`/api/admin/taxonomy/nodes/${await s.topicNode()}`)),
    ),
  ];
}
