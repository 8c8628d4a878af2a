import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { currentPath } from '../redirect.ts';
import { SignInDialogContext, type SignInDialogControls } from '../../../lib/sign-in-dialog.ts';

// the dialog and its widgets (Radix) stay out of every page's first script: most visits never open it
const SignInDialog = lazy(() => import('./sign-in-dialog-content.tsx').then((m) => ({ default: m.SignInDialog })));

type DialogState = { open: boolean; opened: boolean; redirectPath: string | null; reason: string | null };

/** Holds the one Google sign-in dialog of the app; any page opens it with useSignInDialog(). */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<DialogState>({ open: false, opened: false, redirectPath: null, reason: null });

  const open = useCallback<SignInDialogControls['open']>((redirectPath, reason) => {
    setState({ open: true, opened: true, redirectPath: redirectPath ?? null, reason: reason ?? null });
  }, []);
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  const controls = useMemo(() => ({ open, close }), [open, close]);

  // without an explicit return path the learner comes back to the page they were on,
  // except from the sign-in pages themselves, which would only greet them again
  const onSignInPage = location.pathname.startsWith('/login');
  const redirectPath = state.redirectPath ?? (onSignInPage ? '/' : currentPath(location));

  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      {/* mounted from the first opening on, so closing plays out and reopening is instant */}
      {state.opened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={state.open}
            onOpenChange={(next) => (next ? setState((s) => ({ ...s, open: true })) : close())}
            redirectPath={redirectPath}
            reason={state.reason}
            onLeave={close}
          />
        </Suspense>
      ) : null}
    </SignInDialogContext.Provider>
  );
}
