// A master's edits of the syllabus tree (the tree itself, which the bank's filter and the editor's picker
// read too, is ../api.ts's). An edit changes counts, the filter and the picker, so each reads the tree
// and the bank again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicCreateInput, TopicMoveInput } from '../../../../shared/api/admin-taxonomy.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export type TaxonomyChange =
  | { kind: 'create'; input: TopicCreateInput }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'move'; id: string; input: TopicMoveInput }
  | { kind: 'delete'; id: string };

async function change(edit: TaxonomyChange): Promise<void> {
  if (edit.kind === 'create') await api.post('/api/admin/taxonomy/nodes', { body: edit.input });
  else if (edit.kind === 'rename') await api.patch('/api/admin/taxonomy/nodes/:id', { params: { id: edit.id }, body: { name: edit.name } });
  else if (edit.kind === 'move') await api.post('/api/admin/taxonomy/nodes/:id/move', { params: { id: edit.id }, body: edit.input });
  else await api.delete('/api/admin/taxonomy/nodes/:id', { params: { id: edit.id } });
}

export function useTaxonomyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.taxonomy() });
      // a renamed node renames its questions' topic
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    },
  });
}
