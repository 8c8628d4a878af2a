import { describe, expect, it } from 'vitest';
import { normaliseTags, subtreeIds, treeExamOf } from './taxonomy.ts';

describe('the syllabus tree’s rules', () => {
  it('finds the tree of a question’s exam as the database does', () => {
    const trees = ['GATE', 'UGC NET', 'CAT'];
    expect(treeExamOf('GATE CS', trees)).toBe('GATE');
    expect(treeExamOf('gate da', trees)).toBe('GATE');
    expect(treeExamOf('UGC NET', trees)).toBe('UGC NET');
    expect(treeExamOf('NET CS', trees)).toBe('UGC NET');
    expect(treeExamOf('cat', trees)).toBe('CAT');
    expect(treeExamOf('Magnetism', trees)).toBe('Magnetism');
    expect(treeExamOf('  ', trees)).toBeNull();
    expect(treeExamOf(null, trees)).toBeNull();
  });

  it('keeps each tag once, trimmed, in its first spelling', () => {
    expect(normaliseTags([' PYQ  2021 ', 'pyq 2021', 'graphs', '', 'Graphs'])).toEqual(['PYQ 2021', 'graphs']);
  });

  it('takes in a node and everything under it', () => {
    const nodes = [
      { id: 'os', parentId: null },
      { id: 'mm', parentId: 'os' },
      { id: 'paging', parentId: 'mm' },
      { id: 'db', parentId: null },
    ];
    expect(subtreeIds(nodes, 'os').sort()).toEqual(['mm', 'os', 'paging']);
    expect(subtreeIds(nodes, 'paging')).toEqual(['paging']);
    expect(subtreeIds(nodes, 'gone')).toEqual([]);
  });
});
