import type { SectionRange } from '../../../../shared/exam/navigation.ts';

/** SPEC §9: the palette is five numbers wide in every section. */
export const PALETTE_COLUMNS = 5;

type Group = Pick<SectionRange, 'first' | 'count'>;

/**
 * Where an arrow key (or Home/End) moves focus in the palette from the question at `index`, or null
 * for any other key. Left and Right run through all numbers in order; Up and Down keep the column,
 * crossing into the section above or below as the grid shows it (each section starts a new row).
 */
export function paletteKeyTarget(key: string, index: number, groups: readonly Group[]): number | null {
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return null;
  const at = groups.findIndex((group) => index >= group.first && index < group.first + group.count);
  if (at === -1) return null;
  const group = groups[at]!;
  const position = index - group.first;
  const column = position % PALETTE_COLUMNS;

  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, total - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    case 'ArrowDown': {
      if (position + PALETTE_COLUMNS < group.count) return index + PALETTE_COLUMNS;
      // a short last row: the row below in this section exists but not this column
      const lastRow = Math.floor((group.count - 1) / PALETTE_COLUMNS);
      if (Math.floor(position / PALETTE_COLUMNS) < lastRow) return group.first + group.count - 1;
      const next = groups[at + 1];
      return next ? next.first + Math.min(column, next.count - 1) : index;
    }
    case 'ArrowUp': {
      if (position >= PALETTE_COLUMNS) return index - PALETTE_COLUMNS;
      const previous = groups[at - 1];
      if (!previous) return index;
      // the column in the previous section's last row, or that row's last number if it is short
      const lastRowStart = Math.floor((previous.count - 1) / PALETTE_COLUMNS) * PALETTE_COLUMNS;
      return previous.first + Math.min(lastRowStart + column, previous.count - 1);
    }
    default:
      return null;
  }
}
