// The paper's list while it is being edited: the saved list (grouped by section), the unsaved one,
// and its save, which sends the whole list; a refusal that means the paper is fixed for now locks it
// until the page has the server's fresh answer.
import { useMemo, useState } from 'react';
import { questionList } from '../../../../shared/api/admin-content.ts';
import type { ErrorCode } from '../../../../shared/api/error-codes.ts';
import { ApiError } from '../../../lib/http.ts';
import { bySection, sameOrder, type PaperQuestion } from './paper-order.ts';

/** Answers that mean the paper is fixed for now, whatever was sent. */
const lockingCodes: readonly (ErrorCode | null)[] = ['paper-started', 'paper-published', 'paper-settling'];

export function usePaperDraft(
  questions: readonly PaperQuestion[],
  lockedReason: string | null,
  onSave: (questionIds: string[]) => Promise<unknown>,
  announce: (message: string) => void,
) {
  const saved = useMemo(() => bySection(questions), [questions]);
  const [draft, setDraft] = useState<readonly PaperQuestion[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // a refusal holds until the page has the server's fresh answer (a new `questions` list)
  const [refusal, setRefusal] = useState<{ message: string; basis: readonly PaperQuestion[] } | null>(null);

  const list = draft ?? saved;

  function change(next: readonly PaperQuestion[]) {
    setSaveError(null);
    setDraft(next);
  }

  function discard() {
    setDraft(null);
    setSaveError(null);
  }

  async function save() {
    const questionIds = list.map((question) => question.id);
    const checked = questionList.safeParse({ questionIds });
    if (!checked.success) {
      setSaveError(checked.error.issues[0]?.message ?? 'This list cannot be saved.');
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(questionIds);
      setDraft(null);
      announce('Questions saved.');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The questions could not be saved.';
      if (error instanceof ApiError && lockingCodes.includes(error.code)) setRefusal({ message, basis: questions });
      else setSaveError(message);
    } finally {
      setSaving(false);
    }
  }

  return {
    saved,
    list,
    dirty: draft !== null && !sameOrder(draft, saved),
    /** why the list cannot change: the page's reason, or the server's last refusal */
    lock: lockedReason ?? (refusal?.basis === questions ? refusal.message : null),
    saving,
    saveError,
    fail: setSaveError,
    change,
    discard,
    save,
  };
}
