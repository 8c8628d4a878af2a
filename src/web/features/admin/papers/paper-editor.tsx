import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Lock, PenLine, Plus } from 'lucide-react';
import { questionList } from '../../../../shared/api/admin-content.ts';
import type { ErrorCode } from '../../../../shared/api/error-codes.ts';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/http.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../ui/use-unsaved-changes.tsx';
import { addQuestions, bySection, sameOrder, totalsOf, type PaperQuestion, type PaperTotals } from './paper-order.ts';
import { PaperQuestionList } from './paper-question-list.tsx';
import { PaperTotalsPanel } from './paper-totals.tsx';
import { QuestionPicker } from './question-picker.tsx';
import { hasNewer, NewerVersionsNotice, ServedVersionTag, useServeVersions, type ServeVersions } from './served-versions.tsx';

export type PaperKind = 'test' | 'quiz';

interface PaperEditorProps {
  paper: { kind: PaperKind; id: string };
  /** the saved list, as the server answered it */
  questions: readonly PaperQuestion[];
  totals: PaperTotals;
  /** why the list cannot change (started, published, the role); null when it can */
  lockedReason: string | null;
  /** PUT …/questions with the whole ordered list; rejects with the server's ApiError */
  onSave: (questionIds: string[]) => Promise<unknown>;
  /** which version of each question it serves, and choosing a newer one */
  versions: ServeVersions;
}

/** Answers that mean the paper is fixed for now, whatever was sent. */
const lockingCodes: readonly (ErrorCode | null)[] = ['paper-started', 'paper-published', 'paper-settling'];

/** 'order changed', '2 added, 1 removed': what Save would send, compared with the saved list. */
export function changesOf(saved: readonly PaperQuestion[], draft: readonly PaperQuestion[]): string {
  const savedIds = new Set(saved.map((question) => question.id));
  const draftIds = new Set(draft.map((question) => question.id));
  const added = draft.filter((question) => !savedIds.has(question.id)).length;
  const removed = saved.filter((question) => !draftIds.has(question.id)).length;
  const kept = (list: readonly PaperQuestion[], other: Set<string>) => list.filter((question) => other.has(question.id));
  const reordered = !sameOrder(kept(saved, draftIds), kept(draft, savedIds));
  return [added && `${added} added`, removed && `${removed} removed`, reordered && 'order changed'].filter(Boolean).join(', ');
}

/**
 * The questions of a test or a weekly quiz: ordered, grouped by section, with their totals. Changes
 * stay on this page until Save sends the whole list in one call.
 */
export function PaperEditor({ paper, questions, totals, lockedReason, onSave, versions }: PaperEditorProps) {
  const location = useLocation();
  const saved = useMemo(() => bySection(questions), [questions]);
  const [draft, setDraft] = useState<readonly PaperQuestion[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // a refusal holds until the page has the server's fresh answer (a new `questions` list)
  const [refusal, setRefusal] = useState<{ message: string; basis: readonly PaperQuestion[] } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const list = draft ?? saved;
  const dirty = draft !== null && !sameOrder(draft, saved);
  const lock = lockedReason ?? (refusal?.basis === questions ? refusal.message : null);
  const shownTotals = dirty ? totalsOf(list, totals.durationSeconds) : totals;

  const { blocker } = useUnsavedChanges(dirty);
  const noun = paper.kind === 'test' ? 'test' : 'quiz';
  const serving = useServeVersions(versions, noun, { done: setAnnouncement, failed: setSaveError });
  const newer = saved.filter(hasNewer).length;

  const here = `${location.pathname}${location.search}`;
  const newQuestionHref = `${adminPaths.questionNew()}?${new URLSearchParams({ addTo: `${paper.kind}:${paper.id}`, back: here }).toString()}`;

  function change(next: readonly PaperQuestion[]) {
    setSaveError(null);
    setDraft(next);
  }

  function add(picked: PaperQuestion[]) {
    const next = addQuestions(list, picked);
    const count = next.length - list.length;
    change(next);
    setPickerOpen(false);
    setAnnouncement(`${count} ${count === 1 ? 'question' : 'questions'} added. Save to keep them.`);
  }

  function discard() {
    setDraft(null);
    setSaveError(null);
    setConfirmDiscard(false);
    setAnnouncement('Changes discarded.');
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
      setAnnouncement('Questions saved.');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The questions could not be saved.';
      if (error instanceof ApiError && lockingCodes.includes(error.code)) setRefusal({ message, basis: questions });
      else setSaveError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="paper-questions-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="paper-questions-title" className="text-lg font-semibold text-navy-900">
            Questions
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Numbered as learners see them: Aptitude first, then Technical. Drag a row’s handle or use its arrows to reorder.
          </p>
        </div>
        {lock === null ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to={newQuestionHref} className={buttonClasses('secondary', 'sm')}>
              <PenLine aria-hidden="true" className="size-4" />
              Write a new question
            </Link>
            <Button size="sm" onClick={() => setPickerOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add from the bank
            </Button>
          </div>
        ) : null}
      </div>

      {lock !== null ? (
        <div role="status" className="mt-4 flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <p>
            <strong className="font-semibold">The questions of this {noun} are read-only.</strong> {lock}
          </p>
        </div>
      ) : null}

      {newer > 0 ? <NewerVersionsNotice count={newer} noun={noun} mayServe={versions.mayServe} enabled={!dirty} onServeAll={serving.chooseAll} /> : null}

      <div className="mt-5">
        <PaperTotalsPanel totals={shownTotals} unsaved={dirty} />
      </div>

      <div className="mt-5">
        {list.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="font-semibold text-navy-900">No questions yet</p>
            <p className="mt-1 text-sm text-slate-600">
              {lock === null
                ? `Add questions from the bank or write a new one. A ${noun} cannot be published without questions.`
                : `This ${noun} has no questions.`}
            </p>
          </div>
        ) : (
          <PaperQuestionList
            questions={list}
            editable={lock === null}
            onChange={change}
            announce={setAnnouncement}
            rowTag={(question) => <ServedVersionTag question={question} />}
            rowAction={(question, position) => serving.rowAction(question, position, !dirty)}
          />
        )}
      </div>

      {dirty || saveError ? (
        <div className="sticky bottom-0 z-20 -mx-5 mt-5 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="text-sm">
            {dirty ? (
              <p className="font-medium text-navy-900">
                Unsaved changes <span className="font-normal text-slate-600">({changesOf(saved, list)})</span>
              </p>
            ) : null}
            {saveError ? (
              <p role="alert" className="font-medium text-red-700">
                {saveError}
              </p>
            ) : null}
          </div>
          {dirty ? (
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" size="sm" disabled={saving} onClick={() => setConfirmDiscard(true)}>
                Discard
              </Button>
              {lock === null ? (
                <Button size="sm" disabled={saving} onClick={() => void save()}>
                  {saving ? <Spinner className="size-4" /> : null}
                  Save questions
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <QuestionPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        inPaper={new Set(list.map((question) => question.id))}
        onAdd={add}
        newQuestionHref={newQuestionHref}
      />
      {serving.dialog}
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        destructive
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      >
        The questions go back to the saved list: {changesOf(saved, list) || 'nothing'} will be undone.
      </ConfirmDialog>
      <LeaveWithoutSavingDialog blocker={blocker} confirmLabel="Leave">
        This {noun}’s questions have unsaved changes ({changesOf(saved, list)}). They are lost if you leave now.
      </LeaveWithoutSavingDialog>
    </section>
  );
}
