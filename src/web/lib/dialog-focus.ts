import { useRef } from 'react';

/**
 * For a Radix dialog opened from state rather than by its own Dialog.Trigger: on closing, Radix
 * focuses the trigger it knows, and with none, focus falls to the page's body, so a keyboard user
 * starts again from the top. Spread the result on Dialog.Content to send focus back to whatever
 * opened the dialog (the element focused when it opened), if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // called before the dialog moves focus inside: this is still what the learner pressed
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
