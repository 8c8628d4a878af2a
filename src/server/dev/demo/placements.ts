// Where a few demo questions sit below their subject in the syllabus tree (a subtopic's name: the
// trigger questions_place_in_tree finds the node), and the free tags they carry, so the bank's tree
// shows counts at every level and its tag filter has something to offer.

export interface DemoPlacement {
  /** a node's name in the question's tree, deeper than the question's own topic */
  topic?: string;
  tags: string[];
}

export const demoPlacements: Record<string, DemoPlacement> = {
  'tech-os-lru-faults-1': { topic: 'Page Replacement', tags: ['numerical', 'PYQ style'] },
  'tech-os-fifo-faults-1': { topic: 'Page Replacement', tags: ['numerical', "Belady's anomaly"] },
  'tech-os-page-table-size-1': { topic: 'Paging', tags: ['numerical'] },
  'tech-os-semaphore-1': { topic: 'Concurrency and Synchronization', tags: ['PYQ style'] },
  'tech-db-normal-form-1': { topic: 'Integrity Constraints and Normal Forms', tags: ['PYQ style'] },
  'tech-db-group-by-1': { topic: 'SQL', tags: ['SQL practice'] },
  'tech-db-null-aggregates-1': { topic: 'SQL', tags: ['SQL practice', 'common mistake'] },
  'tech-db-division-1': { topic: 'Relational Algebra', tags: [] },
  'tech-db-bplus-order-1': { topic: 'B and B+ Trees', tags: ['numerical'] },
  'tech-algo-dijkstra-1': { topic: 'Shortest Paths', tags: [] },
  'tech-algo-mst-1': { topic: 'Minimum Spanning Trees', tags: ['PYQ style'] },
  'tech-algo-lcs-1': { topic: 'Dynamic Programming', tags: ['PYQ style'] },
  'tech-algo-matrix-chain-1': { topic: 'Dynamic Programming', tags: ['numerical'] },
  'tech-cn-crc-1': { topic: 'Error Detection', tags: ['numerical'] },
  'tech-cn-tcp-cwnd-1': { topic: 'Congestion Control', tags: ['numerical', 'PYQ style'] },
  'tech-ds-heap-insert-1': { topic: 'Binary Heaps', tags: [] },
  'tech-coa-cache-tag-1': { topic: 'Cache', tags: ['numerical', 'PYQ style'] },
  'tech-c-pointer-1': { tags: ['common mistake'] },
};
