import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { LogoMark } from '../../../components/logo.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { SignInIntro, SignInPanel, SignInWelcome } from './sign-in-panel.tsx';
import { useTranslation } from '../../../i18n/index.ts';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectPath: string;
  reason: string | null;
  onLeave: () => void;
}

/** The Google sign-in dialog itself: a chunk of its own, fetched the first time a page opens it. */
export function SignInDialog({ open, onOpenChange, redirectPath, reason, onLeave }: SignInDialogProps) {
  const { t } = useTranslation('common');
  // closing returns to what opened the dialog (Register, Enroll, Start): it has no Trigger of its own
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in sm:p-8"
        >
          <div className="flex flex-col items-center gap-3 pb-5 text-center">
            <LogoMark className="size-12" />
            <Dialog.Title asChild>
              <SignInWelcome />
            </Dialog.Title>
          </div>
          <SignInPanel
            redirectPath={redirectPath}
            reason={reason}
            onLeave={onLeave}
            intro={
              <Dialog.Description asChild>
                <SignInIntro />
              </Dialog.Description>
            }
          />
          {/* last in the page order, so opening the dialog focuses the Google button, not Close */}
          <Dialog.Close
            aria-label={t('a11y.close')}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
