import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { PALETTE_STATUSES, type PaletteStatus } from '../../../../shared/exam/navigation.ts';
import { StatusBadge, useStatusLabels, type PaletteScheme } from './status-badge.tsx';
import { useTranslation } from '../../../i18n/index.ts';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts: Record<PaletteStatus, number>;
  noun: 'test' | 'quiz';
  scheme: PaletteScheme;
  onConfirm: () => void;
}

/** The GATE exam summary before the final submit: a stray click must not end a three-hour test. */
export function SubmitDialog({ open, onOpenChange, counts, noun, scheme, onConfirm }: SubmitDialogProps) {
  const { t } = useTranslation('exam');
  const statusLabels = useStatusLabels();
  const unanswered = counts['not-answered'] + counts['not-visited'] + counts.marked;
  // back to Submit on 'Keep working' (Radix alone would drop focus: the dialog has no Trigger)
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-bold text-navy-900">{noun === 'quiz' ? t('submit.titleQuiz') : t('submit.titleTest')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {unanswered > 0 ? t('submit.unanswered', { count: unanswered }) : t('submit.final')}
          </Dialog.Description>
          <ul className="mt-4 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {PALETTE_STATUSES.map((status) => (
              <li key={status} className="flex items-center justify-between px-3 py-2 text-sm">
                <span className="flex items-center gap-2 text-slate-700">
                  <StatusBadge status={status} scheme={scheme} className="size-5 text-[0]">
                    {''}
                  </StatusBadge>
                  {statusLabels[status]}
                </span>
                <span className="font-semibold tabular-nums text-navy-900">{counts[status]}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="h-11 rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
              {t('submit.keepWorking')}
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
              className="h-11 rounded-lg bg-navy-800 px-4 text-sm font-semibold text-white hover:bg-navy-900"
            >
              {t('submit.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
