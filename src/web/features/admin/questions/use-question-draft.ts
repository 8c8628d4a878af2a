import { useCallback, useMemo, useState } from 'react';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import type { QuestionType } from '../../../../shared/exam/answer-key.ts';
import {
  addHindi,
  addOption,
  checkDraft,
  chooseCorrect,
  draftFromQuestion,
  emptyDraft,
  inputFields,
  moveOption,
  removeHindi,
  removeOption,
  setType,
  updateHindi,
  updateHindiOption,
  updateNat,
  updateOption,
  type DraftErrors,
  type NatDraft,
  type QuestionDraft,
} from '../ui/question-draft.ts';

const snapshot = (draft: QuestionDraft) => JSON.stringify(inputFields(draft));

/**
 * The editor's draft: its edits, whether it differs from what was last saved, and its errors,
 * shown once a save was tried and then kept current as the author fixes them.
 */
export function useQuestionDraft(question: AdminQuestion | null) {
  const [draft, setDraft] = useState<QuestionDraft>(() => (question ? draftFromQuestion(question) : emptyDraft()));
  const [saved, setSaved] = useState(() => snapshot(draft));
  const [checked, setChecked] = useState(false);

  const dirty = useMemo(() => snapshot(draft) !== saved, [draft, saved]);
  const errors: DraftErrors = useMemo(() => {
    if (!checked) return {};
    const check = checkDraft(draft);
    return check.ok ? {} : check.errors;
  }, [checked, draft]);

  const set = useCallback(<Name extends keyof QuestionDraft>(name: Name, value: QuestionDraft[Name]) => {
    setDraft((current) => ({ ...current, [name]: value }));
  }, []);

  const options = useMemo(
    () => ({
      text: (key: string, text: string) => setDraft((current) => updateOption(current, key, { text })),
      image: (key: string, image: string | null) => setDraft((current) => updateOption(current, key, { image })),
      correct: (key: string) => setDraft((current) => chooseCorrect(current, key)),
      add: () => setDraft(addOption),
      remove: (key: string) => setDraft((current) => removeOption(current, key)),
      move: (key: string, by: -1 | 1) => setDraft((current) => moveOption(current, key, by)),
    }),
    [],
  );

  const key = useMemo(
    () => ({
      type: (type: QuestionType) => setDraft((current) => setType(current, type)),
      nat: (change: Partial<NatDraft>) => setDraft((current) => updateNat(current, change)),
    }),
    [],
  );

  const hindi = useMemo(
    () => ({
      add: () => setDraft(addHindi),
      remove: () => setDraft(removeHindi),
      text: (text: string) => setDraft((current) => updateHindi(current, { text })),
      explanation: (explanation: string) => setDraft((current) => updateHindi(current, { explanation })),
      option: (key: string, text: string) => setDraft((current) => updateHindiOption(current, key, text)),
    }),
    [],
  );

  /** The check before saving: the input to send, or null with the errors now on screen. */
  const check = useCallback(() => {
    setChecked(true);
    const result = checkDraft(draft);
    return result.ok ? result.input : null;
  }, [draft]);

  /** What the server now holds (the draft as it was sent; edits made since stay 'unsaved'). */
  const markSaved = useCallback((sent: QuestionDraft) => setSaved(snapshot(sent)), []);

  return { draft, set, options, key, hindi, dirty, errors, check, markSaved };
}
