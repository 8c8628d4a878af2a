import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LayoutGrid, X } from 'lucide-react';

/** On phones and tablets the sidebar (palette, legend, Submit) slides in from the right. */
export function PaletteSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="inline-flex h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 lg:hidden">
        <LayoutGrid aria-hidden className="size-4" />
        Palette
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40 data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-fade-in lg:hidden">
          <Dialog.Title className="sr-only">Question Palette</Dialog.Title>
          <Dialog.Description className="sr-only">Jump to a question, see your progress, and submit.</Dialog.Description>
          <div className="min-h-0 flex-1">{children}</div>
          <Dialog.Close aria-label="Close" className="absolute top-3.5 right-2 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
