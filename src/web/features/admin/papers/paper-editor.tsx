import { useState } from 'react';
import { useLocation } from 'react-router';
import { adminPaths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../ui/use-unsaved-changes.tsx';
import type { PaperKind } from './api.ts';
import { addQuestions, changesOf, totalsOf, type PaperQuestion, type PaperTotals } from './paper-order.ts';
import { PaperQuestionList } from './paper-question-list.tsx';
import { PaperTotalsPanel } from './paper-totals.tsx';
import { QuestionPicker, type PaperExamTypes } from './question-picker.tsx';
import { QuestionsHeader } from './questions-header.tsx';
import { SaveBar } from './save-bar.tsx';
import { hasNewer, NewerVersionsNotice, ServedVersionTag, useServeVersions, type ServeVersions } from './served-versions.tsx';
import { usePaperDraft } from './use-paper-draft.ts';

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
  /** the exam it is set for: the picker offers the question types it asks */
  exam?: PaperExamTypes | undefined;
  /** what its marking gives every question (UGC NET's 2), or null: each question's own marks */
  marksEach?: number | null | undefined;
}

/**
 * The questions of a test or a weekly quiz: ordered, grouped by section, with their totals. Changes
 * stay on this page until Save sends the whole list in one call.
 */
export function PaperEditor({ paper, questions, totals, lockedReason, onSave, versions, exam, marksEach = null }: PaperEditorProps) {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { saved, list, dirty, lock, saving, saveError, fail, change, discard, save } = usePaperDraft(questions, lockedReason, onSave, setAnnouncement);
  const shownTotals = dirty ? totalsOf(list, totals.durationSeconds, marksEach) : totals;
  const noun = paper.kind;

  const { blocker } = useUnsavedChanges(dirty);
  const serving = useServeVersions(versions, noun, { done: setAnnouncement, failed: fail });
  const newer = saved.filter(hasNewer).length;

  const here = `${location.pathname}${location.search}`;
  const newQuestionHref = `${adminPaths.questionNew()}?${new URLSearchParams({ addTo: `${paper.kind}:${paper.id}`, back: here }).toString()}`;

  function add(picked: PaperQuestion[]) {
    // worth what this paper's marking gives, as the saved ones are
    const next = addQuestions(list, marksEach === null ? picked : picked.map((question) => ({ ...question, marks: marksEach })));
    const count = next.length - list.length;
    change(next);
    setPickerOpen(false);
    setAnnouncement(`${count} ${count === 1 ? 'question' : 'questions'} added. Save to keep them.`);
  }

  function discardAll() {
    discard();
    setConfirmDiscard(false);
    setAnnouncement('Changes discarded.');
  }

  return (
    <section aria-labelledby="paper-questions-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <QuestionsHeader kind={noun} lock={lock} newQuestionHref={newQuestionHref} onPick={() => setPickerOpen(true)} />

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
        <SaveBar
          changes={dirty ? changesOf(saved, list) : null}
          error={saveError}
          saving={saving}
          mayChange={lock === null}
          onDiscard={() => setConfirmDiscard(true)}
          onSave={() => void save()}
        />
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
        exam={exam}
      />
      {serving.dialog}
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        destructive
        onConfirm={discardAll}
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
