import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { useTranslation } from '../../../i18n/index.ts';

/** The sheet itself (Radix), part of the exam's own code: see palette-sheet.tsx. */
export function PaletteSheetContent({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  // back to the Palette button on closing (the button is not Radix's own Trigger)
  const { t } = useTranslation('exam');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40 data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-fade-in lg:hidden"
        >
          <Dialog.Title className="sr-only">{t('sidebar.palette')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('sheet.description')}</Dialog.Description>
          <div className="min-h-0 flex-1">{children}</div>
          <Dialog.Close
            aria-label={t('sheet.close')}
            className="absolute top-3.5 right-2 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
