// The access table's rows of the exam profiles (src/server/features/admin/exams): reading them is any
// admin's; changing a profile's texts and copying one is a god's.
import { SHIPPED_EXAM_PROFILES } from '../../server/features/exam-profiles/seed.ts';
import type { AccessRow } from './table.ts';
import { act, at, row } from './row-builders.ts';

export function examProfileRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/exams',
      act('list the exam profiles', 'admin.view', () => at('/api/admin/exams')),
    ),
    row(
      'GET',
      '/api/admin/exams/:code',
      act('read an exam profile', 'admin.view', () => at('/api/admin/exams/gate-cs')),
    ),
    row(
      'PUT',
      '/api/admin/exams/:code',
      act("edit an exam profile's texts", 'exams.edit', () => at('/api/admin/exams/gate-cs', SHIPPED_EXAM_PROFILES[0])),
    ),
    row(
      'POST',
      '/api/admin/exams/:code/copy',
      act('copy an exam profile', 'exams.edit', () =>
        at('/api/admin/exams/gate-cs/copy', { code: `gate-copy-${Math.random().toString(36).slice(2, 10)}`, name: { en: 'GATE copy', hi: 'GATE प्रति' } }),
      ),
    ),
  ];
}
