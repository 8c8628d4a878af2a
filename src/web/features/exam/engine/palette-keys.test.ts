import { describe, expect, it } from 'vitest';
import { paletteKeyTarget } from './palette-keys.ts';

// Aptitude 0-6 (rows of 5 and 2), Technical 7-18 (rows of 5, 5 and 2), as the palette draws them
const groups = [
  { first: 0, count: 7 },
  { first: 7, count: 12 },
];
const move = (key: string, index: number) => paletteKeyTarget(key, index, groups);

describe('paletteKeyTarget', () => {
  it('runs Left and Right through every number in order, across sections, stopping at the ends', () => {
    expect(move('ArrowRight', 4)).toBe(5);
    expect(move('ArrowRight', 6)).toBe(7);
    expect(move('ArrowLeft', 7)).toBe(6);
    expect(move('ArrowLeft', 0)).toBe(0);
    expect(move('ArrowRight', 18)).toBe(18);
  });

  it('sends Home and End to the first and last numbers', () => {
    expect(move('Home', 12)).toBe(0);
    expect(move('End', 3)).toBe(18);
  });

  it('keeps the column going Down, into a short row as its last number, then into the next section', () => {
    expect(move('ArrowDown', 1)).toBe(6); // row 1 of Aptitude has columns 0 and 1
    expect(move('ArrowDown', 3)).toBe(6); // column 3 is missing there: its last number
    expect(move('ArrowDown', 6)).toBe(8); // last row of Aptitude, column 1 -> Technical's first row, column 1
    expect(move('ArrowDown', 9)).toBe(14);
    expect(move('ArrowDown', 17)).toBe(17); // the very last row stays
  });

  it('keeps the column going Up, into the previous section’s last row', () => {
    expect(move('ArrowUp', 14)).toBe(9);
    expect(move('ArrowUp', 8)).toBe(6); // column 1 of Aptitude's last row
    expect(move('ArrowUp', 10)).toBe(6); // column 3 is missing there: that row's last number
    expect(move('ArrowUp', 2)).toBe(2);
  });

  it('leaves every other key alone', () => {
    expect(move('Enter', 3)).toBeNull();
    expect(move('a', 3)).toBeNull();
    expect(paletteKeyTarget('ArrowRight', 0, [])).toBeNull();
  });
});
