import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Unsaved edits are not lost by accident: a link inside the app asks first (show `blocker` with
 * LeaveWithoutSavingDialog), and closing or reloading the tab gets the browser's own question.
 * `leaveFreely` lets the page's own next move (after a save) through.
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; leaveFreely: () => void } {
  // set just before a navigation the page makes itself (after a save): the blocker reads it at once
  const leaving = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const leaveFreely = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, leaveFreely };
}

interface LeaveWithoutSavingDialogProps {
  blocker: Blocker;
  confirmLabel: string;
  cancelLabel?: string;
  /** what would be lost */
  children: ReactNode;
}

/** 'Leave without saving?' while a blocked link waits: confirm goes on, cancel stays. */
export function LeaveWithoutSavingDialog({ blocker, confirmLabel, cancelLabel = 'Stay on this page', children }: LeaveWithoutSavingDialogProps) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
