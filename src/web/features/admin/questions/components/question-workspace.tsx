import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, EyeOff, Send } from 'lucide-react';
import { can, canChange } from '../../../../../shared/admin-permissions.ts';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import type { AddToPaper } from '../add-to.ts';
import { appendToPaper, createQuestion, paperSummaryQuery, questionAction, questionFacetsQuery, saveQuestion, type QuestionAction } from '../api.ts';
import { useQuestionDraft } from '../use-question-draft.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { ReadOnlyNotice, ReviewNotice, VersionNotice } from './question-notices.tsx';
import { VersionHistory } from './version-history.tsx';
import { QuestionStatisticsPanel } from '../../item-stats/components/question-statistics.tsx';
import { ReviewPanel } from '../../review/components/review-panel.tsx';
import { QuestionStatusBadge } from '../../review/components/review-state-badge.tsx';
import { HistoryPanel } from '../../audit/components/history-panel.tsx';

/** What the page that moved here wants said (the save that created the question, a duplicate made). */
export interface EditorArrival {
  notice?: string;
  error?: string;
}

const failure = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

interface QuestionWorkspaceProps {
  /** null for a new question */
  question: AdminQuestion | null;
  addTo: AddToPaper | null;
  back: string | null;
  arrival: EditorArrival;
}

/** The editor page: header and status actions, the lock and review notices, the form, and saving. */
export function QuestionWorkspace({ question, addTo, back, arrival }: QuestionWorkspaceProps) {
  const user = useAdminUser();
  const { role } = user;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const facets = useQuery(questionFacetsQuery);
  const paper = useQuery({ ...paperSummaryQuery(addTo ?? { kind: 'test', id: '' }), enabled: addTo !== null });
  const state = useQuestionDraft(question);
  const { blocker, leaveFreely } = useUnsavedChanges(state.dirty);
  usePrivatePageTitle(question ? 'Edit question' : 'New question');

  const [busy, setBusy] = useState<'save' | QuestionAction | null>(null);
  const [notice, setNotice] = useState<string | null>(arrival.notice ?? null);
  const [error, setError] = useState<string | null>(arrival.error ?? null);
  const [note, setNote] = useState('');
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);

  const roleMayEdit = question === null ? can(role, 'draft.create') : canChange(user, { status: question.status, createdBy: question.author?.id ?? null });
  // another author's draft: a creator reads it, and may copy it only once it is published
  const othersDraft = question !== null && question.status === 'draft' && !roleMayEdit;
  const readOnly = !roleMayEdit;
  const listBack = back ?? adminPaths.questionList();

  const refreshBank = () => {
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
  };
  const show = (saved: AdminQuestion) => queryClient.setQueryData(adminKeys.question(saved.id), saved);
  const leaveTo = (path: string, arrivalState?: EditorArrival) => {
    leaveFreely();
    void navigate(path, { replace: true, state: arrivalState });
  };

  async function save(): Promise<boolean> {
    const input = state.check();
    if (!input) return false;
    const sent = state.draft;
    setBusy('save');
    setError(null);
    setNotice(null);
    try {
      if (question) {
        const saved = await saveQuestion(question.id, input, note.trim() || null);
        show(saved);
        state.markSaved(sent);
        setNote('');
        setNotice(saved.version > question.version ? `Saved as version ${saved.version}.` : 'Saved.');
        // the version history, and the papers that followed the new version
        void queryClient.invalidateQueries({ queryKey: adminKeys.questionVersions(question.id) });
        for (const use of saved.usedIn) void queryClient.invalidateQueries({ queryKey: use.kind === 'test' ? adminKeys.test(use.id) : adminKeys.quiz(use.id) });
        refreshBank();
        return true;
      }
      const created = await createQuestion(input);
      show(created);
      refreshBank();
      if (!addTo) {
        leaveTo(adminPaths.question(created.id), { notice: 'Saved as a draft.' });
        return true;
      }
      const paperName = paper.data ? `‘${paper.data.title}’` : `the ${addTo.kind}`;
      try {
        await appendToPaper(addTo, created.id);
        void queryClient.invalidateQueries({ queryKey: addTo.kind === 'test' ? adminKeys.test(addTo.id) : adminKeys.quiz(addTo.id) });
        leaveTo(back ?? adminPaths.question(created.id), { notice: `Saved and added to ${paperName}.` });
      } catch (problem) {
        leaveTo(adminPaths.question(created.id), {
          error: `The question was saved as a draft, but it could not be added to ${paperName}: ${failure(problem)}`,
        });
      }
      return true;
    } catch (problem) {
      setError(failure(problem));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function act(action: QuestionAction) {
    if (!question) return;
    // publishing what is on screen: unsaved edits are saved first
    if (action === 'publish' && state.dirty && !readOnly && !(await save())) return;
    setBusy(action);
    setError(null);
    setNotice(null);
    try {
      const result = await questionAction(question.id, action);
      show(result);
      refreshBank();
      if (action === 'duplicate') {
        leaveTo(adminPaths.question(result.id), { notice: 'This is an editable copy, a draft in no paper. Put it into papers that have not started.' });
      } else {
        setNotice(action === 'publish' ? 'Published.' : 'Unpublished.');
      }
    } catch (problem) {
      setError(failure(problem));
    } finally {
      setBusy(null);
    }
  }

  const status = question?.status ?? 'draft';
  const headerActions = question ? (
    // kept on one row beside the title from a tablet up; they wrap only on a phone
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      <a href={adminPaths.questionPreview(question.id)} target="_blank" rel="noopener" className={buttonClasses('secondary', 'md')}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Preview as learner
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {!othersDraft && can(role, 'draft.create') ? (
        <Button variant="secondary" onClick={() => void act('duplicate')} disabled={busy !== null}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </Button>
      ) : null}
      {status === 'published' && can(role, 'content.unpublish') ? (
        <Button variant="secondary" onClick={() => setConfirmUnpublish(true)} disabled={busy !== null}>
          <EyeOff aria-hidden="true" className="size-4" />
          Unpublish
        </Button>
      ) : null}
      {status !== 'published' && can(role, 'content.publish') ? (
        <Button onClick={() => void act('publish')} disabled={busy !== null}>
          <Send aria-hidden="true" className="size-4" />
          {state.dirty && !readOnly ? 'Save & publish' : 'Publish'}
        </Button>
      ) : null}
    </div>
  ) : null;

  return (
    <div>
      <AdminPageHeader
        back={{ to: listBack, label: back ? 'Back' : 'Question bank' }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {question ? 'Edit question' : 'New question'}
            {question ? <QuestionStatusBadge status={question.status} reviewState={question.reviewState} /> : <StatusPill status={status} />}
            {question ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                Version {question.version}
              </span>
            ) : null}
          </span>
        }
        lead={
          addTo ? (
            <>
              Saving adds it to the {addTo.kind === 'test' ? 'test' : 'weekly quiz'}{' '}
              {paper.data ? <strong className="font-semibold text-slate-800">‘{paper.data.title}’</strong> : null}.
            </>
          ) : question ? (
            <>
              Last changed {new Date(question.updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}. ‘Preview as learner’ shows the
              saved version.
            </>
          ) : (
            'Write it once; tests and weekly quizzes take it from the bank.'
          )
        }
        actions={headerActions}
      />

      <div className="mb-5 flex flex-col gap-3 empty:hidden">
        {question?.live && roleMayEdit ? <VersionNotice usedIn={question.usedIn} version={question.version} /> : null}
        {!roleMayEdit && question ? <ReadOnlyNotice draft={othersDraft} author={question.author} /> : null}
        {question ? <ReviewNotice needsReview={question.needsReview} origin={question.origin} /> : null}
        {readOnly && (error || notice) ? (
          <p
            role={error ? 'alert' : 'status'}
            className={error ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200' : 'text-sm text-emerald-700'}
          >
            {error ?? notice}
          </p>
        ) : null}
      </div>

      {question ? (
        <div className="mb-6">
          <ReviewPanel question={question} unsaved={state.dirty && !readOnly} />
        </div>
      ) : null}

      <QuestionEditor
        state={state}
        facets={facets.data}
        question={question}
        readOnly={readOnly}
        note={question ? { value: note, onChange: setNote } : null}
        saving={busy === 'save'}
        notice={notice}
        error={error}
        saveLabel={question ? (back ? 'Save and go back' : 'Save changes') : addTo ? `Save and add to ${addTo.kind}` : 'Save draft'}
        onSave={() =>
          void save().then((saved) => {
            // opened from another page (the review queue): once saved, back there
            if (saved && question && back) leaveTo(back, { notice: 'Your changes to the question are saved.' });
          })
        }
        onCancel={() => void navigate(listBack)}
      />
      {question ? <QuestionStatisticsPanel questionId={question.id} /> : null}
      {question ? <VersionHistory questionId={question.id} current={question.version} /> : null}

      {question ? <HistoryPanel entity="question" entityId={question.id} /> : null}

      <ConfirmDialog
        open={confirmUnpublish}
        title="Unpublish this question?"
        confirmLabel="Unpublish"
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => {
          setConfirmUnpublish(false);
          void act('unpublish');
        }}
      >
        It stays in the bank, marked Unpublished, and can be published again. Tests and quizzes that already include it keep it.
      </ConfirmDialog>
      <LeaveWithoutSavingDialog blocker={blocker} confirmLabel="Leave and discard" cancelLabel="Keep editing">
        The changes you made to this question since it was last saved will be lost.
      </LeaveWithoutSavingDialog>
    </div>
  );
}
