import { fireEvent } from './testing-library.ts';

// What a browser fires when a person edits a field, for component tests: an `input` event and then
// a `change` event (a text field's onChange listens to `input`, as React's does; a select's and a
// file field's to `change`), and on leaving a field both `blur` and `focusout` (onBlur listens to
// the second, which bubbles).

/** Gives a field a new value (or files) as typing, picking or choosing does. */
export function enter(element: Element, init: { target: Record<string, unknown> }): void {
  fireEvent.input(element, init);
  fireEvent.change(element, init);
}

/** Moves focus out of a field. */
export function leave(element: Element): void {
  fireEvent.blur(element);
  fireEvent.focusOut(element);
}
