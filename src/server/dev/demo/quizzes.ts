// Demo weekly quizzes: this week's GATE and UGC NET quizzes (open), last week's GATE quiz (closed,
// with its leaderboard and confirmed winner) and last week's UGC NET quiz (closed, its rank 1 waiting
// for a master's confirmation, issue 39). All questions are 1-mark (quiz marking is +1 / -0.33).
// This week's quizzes hold only questions of no demo test (admin/papers/placement.ts): a learner who
// submits a test reads its key, and must not carry it into a quiz still open.

import type { DemoQuiz } from './types.ts';

export const demoQuizzes: DemoQuiz[] = [
  {
    slug: 'gate-weekly-os-dbms',
    title: 'GATE CS Weekly Quiz: Operating Systems & DBMS',
    exam: 'GATE',
    week: 'current',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'apt-successive-change-1',
      'apt-verbal-one-word-1',
      'apt-logic-rank-1',
      'tech-os-tlb-eat-1',
      'tech-os-fifo-faults-1',
      'tech-os-thread-stack-1',
      'tech-os-deadlock-units-1',
      'tech-db-left-join-1',
      'tech-db-closure-1',
      'tech-db-durability-1',
    ],
  },
  {
    slug: 'net-weekly-se-ai-networks',
    title: 'UGC NET CS Weekly Quiz: Software Engineering, AI & Networks',
    exam: 'UGC NET',
    week: 'current',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'apt-logic-syllogism-2',
      'apt-di-subscribers-1',
      'apt-logic-letter-sum-1',
      'tech-se-coupling-1',
      'tech-se-boundary-value-1',
      'tech-se-function-points-1',
      'tech-ai-alpha-beta-1',
      'tech-ai-fuzzy-1',
      'tech-cn-private-ip-1',
      'tech-cn-distance-vector-1',
    ],
  },
  {
    slug: 'gate-weekly-dsa',
    title: 'GATE CS Weekly Quiz: Data Structures & Algorithms',
    exam: 'GATE',
    week: 'previous',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'apt-speed-1',
      'apt-series-1',
      'apt-verbal-idiom-1',
      'tech-ds-postfix-1',
      'tech-ds-bst-height-1',
      'tech-ds-linear-probing-1',
      'tech-algo-stable-sort-1',
      'tech-algo-dijkstra-1',
      'tech-algo-mst-1',
      'tech-algo-quicksort-worst-1',
    ],
    // two share a score at the top: the faster one (Priya) is rank 1 and the week's winner
    takers: [
      { email: 'priya.iyer@example.com', right: 9, wrong: 1, seconds: 512, startedHoursAfterOpen: 30 },
      { email: 'kavya.menon@example.com', right: 9, wrong: 1, seconds: 655, startedHoursAfterOpen: 4 },
      { email: 'aarav.sharma@example.com', right: 8, wrong: 1, seconds: 700, startedHoursAfterOpen: 50 },
      { email: 'arjun.patel@example.com', right: 7, wrong: 2, seconds: 430, startedHoursAfterOpen: 75 },
      { email: 'rohan.verma@example.com', right: 7, wrong: 2, seconds: 430, startedHoursAfterOpen: 90 },
      { email: 'sneha.kulkarni@example.com', right: 6, wrong: 0, seconds: 845, startedHoursAfterOpen: 100 },
      { email: 'vikram.singh@example.com', right: 5, wrong: 4, seconds: 610, startedHoursAfterOpen: 120 },
      { email: 'ananya.reddy@example.com', right: 4, wrong: 3, seconds: 380, startedHoursAfterOpen: 140 },
      { email: 'isha.banerjee@example.com', right: 2, wrong: 5, seconds: 240, startedHoursAfterOpen: 160 },
    ],
  },
  {
    slug: 'net-weekly-toc-compilers-os',
    title: 'UGC NET CS Weekly Quiz: Theory of Computation, Compilers & OS',
    exam: 'UGC NET',
    week: 'previous',
    timeLimitSeconds: 15 * 60,
    questionKeys: [
      'apt-logic-blood-relation-1',
      'apt-verbal-antonym-1',
      'apt-average-1',
      'apt-logic-inference-1',
      'tech-toc-not-cfl-1',
      'tech-toc-undecidable-1',
      'tech-cd-tokens-1',
      'tech-cd-left-recursion-1',
      'tech-os-semaphore-1',
      'tech-os-deadlock-conditions-1',
    ],
    // rank 1 has an impossible finish (full marks in 38 s, under 4 s an answer): the admin's winners
    // page shows the review with its flags, and Sneha, an honest runner-up, next in line
    winnerPending: true,
    takers: [
      { email: 'vikram.singh@example.com', right: 10, wrong: 0, seconds: 38, startedHoursAfterOpen: 150 },
      { email: 'sneha.kulkarni@example.com', right: 8, wrong: 1, seconds: 640, startedHoursAfterOpen: 20 },
      { email: 'arjun.patel@example.com', right: 7, wrong: 1, seconds: 560, startedHoursAfterOpen: 44 },
      { email: 'isha.banerjee@example.com', right: 6, wrong: 2, seconds: 720, startedHoursAfterOpen: 70 },
      { email: 'kavya.menon@example.com', right: 5, wrong: 3, seconds: 495, startedHoursAfterOpen: 98 },
      { email: 'ananya.reddy@example.com', right: 4, wrong: 2, seconds: 530, startedHoursAfterOpen: 121 },
    ],
  },
];
