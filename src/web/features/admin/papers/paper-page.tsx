import type { ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { can, canChange } from '../../../../shared/admin-permissions.ts';
import type { AdminQuiz, AdminTest } from '../../../../shared/api/admin-content.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/http.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { refreshAfterReview, useExamProfiles } from '../api.ts';
import { useAdminUser } from '../shell/admin-area.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { StatusPill } from '../ui/status-pill.tsx';
import type { PaperChanges, PaperKind } from './api.ts';
import { paperLocks, type PaperLocks } from './locks.ts';
import { PaperEditor } from './paper-editor.tsx';
import { PublishControls } from './publish-controls.tsx';
import { ProfileFitPanel } from './profile-fit-panel.tsx';

type Paper = AdminTest | AdminQuiz;

/** The line under the title: status, then what the kind says of its timing and marking. */
export interface PaperLead {
  /** beside the status: a quiz's window */
  badge?: ReactNode;
  summary: ReactNode;
  /** a second line: a quiz's window in India time */
  detail?: ReactNode;
}

/**
 * What other admin areas show on a paper's page: an area imports no other, so the app puts them in
 * (src/web/app/admin-paper-pages.tsx).
 */
export interface PaperSections {
  /** under its questions once learners have started it: its regrades and statistics */
  started: (paper: { kind: PaperKind; id: string }) => ReactNode;
  /** at the foot of the page: its history */
  history: (paper: { kind: PaperKind; id: string }) => ReactNode;
}

interface PaperPageProps<P extends Paper, Patch> {
  kind: PaperKind;
  /** as the page's title names the kind: 'test', 'weekly quiz' */
  name: string;
  query: UseQueryResult<P>;
  changes: PaperChanges<P, Patch>;
  back: { to: string; label: string };
  /** under 'No such test/quiz' */
  notFoundMessage: string;
  lead: (paper: P) => PaperLead;
  /** the settings form, given what the role and the paper's state lock */
  settings: (paper: P, locks: PaperLocks) => ReactNode;
  sections?: PaperSections | undefined;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A saved test's or weekly quiz's page: loading and error states, then its header with publishing, its settings and its questions. */
export function PaperPage<P extends Paper, Patch>({ kind, name, query, changes, back, notFoundMessage, lead, settings, sections }: PaperPageProps<P, Patch>) {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const profiles = useExamProfiles();
  const fallbackTitle = capitalised(name);
  usePrivatePageTitle(query.data ? `${query.data.title} (${name})` : fallbackTitle);
  if (query.isPending) return <LoadingBlock label={`Loading the ${kind}…`} />;
  if (query.isError) {
    return (
      <>
        <AdminPageHeader title={fallbackTitle} back={back} />
        {isApiError(query.error, 404) ? (
          <ErrorBlock title={`No such ${kind}`} message={notFoundMessage} />
        ) : (
          <ErrorBlock title={`We could not load this ${kind}`} message={query.error.message} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const current = query.data;
  const profile = profiles.data?.find((entry) => entry.profile.code === current.profileCode)?.profile;
  const exam = profile ? { name: `${profile.family} ${profile.paperCode}`, types: profile.questionTypes } : undefined;
  const locks = paperLocks(kind, current.status, current.hasAttempts, user, current.author);
  // once learners may have met the older version, choosing the newer is a master's (as the server checks)
  const live = current.status === 'published' || current.hasAttempts;
  const mayServe = canChange(user, { status: current.status, createdBy: current.author?.id ?? null }) && (!live || can(user.role, 'versions.serve'));
  const paper = { kind, id: current.id };
  return (
    <>
      <AdminPageHeader
        title={current.title}
        back={back}
        lead={<Lead paper={current} {...lead(current)} />}
        actions={
          <PublishControls
            kind={kind}
            status={current.status}
            questionCount={current.totals.questions}
            role={user.role}
            pending={changes.setStatus.isPending}
            notReviewed={current.notReviewed}
            onChange={(to) => changes.setStatus.mutateAsync(to)}
            onReviewed={() => {
              void query.refetch();
              refreshAfterReview(queryClient);
            }}
          />
        }
      />
      <div className="flex flex-col gap-6">
        {settings(current, locks)}
        <ProfileFitPanel
          kind={kind}
          profileCode={current.profileCode}
          scope={'scope' in current ? current.scope : null}
          differences={current.profileDifferences}
        />
        <PaperEditor
          paper={paper}
          questions={current.questions}
          totals={current.totals}
          lockedReason={locks.paper}
          onSave={(questionIds) => changes.setQuestions.mutateAsync(questionIds)}
          versions={{ mayServe, started: current.hasAttempts, onServe: (questionId) => changes.serveLatest.mutateAsync(questionId) }}
          exam={exam}
          marksEach={marksEachOf(current)}
        />
        {current.hasAttempts ? sections?.started(paper) : null}
      </div>
      {sections?.history(paper)}
    </>
  );
}

function Lead({ paper, badge, summary, detail }: PaperLead & { paper: Paper }) {
  const line = (
    <span className="flex flex-wrap items-center gap-2">
      <StatusPill status={paper.status} />
      {badge}
      <span>{summary}</span>
      <StartedBadge started={paper.hasAttempts} />
    </span>
  );
  if (detail === undefined) return line;
  return (
    <span className="flex flex-col gap-1.5">
      {line}
      <span className="text-slate-500">{detail}</span>
    </span>
  );
}

/** Beside the status once learners have attempted the paper. */
function StartedBadge({ started }: { started: boolean }) {
  return started ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Learners have started it</span> : null;
}

/** What a paper's marking gives every question: UGC NET's 2, a weekly quiz's own marks; null for GATE's 1 or 2. */
function marksEachOf(paper: Paper): number | null {
  if ('correctMarks' in paper) return markingOf(paper.marking, { quiz: { correct: paper.correctMarks, wrong: paper.wrongMarks } }).marksEach;
  return markingOf(paper.marking, { negativeRatio: paper.negativeRatio }).marksEach;
}
