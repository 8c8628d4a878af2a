// Work in progress for the admin area: what a creator has written and a master has yet to review.
// A draft series with a draft test, draft questions (one with a display formula, one the master
// wrote), and next week's quiz, still a draft, with questions of its own: a quiz keeps its questions
// out of every other paper until it has settled (admin/papers/placement.ts). None of it reaches
// learners until a master reviews the questions and publishes it.

import type { DemoQuestion } from './types.ts';

const r = String.raw;

export const DEMO_CREATOR_EMAIL = 'meera.nair@example.com';
/** The master wrote one of the drafts: signed in as the creator, it opens read-only, naming him. */
export const DEMO_MASTER_EMAIL = 'kabir.das@example.com';
export const MASTERS_DRAFT_KEY = 'draft-da-calculus-1';

type DemoDraft = DemoQuestion & { exam: string; difficulty: 'easy' | 'medium' | 'hard' };

/** The questions of the draft series' test. */
const testDrafts: DemoDraft[] = [
  {
    key: 'draft-da-prob-1',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'easy',
    topic: 'Probability',
    text: 'Two fair dice are rolled. What is the probability that the sum of the numbers shown is $7$?',
    options: [r`$\frac{1}{6}$`, r`$\frac{1}{12}$`, r`$\frac{5}{36}$`, r`$\frac{7}{36}$`],
    correctIndex: 0,
    explanation: r`Six of the $36$ equally likely outcomes sum to $7$: $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$. So the probability is $\frac{6}{36} = \frac{1}{6}$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'draft-da-linalg-1',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'medium',
    topic: 'Linear Algebra',
    text: r`What is the determinant of the matrix

$$A = \begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}?$$`,
    options: ['$2$', '$10$', '$-2$', '$6$'],
    correctIndex: 0,
    explanation: r`For a $2 \times 2$ matrix, $\det A = ad - bc = 2 \cdot 3 - 1 \cdot 4 = 2$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'draft-da-calculus-1',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'medium',
    topic: 'Calculus',
    text: r`Evaluate $$\int_0^1 x^2 \, dx.$$`,
    options: [r`$\frac{1}{2}$`, r`$\frac{1}{3}$`, r`$1$`, r`$\frac{2}{3}$`],
    correctIndex: 1,
    explanation: r`$\int_0^1 x^2\,dx = \left[\frac{x^3}{3}\right]_0^1 = \frac{1}{3}$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'draft-apt-series-1',
    section: 'Aptitude',
    exam: 'GATE DA',
    difficulty: 'easy',
    topic: 'Numerical Ability',
    text: 'What is the next number in the series $2, 6, 12, 20, 30, \\ldots$?',
    options: ['$40$', '$42$', '$44$', '$36$'],
    correctIndex: 1,
    explanation: r`The differences are $4, 6, 8, 10$, so the next one is $12$: $30 + 12 = 42$. (The terms are $n(n+1)$.)`,
    marks: 1,
    source: 'ai-generated',
  },
];

/** The questions written for next week's quiz, in no other paper. */
const quizDrafts: DemoDraft[] = [
  {
    key: 'draft-da-prob-3',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'easy',
    topic: 'Probability',
    text: r`Events $A$ and $B$ are independent, with $P(A) = 0.5$ and $P(B) = 0.4$. What is $P(A \cup B)$?`,
    options: ['$0.7$', '$0.9$', '$0.2$', '$0.6$'],
    correctIndex: 0,
    explanation: r`Independence gives $P(A \cap B) = P(A)\,P(B) = 0.2$, so $P(A \cup B) = 0.5 + 0.4 - 0.2 = 0.7$. ($0.9$ forgets to subtract the overlap: that sum holds only for mutually exclusive events.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'draft-da-linalg-3',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'medium',
    topic: 'Linear Algebra',
    text: r`A $3 \times 3$ real matrix $A$ has eigenvalues $1$, $2$ and $3$. What is $\det(A^{-1})$?`,
    options: ['$6$', r`$\frac{1}{6}$`, '$-6$', r`$\frac{1}{3}$`],
    correctIndex: 1,
    explanation: r`The determinant is the product of the eigenvalues: $\det A = 1 \cdot 2 \cdot 3 = 6$. Since $\det(A^{-1}) = \frac{1}{\det A}$, the answer is $\frac{1}{6}$. (The eigenvalues of $A^{-1}$ are $1, \frac{1}{2}, \frac{1}{3}$, with the same product.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'draft-apt-ratio-1',
    section: 'Aptitude',
    exam: 'GATE DA',
    difficulty: 'easy',
    topic: 'Numerical Ability',
    text: 'Two numbers are in the ratio $3 : 5$. If $6$ is added to each, the ratio becomes $3 : 4$. What is the smaller number?',
    options: ['$6$', '$9$', '$12$', '$10$'],
    correctIndex: 0,
    explanation: r`Let the numbers be $3k$ and $5k$. Then $\frac{3k + 6}{5k + 6} = \frac{3}{4}$, so $12k + 24 = 15k + 18$ and $k = 2$. The numbers are $6$ and $10$, and the smaller is $6$. Check: $\frac{12}{16} = \frac{3}{4}$.`,
    marks: 1,
    source: 'original',
  },
];

export const draftQuestions: DemoDraft[] = [...testDrafts, ...quizDrafts];

export const draftSeries = {
  slug: 'gate-da-2027-foundations',
  title: 'GATE DA 2027: Foundations',
  description: r`Probability, linear algebra and calculus for **GATE Data Science & AI**, from first principles to GATE level.

- Subject tests with worked solutions
- Formulas rendered as in the exam: $P(A \mid B) = \frac{P(A \cap B)}{P(B)}$`,
  exam: 'GATE DA',
  year: 2027,
  image: '/banners/default.svg',
  pricePaise: 19_900,
  discountPercent: 0,
  test: { title: 'Easy Subject Test', difficulty: 'easy' as const, timeLimitSeconds: 20 * 60, questionKeys: testDrafts.map((q) => q.key) },
};

export const draftQuiz = {
  slug: 'gate-weekly-da-next',
  title: 'GATE DA Weekly Quiz: Probability & Linear Algebra',
  exam: 'GATE',
  timeLimitSeconds: 10 * 60,
  questionKeys: quizDrafts.map((q) => q.key),
};
