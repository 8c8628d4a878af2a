import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import type { QuestionDuplicate } from '../../../../shared/api/duplicates.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { useEditorSubmit } from '../ui/use-editor-submit.ts';
import type { AddToPaper } from './add-to.ts';
import { appendToPaper, createQuestion, questionAction, saveQuestion, type QuestionAction } from './api.ts';
import type { useQuestionDraft } from './use-question-draft.ts';

/** What the page that moved here wants said (the save that created the question, a duplicate made). */
export interface EditorArrival {
  notice?: string;
  error?: string;
  /** what the save that made the question found it duplicates */
  duplicates?: QuestionDuplicate[];
  /** and what that check did not look for (the server's words), when it reached its bounds */
  duplicatesNotChecked?: string;
}

export const failure = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

interface QuestionSaveOptions {
  /** null for a new question */
  question: AdminQuestion | null;
  addTo: AddToPaper | null;
  back: string | null;
  arrival: EditorArrival;
  state: ReturnType<typeof useQuestionDraft>;
  /** the paper a new question joins, once its title is known */
  paperTitle: string | null;
  readOnly: boolean;
  leaveFreely: () => void;
}

/**
 * The question editor's save (useEditorSubmit) and its status steps: a saved question makes its next
 * version, a new one opens its own page (joining the paper it was written for), and publishing saves
 * unsaved edits first. `note` goes with the next version; `duplicates` are what the last save found.
 */
export function useQuestionSave({ question, addTo, back, arrival, state, paperTitle, readOnly, leaveFreely }: QuestionSaveOptions) {
  const queryClient = useQueryClient();
  const submit = useEditorSubmit<string, string, 'save' | QuestionAction>({
    leaveFreely,
    arrival: { notice: arrival.notice ?? null, error: arrival.error ?? null },
    describe: failure,
  });
  const [note, setNote] = useState('');
  const [duplicates, setDuplicates] = useState<QuestionDuplicate[]>(arrival.duplicates ?? []);
  const [duplicatesNotChecked, setDuplicatesNotChecked] = useState<string | null>(arrival.duplicatesNotChecked ?? null);

  const refreshBank = () => {
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
  };
  const show = (saved: AdminQuestion) => queryClient.setQueryData(adminKeys.question(saved.id), saved);
  const leaveTo = (path: string, arrivalState?: EditorArrival) => submit.leaveTo(path, arrivalState);

  async function save(): Promise<boolean> {
    const input = state.check();
    if (!input) return false;
    const sent = state.draft;
    return submit.run(
      'save',
      async () => {
        if (question) {
          const { question: saved, duplicates: found, duplicatesNotChecked: notChecked } = await saveQuestion(question.id, input, note.trim() || null);
          show(saved);
          setDuplicates(found);
          setDuplicatesNotChecked(notChecked ?? null);
          state.markSaved(sent);
          setNote('');
          submit.setNotice(saved.version > question.version ? `Saved as version ${saved.version}.` : 'Saved.');
          // the version history, and the papers that followed the new version
          void queryClient.invalidateQueries({ queryKey: adminKeys.questionVersions(question.id) });
          for (const use of saved.usedIn)
            void queryClient.invalidateQueries({ queryKey: use.kind === 'test' ? adminKeys.test(use.id) : adminKeys.quiz(use.id) });
          refreshBank();
          return;
        }
        const { question: created, duplicates: found, duplicatesNotChecked: notChecked } = await createQuestion(input);
        show(created);
        refreshBank();
        if (!addTo) {
          leaveTo(adminPaths.question(created.id), {
            notice: 'Saved as a draft.',
            duplicates: found,
            ...(notChecked ? { duplicatesNotChecked: notChecked } : {}),
          });
          return;
        }
        const paperName = paperTitle !== null ? `‘${paperTitle}’` : `the ${addTo.kind}`;
        try {
          await appendToPaper(addTo, created.id);
          void queryClient.invalidateQueries({ queryKey: addTo.kind === 'test' ? adminKeys.test(addTo.id) : adminKeys.quiz(addTo.id) });
          leaveTo(back ?? adminPaths.question(created.id), { notice: `Saved and added to ${paperName}.` });
        } catch (problem) {
          leaveTo(adminPaths.question(created.id), {
            error: `The question was saved as a draft, but it could not be added to ${paperName}: ${failure(problem)}`,
          });
        }
      },
      { clearNotice: true },
    );
  }

  async function act(action: QuestionAction) {
    if (!question) return;
    // publishing what is on screen: unsaved edits are saved first
    if (action === 'publish' && state.dirty && !readOnly && !(await save())) return;
    await submit.run(
      action,
      async () => {
        const result = await questionAction(question.id, action);
        show(result);
        refreshBank();
        if (action === 'duplicate') {
          leaveTo(adminPaths.question(result.id), { notice: 'This is an editable copy, a draft in no paper. Put it into papers that have not started.' });
        } else {
          submit.setNotice(action === 'publish' ? 'Published.' : 'Unpublished.');
        }
      },
      { clearNotice: true },
    );
  }

  return { submit, note, setNote, duplicates, duplicatesNotChecked, save, act, leaveTo };
}
