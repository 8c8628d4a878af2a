import { useState } from 'react';
import { EyeOff, Send } from 'lucide-react';
import { can } from '../../../../shared/admin-permissions.ts';
import type { ContentStatus } from '../../../../shared/api/admin-content.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

interface PublishControlsProps {
  kind: 'test' | 'quiz';
  status: ContentStatus;
  /** the saved paper's question count: a refusal ('no questions') no longer shows once it changes */
  questionCount: number;
  role: Role;
  pending: boolean;
  /** POST …/publish or …/unpublish; rejects with the server's refusal (no questions, too soon after a change) */
  onChange: (to: 'publish' | 'unpublish') => Promise<unknown>;
}

/** Publish or unpublish for a master; the server's refusal is shown as it words it. */
export function PublishControls({ kind, status, questionCount, role, pending, onChange }: PublishControlsProps) {
  const [refused, setRefused] = useState<{ message: string; basis: string } | null>(null);
  const basis = `${status}:${questionCount}`;
  const refusal = refused?.basis === basis ? refused.message : null;
  const [confirming, setConfirming] = useState(false);
  const noun = kind === 'test' ? 'test' : 'quiz';
  const published = status === 'published';

  if (!can(role, published ? 'content.unpublish' : 'content.publish')) {
    return <p className="text-sm text-slate-500">{published ? 'Published by a master.' : 'A master publishes it when it is ready.'}</p>;
  }

  async function change(to: 'publish' | 'unpublish') {
    setConfirming(false);
    setRefused(null);
    try {
      await onChange(to);
    } catch (error) {
      setRefused({ message: error instanceof Error ? error.message : `The ${noun} could not be ${to}ed.`, basis });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      {published ? (
        <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming(true)}>
          {pending ? <Spinner className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
          Unpublish
        </Button>
      ) : (
        <Button size="sm" disabled={pending} onClick={() => void change('publish')}>
          {pending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          Publish
        </Button>
      )}
      {refusal ? (
        <p role="alert" className="max-w-sm text-sm font-medium text-red-700 sm:text-right">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Unpublish this ${noun}?`}
        confirmLabel="Unpublish"
        destructive
        onConfirm={() => void change('unpublish')}
        onCancel={() => setConfirming(false)}
      >
        Learners stop seeing it until it is published again. Results already recorded are kept. While it is unpublished you can change its
        questions, time limit and marking, unless learners have started it.
      </ConfirmDialog>
    </div>
  );
}
