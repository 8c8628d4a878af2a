import { describe, expect, it } from 'vitest';
import { memoryKeys, modKey, padKeys } from './keys.tsx';
import { ANGLE, moveInLayout, narrowLayout, placeCells, wideLayout, type KeyLayout } from './layout.ts';

const allKeys = [modKey, ...memoryKeys, ...padKeys].map((key) => key.name).sort();
const keysIn = (layout: KeyLayout) =>
  placeCells(layout)
    .flat()
    .flatMap(({ cell }) => (cell === ANGLE ? [] : [cell]))
    .sort();

describe('calculator layouts', () => {
  it('hold every key once, in rows of one length: eleven columns wide, five on a phone', () => {
    for (const [layout, columns] of [
      [wideLayout, 11],
      [narrowLayout, 5],
    ] as const) {
      expect(keysIn(layout)).toEqual(allKeys);
      expect(new Set(layout.map((row) => row.length))).toEqual(new Set([columns]));
    }
  });

  it('place "=" over two rows and "0" over two columns', () => {
    const cells = placeCells(wideLayout).flat();
    expect(cells.find(({ cell }) => cell === 'equals')).toMatchObject({ row: 4, column: 10, rowSpan: 2, columnSpan: 1 });
    expect(cells.find(({ cell }) => cell === '0')).toMatchObject({ row: 5, column: 6, rowSpan: 1, columnSpan: 2 });
    expect(cells.find(({ cell }) => cell === ANGLE)).toMatchObject({ row: 0, column: 1, columnSpan: 5 });
  });

  it('show the number pad first on a phone, its "=" and "0" spanning as on the wide pad', () => {
    expect(narrowLayout[0]).toEqual(['backspace', 'clear entry', 'clear', 'change sign', 'square root']);
    expect(narrowLayout[4]).toEqual(['0', '0', 'decimal point', 'add', 'equals']);
    expect(moveInLayout(narrowLayout, '7', 'up')).toBe('backspace');
    expect(moveInLayout(narrowLayout, '0', 'right')).toBe('decimal point');
    expect(moveInLayout(narrowLayout, 'equals', 'down')).toBe('memory subtract');
    expect(moveInLayout(narrowLayout, 'memory clear', 'down')).toBe('modulo');
    expect(moveInLayout(narrowLayout, 'memory store', 'down')).toBe('modulo');
    expect(moveInLayout(narrowLayout, 'modulo', 'down')).toBe('hyperbolic sine');
  });

  it('keep focus where it is for a name not in the layout', () => {
    expect(moveInLayout(wideLayout, 'no such key', 'down')).toBe('no such key');
  });
});
