import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { HINDI_JOB_MAX, type HindiJobStart } from '../../../../../../shared/api/hindi-proposals.ts';
import { Button } from '../../../../../components/button.tsx';
import { isApiError } from '../../../../../lib/http.ts';
import { adminPaths } from '../../../../../lib/paths.ts';
import { adminKeys } from '../../../../../lib/query-keys.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { startHindiJob } from '../api.ts';

const count = (n: number) => n.toLocaleString('en-IN');
const questions = (n: number) => `${count(n)} ${n === 1 ? 'question' : 'questions'}`;

/** The questions the server left out, by reason: how many, and the reason in the bulk actions' words. */
function LeftOut({ started, selected }: { started: HindiJobStart; selected: number }) {
  const groups = new Map<string, number>();
  for (const { message } of started.leftOut) groups.set(message, (groups.get(message) ?? 0) + 1);
  const taken = selected - started.leftOut.length;
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className="font-medium text-navy-900">
        {started.jobId
          ? `Asked for ${questions(taken)}; ${count(started.leftOut.length)} of the ${count(selected)} selected ${started.leftOut.length === 1 ? 'was' : 'were'} left out:`
          : `No job started: ${selected === 1 ? 'the selected question was' : `all ${count(selected)} selected questions were`} left out:`}
      </p>
      <ul className="list-disc pl-5 text-slate-700">
        {[...groups].map(([message, n]) => (
          <li key={message}>
            {questions(n)}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The bank's "Write Hindi versions": the model is asked for the Hindi of each ticked question, as a
 * job on the server whose page follows it. What it writes waits for a reviewer; no question changes
 * until one approves. It takes questions ticked by hand (`ids`), at most HINDI_JOB_MAX of them; the
 * server leaves out those the caller may not change (the bulk actions' rule), and the dialog says how
 * many before it opens the job.
 */
export function WriteHindiButton({ ids, selected }: { ids: readonly string[] | null; selected: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openJob = (jobId: string) => void navigate(adminPaths.importJob(jobId));
  const start = useMutation({
    mutationFn: () => startHindiJob([...(ids ?? [])]),
    onSuccess: ({ jobId, leftOut }) => {
      if (jobId) void queryClient.invalidateQueries({ queryKey: adminKeys.bankJobs() });
      // with none left out there is nothing to read here: straight to the job
      if (jobId && leftOut.length === 0) openJob(jobId);
    },
  });
  const started = start.data && start.data.leftOut.length > 0 ? start.data : null;
  const refusal =
    ids === null
      ? `The model writes Hindi for questions ticked one by one: tick up to ${count(HINDI_JOB_MAX)} of them rather than every question that matches.`
      : ids.length > HINDI_JOB_MAX
        ? `The model takes at most ${count(HINDI_JOB_MAX)} questions at a time: ${count(selected)} are ticked.`
        : null;
  const close = () => {
    setOpen(false);
    start.reset();
  };
  const confirm = () => {
    if (started) return started.jobId ? openJob(started.jobId) : close();
    return refusal ? close() : start.mutate();
  };
  const confirmLabel = started
    ? started.jobId
      ? 'Open the job'
      : 'Close'
    : refusal
      ? 'Close'
      : `Ask for ${count(selected)} Hindi ${selected === 1 ? 'version' : 'versions'}`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Languages aria-hidden="true" className="size-4" />
        Write Hindi versions
      </Button>
      <ConfirmDialog
        open={open}
        title="Write Hindi versions"
        confirmLabel={confirmLabel}
        cancelLabel={refusal || (started && !started.jobId) ? null : started ? 'Stay on the bank' : 'Cancel'}
        busy={start.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {started ? (
          <LeftOut started={started} selected={ids?.length ?? selected} />
        ) : refusal ? (
          <p>{refusal}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>
              The model writes the Hindi text, options and explanation of{' '}
              {selected === 1 ? 'the selected question' : `each of the ${count(selected)} selected questions`}, keeping formulas and code as they are.
            </p>
            <p>Each comes back as a proposal under “Hindi versions” for a reviewer: no question changes until one is approved.</p>
            <p>Only the questions you may change are taken: your own drafts, or any question for a master.</p>
            {start.error ? (
              <p role="alert" className="font-medium text-red-800">
                {isApiError(start.error) ? start.error.message : 'The request could not be sent. Please try again.'}
              </p>
            ) : null}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
