// Demo test series: four series with three subject tests each (easy, medium, hard), a full-length
// mock in the free GATE CS series, a UGC NET Paper 1 mock and a mock of both NET papers sat together
// in the UGC NET series, and a free GATE DA series of one full-length mock. Each test is set for the
// exam profile it follows (issue 42).
// Question keys refer to allDemoQuestions in questions.ts; demo.test.ts checks that they exist.

import { gateMockQuestions } from './gate-mock.ts';
import type { DemoSeries, DemoTest } from './types.ts';
import { ugcNetMockQuestions } from './ugc-net-mock.ts';
import { ugcNetPaperTwoUnitsOneToFive } from './ugc-net-paper-two-a.ts';
import { ugcNetPaperTwoUnitsSixToTen } from './ugc-net-paper-two-b.ts';
import { gateDaMockQuestions } from './gate-da-mock.ts';

/**
 * The three tests every series has, with the durations of the product (SPEC section 2). Each is
 * named for what it is: the hard one is some twenty questions, not a GATE paper, so it is not
 * called one; only a test with the real paper's shape is called a mock.
 */
function easy(questionKeys: string[]): DemoTest {
  return { title: 'Easy Subject Test', difficulty: 'easy', timeLimitSeconds: 20 * 60, questionKeys };
}
function medium(questionKeys: string[]): DemoTest {
  return { title: 'Full Subject Test', difficulty: 'medium', timeLimitSeconds: 50 * 60, questionKeys };
}
function hard(questionKeys: string[]): DemoTest {
  return { title: 'Advanced Subject Test', difficulty: 'hard', timeLimitSeconds: 180 * 60, questionKeys };
}

/** GATE CS in full: 65 questions, 100 marks, three hours, GATE's marking (gate-mock.ts). */
export const GATE_FULL_MOCK: DemoTest = {
  title: 'GATE CS Full-Length Mock Test 1',
  difficulty: 'hard',
  timeLimitSeconds: 180 * 60,
  questionKeys: gateMockQuestions.map((question) => question.key),
  profile: 'gate-cs',
  scope: 'full',
};

/** UGC NET Paper 1 in full: 50 questions of 2 marks in the paper's hour, no negative marking (ugc-net-mock.ts). */
export const UGC_NET_PAPER_ONE_MOCK: DemoTest = {
  title: 'UGC NET Paper 1 Mock Test',
  difficulty: 'medium',
  timeLimitSeconds: 60 * 60,
  questionKeys: ugcNetMockQuestions.map((question) => question.key),
  marking: 'ugc-net',
  // every question has its Hindi version (ugc-net-mock-hindi.ts)
  offeredInHindi: true,
  profile: 'ugc-net-paper-1',
  scope: 'full',
};

/** UGC NET Paper 2 (Computer Science and Applications) in full: 100 questions over its ten units, each in Hindi too. */
export const ugcNetPaperTwoQuestions = [...ugcNetPaperTwoUnitsOneToFive, ...ugcNetPaperTwoUnitsSixToTen];

/**
 * UGC NET as it is sat: Paper 1 (50 questions) and Paper 2 Computer Science (100) together in three
 * hours without a break, 2 marks each, no negative marking, in English and Hindi.
 */
export const UGC_NET_SITTING_MOCK: DemoTest = {
  title: 'UGC NET Paper 1 and Paper 2 Mock Test',
  difficulty: 'hard',
  timeLimitSeconds: 180 * 60,
  questionKeys: [...ugcNetMockQuestions, ...ugcNetPaperTwoQuestions].map((question) => question.key),
  marking: 'ugc-net',
  offeredInHindi: true,
  profile: 'ugc-net-paper-1',
  scope: 'sitting',
};

/** GATE DA in full: General Aptitude and Data Science and AI, 65 questions for 100 marks in three hours (gate-da-mock.ts). */
export const GATE_DA_MOCK: DemoTest = {
  title: 'GATE DA Full-Length Mock Test 1',
  difficulty: 'hard',
  timeLimitSeconds: 180 * 60,
  questionKeys: gateDaMockQuestions.map((question) => question.key),
  profile: 'gate-da',
  scope: 'full',
};

/** A NET Paper 2 subject test: Computer Science MCQs of 2 marks each, nothing off a wrong answer. */
const netSubject = (test: DemoTest): DemoTest => ({ ...test, marking: 'ugc-net', profile: 'ugc-net-cs', scope: 'subject' });

export const demoSeries: DemoSeries[] = [
  {
    slug: 'gate-cs-free',
    title: 'GATE CS 2027 Free Starter Series',
    description:
      'Begin your GATE Computer Science preparation at no cost. Three subject tests, from a short warm-up to an advanced mixed paper, and a full-length mock of 65 questions and 100 marks in three hours cover aptitude and every core subject, with worked solutions and a section-wise report.',
    exam: 'GATE CS',
    year: 2027,
    image: '/banners/gate-cs-free.svg',
    pricePaise: 0,
    discountPercent: 0,
    tests: [
      easy([
        'apt-percent-1',
        'apt-verbal-synonym-1',
        'apt-logic-coding-1',
        'tech-dm-handshake-1',
        'tech-dl-twos-complement-1',
        'tech-c-static-1',
        'tech-ds-postfix-1',
        'tech-os-semaphore-1',
        'tech-db-join-size-1',
        'tech-cn-hosts-1',
      ]),
      medium([
        'apt-work-1',
        'apt-verbal-agreement-1',
        'apt-logic-direction-1',
        'apt-di-budget-1',
        'tech-dm-tautology-1',
        'tech-la-determinant-1',
        'tech-prob-binomial-1',
        'tech-dl-kmap-1',
        'tech-coa-amat-1',
        'tech-c-macro-1',
        'tech-algo-stable-sort-1',
        'tech-toc-not-cfl-1',
        'tech-cd-tokens-1',
        'tech-os-page-table-size-1',
        'tech-db-normal-form-1',
      ]),
      hard([
        'apt-ci-si-1',
        'apt-logic-seating-1',
        'apt-di-sales-yoy-1',
        'apt-verbal-correct-sentence-1',
        'apt-series-1',
        'tech-dm-bitstrings-1',
        'tech-la-det-scaling-1',
        'tech-prob-bayes-1',
        'tech-dl-mux-tree-1',
        'tech-coa-cache-tag-1',
        'tech-c-recursion-calls-1',
        'tech-ds-heap-insert-1',
        'tech-algo-master-1',
        'tech-algo-topological-1',
        'tech-algo-mst-1',
        'tech-toc-regex-no-aa-1',
        'tech-toc-undecidable-1',
        'tech-cd-sdt-1',
        'tech-os-round-robin-1',
        'tech-db-candidate-keys-1',
        'tech-cn-crc-1',
        'tech-cn-sr-window-1',
      ]),
      GATE_FULL_MOCK,
    ],
  },
  {
    slug: 'gate-cs-pro',
    title: 'GATE CS 2027 Pro Mock Series',
    description:
      'A rigorous mock series for serious GATE CS 2027 aspirants. Tests are modelled on recent papers, weighted towards two-mark problems in algorithms, operating systems, databases and theory of computation, and include detailed step-by-step solutions so you can find and fix weak areas before exam day.',
    exam: 'GATE CS',
    year: 2027,
    image: '/banners/gate-cs-pro.svg',
    pricePaise: 49900,
    discountPercent: 40,
    tests: [
      easy([
        'apt-ratio-1',
        'apt-verbal-antonym-1',
        'apt-logic-blood-relation-1',
        'tech-dm-pigeonhole-1',
        'tech-dl-absorption-1',
        'tech-c-switch-1',
        'tech-ds-bst-height-1',
        'tech-os-fork-1',
        'tech-cn-arp-1',
      ]),
      medium([
        'apt-speed-1',
        'apt-verbal-preposition-1',
        'apt-di-sales-growth-1',
        'apt-logic-syllogism-1',
        'tech-dm-spanning-trees-1',
        'tech-la-eigenvalues-1',
        'tech-prob-geometric-1',
        'tech-dl-counter-ff-1',
        'tech-coa-disk-latency-1',
        'tech-py-slicing-1',
        'tech-algo-dijkstra-1',
        'tech-cd-parser-power-1',
        'tech-os-sjf-1',
        'tech-db-group-by-1',
      ]),
      hard([
        'apt-clock-1',
        'apt-trailing-zeros-1',
        'apt-di-students-1',
        'apt-verbal-idiom-1',
        'apt-logic-inference-1',
        'apt-profit-1',
        'tech-dm-group-order-1',
        'tech-la-linear-system-1',
        'tech-prob-uniform-variance-1',
        'tech-dl-overflow-1',
        'tech-coa-amdahl-1',
        'tech-coa-pipeline-1',
        'tech-c-pointer-1',
        'tech-ds-linked-list-1',
        'tech-algo-loop-complexity-1',
        'tech-algo-matrix-chain-1',
        'tech-toc-cfl-closure-1',
        'tech-toc-not-cfl-1',
        'tech-cd-first-1',
        'tech-os-bankers-1',
        'tech-db-bplus-order-1',
        'tech-db-conflict-serializable-1',
        'tech-cn-tcp-cwnd-1',
        'tech-cn-broadcast-1',
      ]),
    ],
  },
  {
    slug: 'gate-cs-scholarship',
    title: 'GATE CS 2027 Scholarship Series',
    description:
      'A full-price GATE CS 2027 series offered free to every learner under the Prepverse scholarship. It pairs quick concept checks with a demanding three-hour paper on probability, digital logic, computer organisation and data structures, so you can measure exactly where you stand today.',
    exam: 'GATE CS',
    year: 2027,
    image: '/banners/gate-cs-scholarship.svg',
    pricePaise: 29900,
    discountPercent: 100,
    tests: [
      easy([
        'apt-average-1',
        'apt-verbal-analogy-1',
        'apt-logic-direction-1',
        'tech-dl-octal-hex-1',
        'tech-prob-cards-1',
        'tech-ds-catalan-1',
        'tech-os-deadlock-conditions-1',
        'tech-cd-phases-1',
      ]),
      medium([
        'apt-mixture-1',
        'apt-lcm-1',
        'apt-verbal-idiom-1',
        'apt-logic-reports-1',
        'tech-dm-reflexive-relations-1',
        'tech-la-rank-1',
        'tech-coa-addressing-1',
        'tech-c-sizeof-strlen-1',
        'tech-ds-linear-probing-1',
        'tech-algo-quicksort-worst-1',
        'tech-toc-equal-ab-1',
        'tech-os-sstf-1',
        'tech-cn-stop-wait-1',
      ]),
      hard([
        'apt-age-1',
        'apt-dice-1',
        'apt-logic-seating-1',
        'apt-di-sales-yoy-1',
        'apt-verbal-agreement-1',
        'tech-dm-stars-bars-1',
        'tech-prob-bayes-1',
        'tech-coa-memory-chips-1',
        'tech-c-bitwise-1',
        'tech-py-default-arg-1',
        'tech-ds-traversal-1',
        'tech-algo-topological-1',
        'tech-algo-lcs-1',
        'tech-toc-count-strings-1',
        'tech-toc-dfa-mod3-1',
        'tech-cd-left-recursion-1',
        'tech-os-lru-faults-1',
        'tech-db-candidate-keys-1',
        'tech-db-division-1',
        'tech-cn-csma-cd-1',
      ]),
    ],
  },
  {
    slug: 'gate-da-mock',
    title: 'GATE DA 2027 Full-Length Mock',
    description:
      'One full-length mock for GATE Data Science and Artificial Intelligence, free: 65 questions for 100 marks in three hours, General Aptitude and the DA paper with MCQ, MSQ and NAT questions, marked as GATE marks, with a worked solution for every answer.',
    exam: 'GATE DA',
    year: 2027,
    image: '/banners/gate-da-mock.svg',
    pricePaise: 0,
    discountPercent: 0,
    tests: [GATE_DA_MOCK],
  },
  {
    slug: 'net-cs',
    title: 'UGC NET Computer Science 2026 Practice Series',
    description:
      'Practice series for UGC NET Computer Science and Applications. Three Paper 2 subject tests of rising difficulty, a full Paper 1 mock of 50 questions in an hour, and both papers sat together as on exam day: 150 questions in three hours, in English and Hindi. Every answer is explained.',
    exam: 'UGC NET',
    year: 2026,
    image: '/banners/net-cs.svg',
    pricePaise: 19900,
    discountPercent: 10,
    tests: [
      netSubject(
        easy([
          'tech-dm-pigeonhole-1',
          'tech-coa-addressing-1',
          'tech-c-static-1',
          'tech-se-spiral-1',
          'tech-se-cohesion-1',
          'tech-ai-bfs-1',
          'tech-cn-arp-1',
          'tech-db-null-aggregates-1',
          'tech-os-deadlock-conditions-1',
          'tech-ds-postfix-1',
        ]),
      ),
      netSubject(
        medium([
          'tech-dl-kmap-1',
          'tech-os-page-table-size-1',
          'tech-db-group-by-1',
          'tech-cd-phases-1',
          'tech-se-cyclomatic-1',
          'tech-ai-astar-1',
          'tech-dm-tautology-1',
          'tech-db-normal-form-1',
          'tech-db-division-1',
          'tech-cn-hosts-1',
          'tech-cn-sr-window-1',
          'tech-os-sjf-1',
          'tech-toc-not-cfl-1',
          'tech-cd-parser-power-1',
          'tech-algo-stable-sort-1',
          'tech-ds-catalan-1',
        ]),
      ),
      netSubject(
        hard([
          'tech-coa-pipeline-1',
          'tech-algo-matrix-chain-1',
          'tech-toc-dfa-mod3-1',
          'tech-os-lru-faults-1',
          'tech-cn-tcp-cwnd-1',
          'tech-db-candidate-keys-1',
          'tech-db-bplus-order-1',
          'tech-db-conflict-serializable-1',
          'tech-cn-crc-1',
          'tech-cn-stop-wait-1',
          'tech-os-round-robin-1',
          'tech-os-bankers-1',
          'tech-toc-equal-ab-1',
          'tech-toc-cfl-closure-1',
          'tech-toc-undecidable-1',
          'tech-algo-master-1',
          'tech-ds-heap-insert-1',
          'tech-cd-first-1',
          'tech-cd-tokens-1',
          'tech-dm-bitstrings-1',
          'tech-coa-cache-tag-1',
        ]),
      ),
      UGC_NET_PAPER_ONE_MOCK,
      UGC_NET_SITTING_MOCK,
    ],
  },
];
