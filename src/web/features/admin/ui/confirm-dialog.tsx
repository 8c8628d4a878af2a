import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** null: only the confirm button (a message to acknowledge) */
  cancelLabel?: string | null;
  /** a red confirm button, for what cannot be undone */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** more buttons, between cancel and confirm (e.g. 'Unpublish instead') */
  extraActions?: ReactNode;
}

const dangerBase =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:pointer-events-none disabled:opacity-60';

/** Red buttons: filled inside the dialog that confirms, outlined where the action is offered. */
export const dangerButtonClasses = (style: 'solid' | 'outline', size: 'sm' | 'md' = 'md') =>
  clsx(
    dangerBase,
    size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 px-4 text-sm',
    style === 'solid'
      ? 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800'
      : 'bg-white text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-50 hover:ring-red-300',
  );

/** Asks before something that cannot be taken back; Escape and the Cancel button both say no. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  extraActions,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-semibold text-navy-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm leading-relaxed text-slate-700">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {cancelLabel === null ? null : (
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
            )}
            {extraActions}
            {destructive ? (
              <button type="button" onClick={onConfirm} disabled={busy} className={dangerButtonClasses('solid')}>
                {busy ? <Spinner className="size-4" /> : null}
                {confirmLabel}
              </button>
            ) : (
              <Button onClick={onConfirm} disabled={busy}>
                {busy ? <Spinner className="size-4" /> : null}
                {confirmLabel}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
