// A paper's calls, the same for a test and a weekly quiz: each change answers with the whole paper,
// which replaces the page's copy, and what else shows the paper is read again. Each kind names its own
// addresses and what shows it (tests/api.ts, quizzes/api.ts). The question picker reads the bank:
// GET /api/admin/questions with its filters.
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { QuestionListQuery } from '../../../../shared/api/admin-questions.ts';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export type PaperKind = 'test' | 'quiz';

/** One kind of paper's calls (every answer is the whole paper) and the queries that show it. */
export interface PaperCalls<P extends { id: string }, Patch> {
  /** the paper's own query */
  key: (id: string) => QueryKey;
  /** what else shows the paper, read again after each change: its series or list, the counts, the learners' pages */
  shownIn: (paper: P) => QueryKey[];
  edit: (id: string, patch: Patch) => Promise<P>;
  setQuestions: (id: string, questionIds: string[]) => Promise<P>;
  serveLatest: (id: string, questionId?: string) => Promise<P>;
  setStatus: (id: string, to: 'publish' | 'unpublish') => Promise<P>;
}

/** The saved paper replaces the page's copy and what shows it follows; a refusal (409) means the copy is out of date. */
export function useSavedPaper<P extends { id: string }, Patch>(calls: PaperCalls<P, Patch>) {
  const queryClient = useQueryClient();
  return {
    saved(paper: P) {
      queryClient.setQueryData(calls.key(paper.id), paper);
      for (const queryKey of calls.shownIn(paper)) void queryClient.invalidateQueries({ queryKey });
    },
    // someone started or published the paper: read it again
    refused(error: unknown, id: string) {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: calls.key(id) });
    },
  };
}

/** PATCH the paper, PUT …/questions, POST …/serve-latest and POST …/publish|unpublish. */
export function usePaperChanges<P extends { id: string }, Patch>(calls: PaperCalls<P, Patch>, id: string) {
  const { saved, refused } = useSavedPaper(calls);
  const queryClient = useQueryClient();
  const onError = (error: unknown) => refused(error, id);
  // the bank shows where each question is used, and which version each paper serves
  const savedWithBank = (paper: P) => {
    saved(paper);
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
  };
  return {
    edit: useMutation({ mutationFn: (patch: Patch) => calls.edit(id, patch), onSuccess: saved, onError }),
    setQuestions: useMutation({ mutationFn: (questionIds: string[]) => calls.setQuestions(id, questionIds), onSuccess: savedWithBank, onError }),
    /** one question's newest version, or every newer one */
    serveLatest: useMutation({ mutationFn: (questionId?: string) => calls.serveLatest(id, questionId), onSuccess: savedWithBank, onError }),
    setStatus: useMutation({ mutationFn: (to: 'publish' | 'unpublish') => calls.setStatus(id, to), onSuccess: saved, onError }),
  };
}

export type PaperChanges<P extends { id: string }, Patch> = ReturnType<typeof usePaperChanges<P, Patch>>;

export type BankFilters = Partial<Pick<QuestionListQuery, 'search' | 'section' | 'topic' | 'difficulty' | 'exam' | 'status'>> & {
  page: number;
  pageSize: number;
};

export const bankQuery = (filters: BankFilters) =>
  queryOptions({
    queryKey: adminKeys.questions(filters),
    queryFn: () => api.get('/api/admin/questions', { query: filters }),
    // the page being read stays on screen while the next one loads
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The exams and topics the bank holds, for the filters' suggestions; the filters work without them. */
export const facetsQuery = queryOptions({
  queryKey: adminKeys.questionFacets(),
  queryFn: () => api.get('/api/admin/questions/facets'),
  staleTime: 60_000,
  retry: false,
});
