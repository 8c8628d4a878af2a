// The access table's rows of bulk work on the bank (src/server/features/admin/bulk): tagging,
// moving, submitting and adding to a paper need what they need for one question (the action then
// checks each question's author); deleting drafts is a master's.
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';
import type { Scene } from './scene.ts';

const tagOwn = async (s: Scene) => ({ selection: { ids: [await s.ownDraftQuestion()] }, change: { action: 'tag', tag: 'access' } });
const deleteOwn = async (s: Scene) => ({ selection: { ids: [await s.ownDraftQuestion()] }, change: { action: 'delete' } });
const submitOwn = async (s: Scene) => ({ selection: { ids: [await s.ownDraftQuestion()] }, change: { action: 'submit' } });

export function bulkRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/questions/bulk/targets',
      act("list the tree's nodes and the papers a bulk action can aim at", 'admin.view', () => at('/api/admin/questions/bulk/targets')),
    ),
    row(
      'POST',
      '/api/admin/questions/bulk/preview',
      act('preview tagging a draft of their own', 'draft.edit', async (s) => at('/api/admin/questions/bulk/preview', await tagOwn(s))),
      act('preview deleting drafts', 'content.delete', async (s) => at('/api/admin/questions/bulk/preview', await deleteOwn(s))),
    ),
    row(
      'POST',
      '/api/admin/questions/bulk',
      act('tag drafts of their own at once', 'draft.edit', async (s) => at('/api/admin/questions/bulk', await tagOwn(s))),
      act('submit drafts of their own at once', 'questions.submit', async (s) => at('/api/admin/questions/bulk', await submitOwn(s))),
      act('delete drafts at once', 'content.delete', async (s) => at('/api/admin/questions/bulk', await deleteOwn(s))),
    ),
  ];
}
