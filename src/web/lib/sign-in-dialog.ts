import { createContext, useContext } from 'react';

export type SignInDialogControls = {
  /**
   * Opens the Google sign-in dialog. After sign-in the learner comes back to `redirectPath`
   * (default: the current page); `reason` says why sign-in is needed, e.g. 'Please log in to enroll.'
   */
  open: (redirectPath?: string, reason?: string) => void;
  close: () => void;
};

// the provider (with the dialog itself) is features/auth's; any page may ask it to open
export const SignInDialogContext = createContext<SignInDialogControls | null>(null);

export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(SignInDialogContext);
  if (!controls) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return controls;
}
