import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { can, canChange } from '../../../../../shared/admin-permissions.ts';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { AddToPaper } from '../add-to.ts';
import { paperSummaryQuery, questionFacetsQuery } from '../api.ts';
import { useQuestionDraft } from '../use-question-draft.ts';
import { useQuestionSave, type EditorArrival } from '../use-question-save.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { QuestionHeaderActions, QuestionHeaderLead, QuestionHeaderTitle } from './question-header.tsx';
import { WorkspaceNotices } from './question-notices.tsx';
import { VersionHistory } from './version-history.tsx';
import { useExamProfiles } from '../../api.ts';

export type { EditorArrival };

/**
 * What other admin areas show on a saved question's page: an area imports no other, so the app puts
 * them in (src/web/app/admin-question-pages.tsx).
 */
export interface QuestionSections {
  /** over the editor: the review conversation (`unsaved`: the editor holds changes not saved yet) */
  review: (question: AdminQuestion, unsaved: boolean) => ReactNode;
  /** under the editor: how learners did on it */
  statistics: (question: AdminQuestion) => ReactNode;
  /** at the foot of the page: its history */
  history: (question: AdminQuestion) => ReactNode;
}

interface QuestionWorkspaceProps {
  /** null for a new question */
  question: AdminQuestion | null;
  addTo: AddToPaper | null;
  back: string | null;
  arrival: EditorArrival;
  sections?: QuestionSections | undefined;
}

/** The editor page: header and status actions, the lock and review notices, the form, and saving. */
export function QuestionWorkspace({ question, addTo, back, arrival, sections }: QuestionWorkspaceProps) {
  const user = useAdminUser();
  const { role } = user;
  const navigate = useNavigate();
  const facets = useQuery(questionFacetsQuery);
  const paper = useQuery({ ...paperSummaryQuery(addTo ?? { kind: 'test', id: '' }), enabled: addTo !== null });
  const profiles = useExamProfiles();
  // written for a paper: the question types its exam asks
  const paperProfile = paper.data ? profiles.data?.find((entry) => entry.profile.code === paper.data.profileCode)?.profile : undefined;
  const exam = paperProfile ? { name: `${paperProfile.family} ${paperProfile.paperCode}`, types: paperProfile.questionTypes } : undefined;
  const state = useQuestionDraft(question);
  const { blocker, leaveFreely } = useUnsavedChanges(state.dirty);
  usePrivatePageTitle(question ? 'Edit question' : 'New question');

  const [confirmUnpublish, setConfirmUnpublish] = useState(false);

  const roleMayEdit = question === null ? can(role, 'draft.create') : canChange(user, { status: question.status, createdBy: question.author?.id ?? null });
  // another author's draft: a creator reads it, and may copy it only once it is published
  const othersDraft = question !== null && question.status === 'draft' && !roleMayEdit;
  const readOnly = !roleMayEdit;
  const listBack = back ?? adminPaths.questionList();

  const { submit, note, setNote, duplicates, duplicatesNotChecked, save, act, leaveTo } = useQuestionSave({
    question,
    addTo,
    back,
    arrival,
    state,
    paperTitle: paper.data ? paper.data.title : null,
    readOnly,
    leaveFreely,
  });
  const { notice, error } = submit;
  const busy = submit.saving;

  return (
    <div>
      <AdminPageHeader
        back={{ to: listBack, label: back ? 'Back' : 'Question bank' }}
        title={<QuestionHeaderTitle question={question} />}
        lead={<QuestionHeaderLead question={question} addTo={addTo} paperTitle={paper.data ? paper.data.title : null} />}
        actions={
          question ? (
            <QuestionHeaderActions
              question={question}
              role={role}
              othersDraft={othersDraft}
              busy={busy}
              unsaved={state.dirty && !readOnly}
              onDuplicate={() => void act('duplicate')}
              onUnpublish={() => setConfirmUnpublish(true)}
              onPublish={() => void act('publish')}
            />
          ) : null
        }
      />

      <WorkspaceNotices
        question={question}
        roleMayEdit={roleMayEdit}
        othersDraft={othersDraft}
        duplicates={duplicates}
        duplicatesNotChecked={duplicatesNotChecked}
        outcome={readOnly && (error || notice) ? { error, notice } : null}
      />

      {question && sections ? <div className="mb-6">{sections.review(question, state.dirty && !readOnly)}</div> : null}

      <QuestionEditor
        state={state}
        facets={facets.data}
        question={question}
        readOnly={readOnly}
        note={question ? { value: note, onChange: setNote } : null}
        saving={submit.pending === 'save'}
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
        exam={exam}
      />
      {question && sections ? sections.statistics(question) : null}
      {question ? <VersionHistory questionId={question.id} current={question.version} /> : null}

      {question && sections ? sections.history(question) : null}

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
