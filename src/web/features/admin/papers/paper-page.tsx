import type { ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { can, canChange } from '../../../../shared/admin-permissions.ts';
import type { AdminQuiz, AdminTest } from '../../../../shared/api/admin-content.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/http.ts';
import { useAdminUser } from '../shell/admin-area.tsx';
import { refreshAfterReview } from '../review/api.ts';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { paperLocks, type PaperLocks } from './locks.ts';
import { PaperEditor, type PaperKind } from './paper-editor.tsx';
import { PublishControls } from './publish-controls.tsx';
import { PaperRegrades } from '../regrade/components/paper-regrades.tsx';
import { PaperStatistics } from '../item-stats/components/paper-statistics.tsx';
import { HistoryPanel } from '../audit/components/history-panel.tsx';

type Paper = AdminTest | AdminQuiz;

interface PaperPageProps<P extends Paper> {
  kind: PaperKind;
  query: UseQueryResult<P>;
  back: { to: string; label: string };
  /** the heading while the paper cannot be shown ('Test', 'Weekly quiz') */
  fallbackTitle: string;
  /** under 'No such test/quiz' */
  notFoundMessage: string;
  /** the line under the title: status, timing, marking */
  lead: (paper: P) => ReactNode;
  /** the settings form, given what the role and the paper's state lock */
  settings: (paper: P, locks: PaperLocks) => ReactNode;
  status: { isPending: boolean; change: (to: 'publish' | 'unpublish') => Promise<unknown> };
  /** PUT …/questions with the whole ordered list */
  onSaveQuestions: (questionIds: string[]) => Promise<unknown>;
  /** POST …/serve-latest: one question's newest version, or every newer one */
  onServeLatest: (questionId?: string) => Promise<unknown>;
}

/** A saved test's or weekly quiz's page: loading and error states, then its header with publishing, its settings and its questions. */
export function PaperPage<P extends Paper>({
  kind,
  query,
  back,
  fallbackTitle,
  notFoundMessage,
  lead,
  settings,
  status,
  onSaveQuestions,
  onServeLatest,
}: PaperPageProps<P>) {
  const user = useAdminUser();
  const queryClient = useQueryClient();
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
  const locks = paperLocks(kind, current.status, current.hasAttempts, user, current.author);
  // once learners may have met the older version, choosing the newer is a master's (as the server checks)
  const live = current.status === 'published' || current.hasAttempts;
  const mayServe = canChange(user, { status: current.status, createdBy: current.author?.id ?? null }) && (!live || can(user.role, 'versions.serve'));
  return (
    <>
      <AdminPageHeader
        title={current.title}
        back={back}
        lead={lead(current)}
        actions={
          <PublishControls
            kind={kind}
            status={current.status}
            questionCount={current.totals.questions}
            role={user.role}
            pending={status.isPending}
            notReviewed={current.notReviewed}
            onChange={status.change}
            onReviewed={() => {
              void query.refetch();
              refreshAfterReview(queryClient);
            }}
          />
        }
      />
      <div className="flex flex-col gap-6">
        {settings(current, locks)}
        <PaperEditor
          paper={{ kind, id: current.id }}
          questions={current.questions}
          totals={current.totals}
          lockedReason={locks.paper}
          onSave={onSaveQuestions}
          versions={{ mayServe, started: current.hasAttempts, onServe: onServeLatest }}
        />
        {current.hasAttempts ? <PaperRegrades kind={kind} id={current.id} /> : null}
        {current.hasAttempts ? <PaperStatistics kind={kind} id={current.id} /> : null}
      </div>
      <HistoryPanel entity={kind} entityId={current.id} />
    </>
  );
}

/** Beside the status once learners have attempted the paper. */
export function StartedBadge({ started }: { started: boolean }) {
  return started ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Learners have started it</span> : null;
}
