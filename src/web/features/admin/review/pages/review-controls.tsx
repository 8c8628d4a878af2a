import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Check, Pencil, X } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { formatCount } from '../../ui/format.ts';
import { RejectForm } from '../components/reject-form.tsx';

/** A button's keyboard shortcut, shown on it. */
export function Key({ children, tone = 'light' }: { children: string; tone?: 'light' | 'dark' }) {
  return (
    <kbd
      aria-hidden="true"
      className={clsx(
        'ml-1 rounded px-1.5 py-0.5 font-mono text-[0.7rem] leading-none font-semibold',
        tone === 'dark' ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600 ring-1 ring-slate-200',
      )}
    >
      {children}
    </kbd>
  );
}

interface ReviewControlsProps {
  /** the question shown: its place in the queue (from 0) */
  index: number;
  /** how many wait, and how many of them came in the list */
  total: number;
  shown: number;
  busy: boolean;
  rejecting: boolean;
  /** the question's editor, coming back here */
  editPath: string | null;
  onStep: (by: 1 | -1) => void;
  onApprove: () => void;
  onReject: () => void;
  onConfirmReject: (reason: string) => void;
  onCancelReject: () => void;
}

/** Over the question under review, kept in view: where it is in the queue, Previous and Next, Approve, Reject (with its reason) and Edit. */
export function ReviewControls({
  index,
  total,
  shown,
  busy,
  rejecting,
  editPath,
  onStep,
  onApprove,
  onReject,
  onConfirmReject,
  onCancelReject,
}: ReviewControlsProps) {
  return (
    <div className="sticky top-0 z-20 -mx-1 flex flex-col gap-3 rounded-xl bg-slate-50/95 px-1 py-2 backdrop-blur">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-navy-900" aria-label={`Question ${index + 1} of ${total} waiting`}>
          {index + 1} of {formatCount(total)} waiting
          {total > shown ? <span className="ml-2 font-normal text-slate-500">(the first {shown} shown)</span> : null}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => onStep(-1)} disabled={index === 0 || busy} aria-keyshortcuts="P ArrowLeft">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous <Key>P</Key>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onStep(1)} disabled={index >= shown - 1 || busy} aria-keyshortcuts="N ArrowRight">
            Next <Key>N</Key>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApprove} disabled={busy || rejecting} aria-keyshortcuts="A">
          <Check aria-hidden="true" className="size-4" />
          Approve <Key tone="dark">A</Key>
        </Button>
        <button type="button" onClick={onReject} disabled={busy || rejecting} aria-keyshortcuts="R" className={dangerButtonClasses('outline')}>
          <X aria-hidden="true" className="size-4" />
          Reject <Key>R</Key>
        </button>
        {editPath ? (
          <Link to={editPath} aria-keyshortcuts="E" className={buttonClasses('secondary', 'md')}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit <Key>E</Key>
          </Link>
        ) : null}
      </div>
      {rejecting ? <RejectForm busy={busy} onConfirm={onConfirmReject} onCancel={onCancelReject} /> : null}
    </div>
  );
}
