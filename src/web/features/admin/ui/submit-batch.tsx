import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { SubmitManyInput } from '../../../../shared/api/review.ts';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/http.ts';
import { formatCount } from './format.ts';
import { refreshAfterReview, submitAll } from '../api.ts';

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/**
 * 'Submit all N for review' under an import's or a generation's result: the whole batch reaches the
 * review queue in one request. Those already submitted (one by one, meanwhile) or reviewed are left as they are.
 */
export function SubmitBatch({ count, input, onSubmitted }: { count: number; input: SubmitManyInput; onSubmitted?: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit() {
    setBusy(true);
    setOutcome(null);
    try {
      const { submitted, skipped } = await submitAll(input);
      const rest = skipped > 0 ? ` ${questions(skipped)} ${skipped === 1 ? 'was' : 'were'} already submitted or reviewed.` : '';
      setOutcome({ ok: true, text: `Submitted ${questions(submitted)}: ${submitted === 1 ? 'it waits' : 'they wait'} in the review queue.${rest}` });
      refreshAfterReview(queryClient);
      onSubmitted?.();
    } catch (problem) {
      setOutcome({ ok: false, text: isApiError(problem) ? problem.message : 'The questions could not be submitted. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.ok) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {outcome.text}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button size="sm" onClick={() => void submit()} disabled={busy || count === 0}>
          <Send aria-hidden="true" className="size-4" />
          Submit all {formatCount(count)} for review
        </Button>
      </div>
      {outcome ? (
        <p role="alert" className="text-sm text-red-800">
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
