import { memoryKeys, modKey, padKeys, type CalculatorKey } from './keys.tsx';

/** A cell of the key grid: a key's name, the Deg/Rad switch, or nothing. A key over several cells fills each. */
export type Cell = string | typeof ANGLE | null;
export const ANGLE = Symbol('angle');

/** How the keys are laid out: rows of cells, all of one length. */
export type KeyLayout = readonly (readonly Cell[])[];

const pad = padKeys.map((key) => key.name);
const memory = memoryKeys.map((key) => key.name);

// As on the GATE calculator: eleven columns, "=" over the last two rows, "0" over two columns.
export const wideLayout: KeyLayout = [
  [modKey.name, ANGLE, ANGLE, ANGLE, ANGLE, ANGLE, ...memory],
  pad.slice(0, 11),
  pad.slice(11, 22),
  pad.slice(22, 33),
  pad.slice(33, 44),
  [...pad.slice(44, 50), '0', '0', 'decimal point', 'add', 'equals'],
];

// On a phone, five columns of keys a finger can hit: the GATE number pad first (its right five
// columns, all in sight when the sheet opens), then memory, then the scientific keys (its left six
// columns, row by row), scrolled to inside the sheet.
const numberPad = wideLayout.slice(1).map((row) => row.slice(6));
const scientific = wideLayout.slice(1).flatMap((row) => row.slice(0, 6));
export const narrowLayout: KeyLayout = [
  ...numberPad,
  memory,
  [modKey.name, ANGLE, ANGLE, ANGLE, ANGLE],
  ...Array.from({ length: scientific.length / 5 }, (_, row) => scientific.slice(row * 5, row * 5 + 5)),
];

export const keysByName: ReadonlyMap<string, CalculatorKey> = new Map([modKey, ...memoryKeys, ...padKeys].map((key) => [key.name, key]));

export interface PlacedCell {
  readonly cell: Exclude<Cell, null>;
  readonly row: number;
  readonly column: number;
  readonly rowSpan: number;
  readonly columnSpan: number;
}

/** Each key (and the Deg/Rad switch) once, at its top-left cell, with how far it reaches; row by row. */
export function placeCells(layout: KeyLayout): PlacedCell[][] {
  return layout.map((cells, row) => {
    const placed: PlacedCell[] = [];
    cells.forEach((cell, column) => {
      if (cell === null || cells[column - 1] === cell || layout[row - 1]?.[column] === cell) return;
      let columnSpan = 1;
      while (cells[column + columnSpan] === cell) columnSpan += 1;
      let rowSpan = 1;
      while (layout[row + rowSpan]?.[column] === cell) rowSpan += 1;
      placed.push({ cell, row, column, rowSpan, columnSpan });
    });
    return placed;
  });
}

const isKey = (cell: Cell | undefined): cell is string => typeof cell === 'string';

function anchorOf(layout: KeyLayout, name: string): { row: number; column: number } | null {
  for (const [row, cells] of layout.entries()) {
    const column = cells.indexOf(name);
    if (column >= 0) return { row, column };
  }
  return null;
}

/** The key nearest `column` in `row`, the left one on a tie. */
function nearestInRow(cells: readonly Cell[], column: number): string | null {
  for (let distance = 0; distance < cells.length; distance += 1) {
    const left = cells[column - distance];
    if (isKey(left)) return left;
    const right = cells[column + distance];
    if (isKey(right)) return right;
  }
  return null;
}

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/** Where an arrow (or Home, End) takes focus from the key `from`: the next key that way, or `from` at an edge. */
export function moveInLayout(layout: KeyLayout, from: string, move: GridMove): string {
  const anchor = anchorOf(layout, from);
  if (!anchor) return from;
  const { row, column } = anchor;
  const cells = layout[row]!;
  const keysOf = (line: readonly Cell[]) => line.filter(isKey);
  switch (move) {
    case 'rowStart':
      return keysOf(cells)[0] ?? from;
    case 'rowEnd':
      return keysOf(cells).at(-1) ?? from;
    case 'first':
      return keysOf(layout.flat())[0] ?? from;
    case 'last':
      return keysOf(layout.flat()).at(-1) ?? from;
    case 'left':
    case 'right': {
      const step = move === 'left' ? -1 : 1;
      for (let next = column + step; next >= 0 && next < cells.length; next += step) {
        const cell = cells[next];
        if (isKey(cell) && cell !== from) return cell;
      }
      return from;
    }
    case 'up':
    case 'down': {
      const step = move === 'up' ? -1 : 1;
      for (let next = row + step; next >= 0 && next < layout.length; next += step) {
        const line = layout[next]!;
        if (line[column] === from) continue; // the rest of a key over several rows
        const found = nearestInRow(line, column);
        if (found && found !== from) return found;
      }
      return from;
    }
  }
}
