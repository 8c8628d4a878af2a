import { useCallback, useMemo, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { LogoMark } from '../../../components/logo.tsx';
import { currentPath } from '../redirect.ts';
import { SignInDialogContext, type SignInDialogControls } from '../../../lib/sign-in-dialog.ts';
import { SignInIntro, SignInPanel } from './sign-in-panel.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';

type DialogState = { open: boolean; redirectPath: string | null; reason: string | null };

/** Holds the one Google sign-in dialog of the app; any page opens it with useSignInDialog(). */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<DialogState>({ open: false, redirectPath: null, reason: null });

  const open = useCallback<SignInDialogControls['open']>((redirectPath, reason) => {
    setState({ open: true, redirectPath: redirectPath ?? null, reason: reason ?? null });
  }, []);
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  const controls = useMemo(() => ({ open, close }), [open, close]);
  // closing returns to what opened the dialog (Register, Enroll, Start): it has no Trigger of its own
  const returnFocus = useReturnFocus();

  // without an explicit return path the learner comes back to the page they were on,
  // except from the sign-in pages themselves, which would only greet them again
  const onSignInPage = location.pathname.startsWith('/login');
  const redirectPath = state.redirectPath ?? (onSignInPage ? '/' : currentPath(location));

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      <Dialog.Root open={state.open} onOpenChange={(next) => (next ? setState((s) => ({ ...s, open: true })) : close())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
          <Dialog.Content
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in sm:p-8"
          >
            <div className="flex flex-col items-center gap-3 pb-5 text-center">
              <LogoMark className="size-12" />
              <Dialog.Title className="text-2xl font-bold tracking-tight text-navy-900">Welcome Back</Dialog.Title>
            </div>
            <SignInPanel
              redirectPath={redirectPath}
              reason={state.reason}
              onLeave={close}
              intro={
                <Dialog.Description asChild>
                  <SignInIntro />
                </Dialog.Description>
              }
            />
            {/* last in the page order, so opening the dialog focuses the Google button, not Close */}
            <Dialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SignInDialogContext.Provider>
  );
}
