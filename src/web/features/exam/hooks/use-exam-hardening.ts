import { useEffect, useRef } from 'react';

export const BLOCKED_MESSAGE = 'This action is disabled during the test.';

export const blockedMessage = (kind: 'test' | 'quiz') => (kind === 'quiz' ? 'This action is disabled during the quiz.' : BLOCKED_MESSAGE);

/** Ctrl/Cmd+U (view source), C (copy), S (save); Ctrl/Cmd+Shift+I or J (developer tools); F12. */
export function isBlockedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>, blockPaste = false): boolean {
  if (event.key === 'F12') return true;
  if (!event.ctrlKey && !event.metaKey) return false;
  const key = event.key.toLowerCase();
  if (event.shiftKey && (key === 'i' || key === 'j')) return true;
  return key === 'u' || key === 'c' || key === 's' || (blockPaste && key === 'v');
}

/**
 * SPEC §5 browser hardening on attempt pages: no context menu, copy, cut, or the shortcuts above
 * (paste too on quizzes). A deterrent, not security: the answer key never reaches the page anyway.
 */
export function useExamHardening({ blockPaste = false, onBlocked }: { blockPaste?: boolean; onBlocked?: () => void }): void {
  const onBlockedRef = useRef(onBlocked);
  useEffect(() => {
    onBlockedRef.current = onBlocked;
  }, [onBlocked]);

  useEffect(() => {
    const block = (event: Event) => {
      event.preventDefault();
      onBlockedRef.current?.();
    };
    const keydown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event, blockPaste)) block(event);
    };
    const events = ['contextmenu', 'copy', 'cut', ...(blockPaste ? ['paste'] : [])];
    for (const name of events) document.addEventListener(name, block);
    document.addEventListener('keydown', keydown);
    return () => {
      for (const name of events) document.removeEventListener(name, block);
      document.removeEventListener('keydown', keydown);
    };
  }, [blockPaste]);
}
