// The exam profiles' calls (issue 42): GET /api/admin/exams, and a god's PUT and copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamProfileCopy } from '../../../../shared/api/admin-exams.ts';
import type { ExamProfile } from '../../../../shared/exam/profiles.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export { examProfilesQuery, useExamProfiles } from '../api.ts';

/** PUT /api/admin/exams/:code: a shipped profile's texts, or all of a copy; the list is read again. */
export function useSaveExamProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ExamProfile) => (await api.put('/api/admin/exams/:code', { params: { code: profile.code }, body: profile })).profile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.examProfiles() }),
  });
}

/** POST /api/admin/exams/:code/copy */
export function useCopyExamProfile(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ExamProfileCopy) => (await api.post('/api/admin/exams/:code/copy', { params: { code }, body: input })).profile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.examProfiles() }),
  });
}
