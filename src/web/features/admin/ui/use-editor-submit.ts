import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

export interface EditorSubmitOptions<Notice, Problem> {
  /** from useUnsavedChanges: the editor's own move after a save is not a leaving to ask about */
  leaveFreely: () => void;
  /** what the page that moved here asked to be said: the save that created the item, say */
  arrival?: { notice?: Notice | null; error?: Problem | null };
  /** how a refused save is kept for display; the error itself unless told otherwise */
  describe?: (problem: unknown) => Problem;
}

export interface EditorSubmit<Notice, Problem, Task extends string> {
  /** the save (or other step) under way, if any: the form and its buttons wait for it */
  pending: Task | null;
  saving: boolean;
  /** the last save's outcome, or what the page that moved here said */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** the last save's refusal, until the next edit or save */
  error: Problem | null;
  /** a save was tried: every field's problem shows, not only those of fields already left */
  tried: boolean;
  setTried: (tried: boolean) => void;
  /** the form's submit: the page stays, and a save counts as tried */
  begin: (event: FormEvent) => void;
  /** a refused check: the first of `fieldIds` (in the order they sit on the page) that has a problem takes the focus */
  focusFirst: <Field extends string>(problems: Partial<Record<Field, unknown>>, fieldIds: Partial<Record<Field, string>>) => void;
  /** an edit: the last save's outcome and refusal no longer apply */
  edited: () => void;
  /**
   * Runs a save (or another step: `task` names it for `pending`): the last refusal goes (and the
   * notice too with `clearNotice`), a failure is kept in `error`, and `then` gets the answer while
   * the editor is still on screen (as a mutation's own onSuccess would). True when `work` succeeded.
   */
  run: <Result>(task: Task, work: () => Promise<Result>, options?: { then?: (result: Result) => void; clearNotice?: boolean }) => Promise<boolean>;
  /** a saved item that stays on screen: the checks start over, and `notice` says it is saved */
  saved: (notice: Notice) => void;
  /** to another page after a save (a new item's own, say), in place of this one, telling it `state` */
  leaveTo: (path: string, state?: unknown) => void;
}

const asError = (problem: unknown) => (problem instanceof Error ? problem : new Error(String(problem)));

/**
 * An admin editor's save, the same in each: the pending state that holds the form, the refusal shown
 * until the next edit, the line that says it worked, the first problem focused when the form's own
 * check refuses, and the move to a new item's page once it is created (unsaved-changes guard let through).
 */
export function useEditorSubmit<Notice = string, Problem = Error, Task extends string = 'save'>({
  leaveFreely,
  arrival,
  describe = asError as (problem: unknown) => Problem,
}: EditorSubmitOptions<Notice, Problem>): EditorSubmit<Notice, Problem, Task> {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Task | null>(null);
  const [notice, setNotice] = useState<Notice | null>(arrival?.notice ?? null);
  const [error, setError] = useState<Problem | null>(arrival?.error ?? null);
  const [tried, setTried] = useState(false);
  // an answer that comes after the editor has gone (the admin left while it saved) moves nobody
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  return {
    pending,
    saving: pending !== null,
    notice,
    setNotice,
    error,
    tried,
    setTried,
    begin: (event) => {
      event.preventDefault();
      setTried(true);
    },
    focusFirst: (problems, fieldIds) => {
      const first = (Object.keys(fieldIds) as (keyof typeof fieldIds)[]).find((field) => problems[field]);
      if (first !== undefined) document.getElementById(fieldIds[first] ?? '')?.focus();
    },
    edited: () => {
      setNotice(null);
      setError(null);
    },
    run: async (task, work, { then, clearNotice = false } = {}) => {
      setPending(task);
      setError(null);
      if (clearNotice) setNotice(null);
      try {
        const result = await work();
        if (then && shown.current) then(result);
        return true;
      } catch (problem) {
        setError(describe(problem));
        return false;
      } finally {
        setPending(null);
      }
    },
    saved: (next) => {
      setTried(false);
      setNotice(next);
    },
    leaveTo: (path, state) => {
      leaveFreely();
      void navigate(path, { replace: true, state });
    },
  };
}
