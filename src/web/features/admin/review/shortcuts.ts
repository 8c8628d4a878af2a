// The queue's keyboard: single keys, never while the reviewer is typing or holding a modifier.

export type ReviewCommand = 'approve' | 'reject' | 'edit' | 'next' | 'previous';

const keys: Record<string, ReviewCommand> = {
  a: 'approve',
  r: 'reject',
  e: 'edit',
  n: 'next',
  ArrowRight: 'next',
  p: 'previous',
  ArrowLeft: 'previous',
};

/** True when the key goes into a field: an input, a textarea, a select or editable text. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]') !== null;
}

/** The command a key press asks for, or null when it is not one (or is meant for a field). */
export function commandOf(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'repeat'>,
): ReviewCommand | null {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTyping(event.target)) return null;
  return keys[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
