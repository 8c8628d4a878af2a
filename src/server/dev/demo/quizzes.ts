// Demo weekly quizzes: this week's and last week's. All questions are 1-mark (quiz marking is +1 / -0.33).

import type { DemoQuiz } from './types.ts';

export const demoQuizzes: DemoQuiz[] = [
  {
    slug: 'gate-weekly-os-dbms',
    title: 'GATE CS Weekly Quiz: Operating Systems & DBMS',
    exam: 'GATE',
    week: 'current',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'tech-os-sjf-1',
      'tech-os-page-table-size-1',
      'tech-os-fifo-faults-1',
      'tech-os-fork-1',
      'tech-os-deadlock-conditions-1',
      'tech-db-group-by-1',
      'tech-db-null-aggregates-1',
      'tech-db-normal-form-1',
      'tech-db-conflict-serializable-1',
      'tech-db-division-1',
    ],
  },
  {
    slug: 'gate-weekly-dsa',
    title: 'GATE CS Weekly Quiz: Data Structures & Algorithms',
    exam: 'GATE',
    week: 'previous',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'tech-ds-postfix-1',
      'tech-ds-bst-height-1',
      'tech-ds-linear-probing-1',
      'tech-ds-catalan-1',
      'tech-algo-stable-sort-1',
      'tech-algo-dijkstra-1',
      'tech-algo-mst-1',
      'tech-algo-lcs-1',
      'tech-algo-binary-search-1',
      'tech-algo-quicksort-worst-1',
    ],
  },
];
