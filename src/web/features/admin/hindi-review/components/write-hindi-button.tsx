import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { HINDI_JOB_MAX } from '../../../../../shared/api/hindi-proposals.ts';
import { Button } from '../../../../components/button.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { startHindiJob } from '../api.ts';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The bank's "Write Hindi versions": the model is asked for the Hindi of each ticked question, as a
 * job on the server whose page follows it. What it writes waits for a reviewer; no question changes
 * until one approves. It takes questions ticked by hand (`ids`), at most HINDI_JOB_MAX of them.
 */
export function WriteHindiButton({ ids, selected }: { ids: readonly string[] | null; selected: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startHindiJob([...(ids ?? [])]),
    onSuccess: (jobId) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankJobs() });
      void navigate(adminPaths.importJob(jobId));
    },
  });
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
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Languages aria-hidden="true" className="size-4" />
        Write Hindi versions
      </Button>
      <ConfirmDialog
        open={open}
        title="Write Hindi versions"
        confirmLabel={refusal ? 'Close' : `Ask for ${count(selected)} Hindi ${selected === 1 ? 'version' : 'versions'}`}
        cancelLabel={refusal ? null : 'Cancel'}
        busy={start.isPending}
        onConfirm={() => (refusal ? close() : start.mutate())}
        onCancel={close}
      >
        {refusal ? (
          <p>{refusal}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>
              The model writes the Hindi text, options and explanation of{' '}
              {selected === 1 ? 'the selected question' : `each of the ${count(selected)} selected questions`}, keeping formulas and code as they are.
            </p>
            <p>Each comes back as a proposal under “Hindi versions” for a reviewer: no question changes until one is approved.</p>
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
