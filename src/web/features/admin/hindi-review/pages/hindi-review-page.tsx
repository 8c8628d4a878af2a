import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { HindiProposal } from '../../../../../shared/api/hindi-proposals.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { approveHindi, hindiProposalsQuery, rejectHindi } from '../api.ts';
import { ProposalCard } from '../components/proposal-card.tsx';

const TITLE = 'Hindi versions to review';

type Decision = { id: string; kind: 'approve' | 'reject' };

/**
 * /admin/review/hindi: the Hindi versions the model wrote for bank questions, oldest first, each
 * beside its English. Approving puts the Hindi on the question as its next version; rejecting leaves
 * the question as it is. Either way the proposal leaves the list.
 */
export function HindiReviewPage() {
  const { role } = useAdminUser();
  usePrivatePageTitle(TITLE);
  const queryClient = useQueryClient();
  const proposals = useQuery({ ...hindiProposalsQuery, enabled: can(role, 'questions.review') });
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);

  const decide = useMutation({
    mutationFn: async ({ id, kind }: Decision) =>
      kind === 'approve'
        ? `Approved: the question is now at version ${await approveHindi(id)}, with its Hindi.`
        : (await rejectHindi(id), 'Rejected: the question is unchanged.'),
    onMutate: () => {
      setDone(null);
      setFailed(null);
    },
    onSuccess: (message, { id }) => {
      setDone(message);
      queryClient.setQueryData<HindiProposal[]>(adminKeys.hindiProposals(), (list) => list?.filter((proposal) => proposal.id !== id));
      // the bank's rows and the question's versions now hold the Hindi
      void queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
    },
    onError: (problem, { id }) => {
      setFailed({ id, message: isApiError(problem) ? problem.message : 'The decision could not be saved. Please try again.' });
      // decided elsewhere, or the question changed: the list is read again
      if (isApiError(problem) && (problem.status === 404 || problem.status === 409)) void proposals.refetch();
    },
  });

  if (!can(role, 'questions.review')) {
    return <EmptyBlock title="Your role cannot review Hindi versions">A master reviews them.</EmptyBlock>;
  }

  const busyOf = (id: string) => (decide.isPending && decide.variables.id === id ? decide.variables.kind : null);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title={TITLE}
        back={{ to: adminPaths.review(), label: 'Review queue' }}
        lead={
          <p className="text-sm text-slate-600">
            The model’s Hindi for questions picked in the bank (“Write Hindi versions”). Check that the meaning, every formula and each option match the
            English.
          </p>
        }
      />
      {done ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {done}
        </p>
      ) : null}
      {proposals.isPending ? <LoadingBlock label="Loading the Hindi versions…" /> : null}
      {proposals.isError ? <ErrorBlock message={proposals.error.message} onRetry={() => void proposals.refetch()} /> : null}
      {proposals.data && proposals.data.length === 0 ? (
        <EmptyBlock title="No Hindi versions waiting">
          Select questions in the <Link to={adminPaths.questionList()}>question bank</Link> and choose “Write Hindi versions”: what the model writes appears
          here for review.
        </EmptyBlock>
      ) : null}
      {proposals.data?.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          busy={busyOf(proposal.id)}
          error={failed?.id === proposal.id ? failed.message : null}
          onApprove={() => decide.mutate({ id: proposal.id, kind: 'approve' })}
          onReject={() => decide.mutate({ id: proposal.id, kind: 'reject' })}
        />
      ))}
    </div>
  );
}
