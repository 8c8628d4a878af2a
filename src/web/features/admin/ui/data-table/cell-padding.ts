import clsx from 'clsx';

/** Where a table sits and how tight it is: what its cells' padding depends on. */
export interface CellLayout {
  compact: boolean;
  /** rows become cards on a phone: the padding applies from md up */
  stacked: boolean;
  /** a card of its own: the outer cells are inset from its edge; flush with the box around it otherwise */
  inset: boolean;
}

/** A cell's padding classes: the first and last cells line up with the frame, a header row is a little tighter. */
export type CellPadding = (first: boolean, last: boolean, head: boolean) => string;

// the outer cells line up with the frame: inset in a card of its own, flush with the box around a flush table
export function cellPadding({ compact, stacked, inset }: CellLayout): CellPadding {
  return (first, last, head) => {
    const y = compact ? (stacked ? 'md:py-2' : 'py-2') : head ? (stacked ? 'md:py-2.5' : 'py-2.5') : stacked ? 'md:py-3' : 'py-3';
    if (stacked) {
      if (first) return clsx(y, inset ? 'md:pr-3 md:pl-4' : 'md:pr-3 md:pl-0');
      if (last) return clsx(y, inset ? 'md:pr-4 md:pl-3' : 'md:pr-0 md:pl-3');
      return clsx(y, 'md:px-3');
    }
    if (first) return clsx(y, inset ? 'pr-3 pl-4' : 'pr-3 pl-0');
    if (last) return clsx(y, inset ? 'pr-4 pl-3' : 'pr-0 pl-3');
    return clsx(y, 'px-3');
  };
}
