// The second half of the GATE DA mock (gate-da-mock.ts): programming, data structures and
// algorithms in Python, databases and warehousing, machine learning, and artificial intelligence.
// As there, every question is Prepverse's own; the programs, queries and search traces were run.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX, `${F}` is a Markdown code fence.

import type { DemoQuestion } from './types.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// Programming, Data Structures and Algorithms (Python)
// ---------------------------------------------------------------------------

export const daProgramming: DemoQuestion[] = [
  {
    key: 'da-mock-py-slicing-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    text: r`What does the following Python code print?

${F}python
s = "datascience"
print(s[::-3])
${F}`,
    options: ['daic', 'eesa', 'esa', 'nct'],
    correctIndex: 1,
    explanation:
      'With a negative step and no start, the slice begins at the **last** character. `s` has indices 0 to 10, so `s[::-3]` takes indices 10, 7, 4 and 1: `e`, `e`, `s`, `a`, printing **eesa**. (`daic` is `s[::3]`, and `esa` is what one gets by wrongly starting at index 7.)',
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-py-aliasing-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    text: r`What does the following Python code print?

${F}python
a = [[0] * 2] * 3
a[0][1] = 5
print(a)
${F}`,
    options: ['[[0, 5], [0, 5], [0, 5]]', '[[0, 5], [0, 0], [0, 0]]', '[[5, 0], [5, 0], [5, 0]]', 'It raises a TypeError.'],
    correctIndex: 0,
    explanation:
      '`[[0] * 2] * 3` builds a list holding **three references to the same inner list**, not three copies. Setting `a[0][1]` changes that one inner list, so every row shows it: `[[0, 5], [0, 5], [0, 5]]`. Independent rows need `[[0] * 2 for _ in range(3)]`.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-py-deque-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    text: r`What does the following Python code print?

${F}python
from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
d.pop()
d.rotate(1)
print(list(d))
${F}`,
    options: ['[1, 2, 3, 0]', '[4, 1, 2, 3]', '[3, 0, 1, 2]', '[0, 1, 2, 3]'],
    correctIndex: 2,
    explanation: `Follow the deque step by step:

- \`append(4)\` adds on the right: \`[1, 2, 3, 4]\`
- \`appendleft(0)\` adds on the left: \`[0, 1, 2, 3, 4]\`
- \`pop()\` removes from the **right**: \`[0, 1, 2, 3]\`
- \`rotate(1)\` moves the last element to the front: \`[3, 0, 1, 2]\``,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-dsa-bst-count-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    type: 'NAT',
    text: 'The number of structurally different binary search trees that can hold the four distinct keys 1, 2, 3 and 4 is ________.',
    answer: { min: 14, max: 14, decimals: 0 },
    explanation: r`Choose the root $i$; the $i - 1$ smaller keys form the left subtree and the $n - i$ larger ones the right, so $T(n) = \sum_{i=1}^{n} T(i-1)\,T(n-i)$ with $T(0) = 1$.

This gives $T(1) = 1$, $T(2) = 2$, $T(3) = 5$ and $T(4) = 5 + 2 + 2 + 5 = 14$, the Catalan number $\frac{1}{5}\binom{8}{4} = 14$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-py-recursion-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    type: 'NAT',
    text: r`The following Python program prints ________.

${F}python
def f(n):
    if n <= 1:
        return n
    return f(n - 1) + 2 * f(n - 2)

print(f(6))
${F}`,
    answer: { min: 21, max: 21, decimals: 0 },
    explanation: r`Build the values from the bottom with $f(n) = f(n-1) + 2f(n-2)$:

| $n$ | 0 | 1 | 2 | 3 | 4 | 5 | 6 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| $f(n)$ | 0 | 1 | 1 | 3 | 5 | 11 | 21 |

For example $f(5) = 5 + 2 \cdot 3 = 11$ and $f(6) = 11 + 2 \cdot 5 = 21$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-dsa-bst-postorder-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    text: 'The keys 50, 30, 70, 20, 40, 60, 80, 35, 45, 65 are inserted in this order into an initially empty binary search tree. What is the postorder traversal of the resulting tree?',
    options: [
      '20, 30, 35, 40, 45, 50, 60, 65, 70, 80',
      '50, 30, 20, 40, 35, 45, 70, 60, 65, 80',
      '20, 35, 45, 40, 30, 60, 65, 80, 70, 50',
      '20, 35, 45, 40, 30, 65, 60, 80, 70, 50',
    ],
    correctIndex: 3,
    explanation: `The tree has root 50; its left child 30 has children 20 and 40, and 40 has children 35 and 45. Its right child 70 has children 60 and 80, and 65 is the **right** child of 60.

Postorder visits left subtree, right subtree, then the node: the left part gives 20, 35, 45, 40, 30, the right part 65, 60, 80, 70, and the root comes last. The first option is the inorder traversal, the second the preorder, and the third puts 60 before its own child 65.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-dsa-hashing-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    text: r`A hash table has 10 slots, numbered 0 to 9, uses the hash function $h(k) = k \bmod 10$ and resolves collisions by linear probing. The keys 42, 12, 33, 22, 52, 19, 29 are inserted in this order into the empty table. In which slots do 22 and 29 end up?`,
    options: ['22 in slot 5, 29 in slot 0', '22 in slot 2, 29 in slot 9', '22 in slot 4, 29 in slot 0', '22 in slot 5, 29 in slot 1'],
    correctIndex: 0,
    explanation: `- 42 goes to slot 2; 12 finds 2 taken and goes to 3; 33 finds 3 taken and goes to 4.
- 22 hashes to 2 and probes 3 and 4, both taken, so it lands in **slot 5**; 52 then probes 2 to 5 and lands in 6.
- 19 goes to 9; 29 finds 9 taken and wraps round to **slot 0**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-dsa-sorting-1',
    section: 'Technical',
    topic: 'Programming, Data Structures and Algorithms',
    type: 'MSQ',
    text: r`Which of the following statements are true? ($n$ is the number of elements.)`,
    options: [
      r`Insertion sort makes $\Theta(n^2)$ comparisons on an array that is already sorted.`,
      r`Selection sort makes $\Theta(n^2)$ comparisons even on an array that is already sorted.`,
      r`Quicksort that always takes the last element as its pivot makes $\Theta(n^2)$ comparisons on an array that is already sorted.`,
      'Breadth-first search finds a minimum-weight path between two vertices of any graph whose edge weights are all positive.',
    ],
    correctIndexes: [1, 2],
    explanation: r`- **False.** On sorted input each new element is compared once with its left neighbour and stays put: $n - 1$ comparisons.
- **True.** Selection sort scans the whole unsorted part to find each minimum, $\frac{n(n-1)}{2}$ comparisons whatever the input.
- **True.** The last element is the largest, so every partition is as lopsided as it can be: sizes $n - 1$ and 0.
- **False.** BFS minimises the *number* of edges; with unequal weights one needs Dijkstra's algorithm.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Database Management and Warehousing
// ---------------------------------------------------------------------------

export const daDatabases: DemoQuestion[] = [
  {
    key: 'da-mock-db-normal-form-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    text: r`A relation $R(A, B, C)$ has exactly the functional dependencies $A \to B$ and $B \to C$ (and those implied by them), so its only candidate key is $A$. What is the highest normal form $R$ is in?`,
    options: ['1NF but not 2NF', '2NF but not 3NF', '3NF but not BCNF', 'BCNF'],
    correctIndex: 1,
    explanation: r`The key $A$ is a single attribute, so no non-prime attribute can depend on *part* of a key: $R$ is in **2NF**. But $A \to B \to C$ makes $C$ transitively dependent on the key: in $B \to C$, $B$ is not a superkey and $C$ is not prime. So $R$ is not in 3NF.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-db-warehouse-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    type: 'MSQ',
    text: 'Which of the following statements about data warehousing are true?',
    options: [
      'In a star schema, the fact table holds the measures and foreign keys to the dimension tables.',
      'Drill-down moves from a finer level of detail to a coarser one, for example from days to years.',
      'A snowflake schema normalises dimension tables into several related tables.',
      'OLAP systems are designed mainly for many short, concurrent update transactions.',
    ],
    correctIndexes: [0, 2],
    explanation: `- **True.** The fact table records the measures (sales, quantity) and points to one row of each dimension.
- **False.** That is *roll-up*; drill-down goes the other way, from years to months to days.
- **True.** A snowflake splits, say, a product dimension into product, category and brand tables.
- **False.** Many short updating transactions are the work of OLTP systems; OLAP serves long, mostly read-only analytical queries.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-db-cube-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    text: 'A sales data cube has three dimensions: time, with the hierarchy day → month → year; product, with item → category; and store, with no hierarchy. Taking one level of each dimension, or leaving the dimension out (the level "all"), gives a cuboid. How many cuboids does the lattice have, counting the base and apex cuboids?',
    options: ['8', '6', '12', '24'],
    correctIndex: 3,
    explanation: r`A dimension with $L$ levels can be taken at any of them or at "all", so it contributes $L + 1$ choices. The number of cuboids is

$$(3 + 1) \times (2 + 1) \times (1 + 1) = 24.$$

Without hierarchies the answer would be $2^3 = 8$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-db-keys-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    type: 'NAT',
    text: r`The relation $R(A, B, C, D, E, F)$ has the functional dependencies $AB \to C$, $C \to D$, $D \to B$ and $E \to F$. The number of candidate keys of $R$ is ________.`,
    answer: { min: 3, max: 3, decimals: 0 },
    explanation: r`$A$ and $E$ appear on no right-hand side, so every key contains both. $\{A, E\}^+ = \{A, E, F\}$, which is not everything, so a key needs one more attribute.

- $\{A, B, E\}^+$: $AB \to C$, $C \to D$, $E \to F$ give all six.
- $\{A, C, E\}^+$: $C \to D$, $D \to B$, then $F$: all six.
- $\{A, D, E\}^+$: $D \to B$, $AB \to C$, then $F$: all six.

Adding $F$ alone does not help, so the candidate keys are $ABE$, $ACE$ and $ADE$: **3**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-db-sql-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    text: r`The table **Orders** holds these rows:

| id | customer | amount |
| --- | --- | --- |
| 1 | Asha | 300 |
| 2 | Ben | 150 |
| 3 | Asha | 200 |
| 4 | Chen | 500 |
| 5 | Ben | 100 |
| 6 | Chen | NULL |

Which rows does this query return?

${F}sql
SELECT customer, COUNT(amount), SUM(amount)
FROM Orders
GROUP BY customer
HAVING SUM(amount) > 250;
${F}`,
    options: [
      '(Asha, 2, 500) only',
      '(Asha, 2, 500) and (Chen, 2, 500)',
      '(Asha, 2, 500) and (Chen, 1, 500)',
      '(Asha, 2, 500), (Ben, 2, 250) and (Chen, 1, 500)',
    ],
    correctIndex: 2,
    explanation:
      'Aggregates other than `COUNT(*)` skip NULLs. Asha has two amounts summing to 500; Ben two summing to 250, which fails `> 250`; Chen has one non-NULL amount, so `COUNT(amount)` is **1** and `SUM(amount)` is 500 (the NULL does not make the sum NULL). The result is **(Asha, 2, 500) and (Chen, 1, 500)**.',
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-db-joins-1',
    section: 'Technical',
    topic: 'Database Management and Warehousing',
    type: 'MSQ',
    text: r`Relation $R(A, B)$ holds the tuples $(1, x)$, $(2, y)$, $(3, x)$ and relation $S(B, C)$ holds $(x, p)$, $(x, q)$, $(z, r)$. Which of the following are true?`,
    options: [
      r`The natural join $R \bowtie S$ has 4 tuples.`,
      r`The full outer join of $R$ and $S$ on $B$ has 5 tuples.`,
      r`The left outer join of $R$ with $S$ on $B$ has 5 tuples.`,
      r`$\pi_B(R) - \pi_B(S) = \{y\}$`,
    ],
    correctIndexes: [0, 2, 3],
    explanation: r`- **True.** Only $B = x$ matches: 2 tuples of $R$ times 2 of $S$ give 4.
- **False.** The full outer join adds the unmatched $(2, y, \text{NULL})$ from $R$ *and* $(\text{NULL}, z, r)$ from $S$: $4 + 1 + 1 = 6$.
- **True.** The left outer join adds only $(2, y, \text{NULL})$: 5.
- **True.** $\pi_B(R) = \{x, y\}$ and $\pi_B(S) = \{x, z\}$, so the difference is $\{y\}$.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Machine Learning
// ---------------------------------------------------------------------------

export const daMachineLearning: DemoQuestion[] = [
  {
    key: 'da-mock-ml-knn-bias-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: r`In $k$-nearest-neighbour classification, as $k$ is increased from 1 towards the size of the training set, what generally happens?`,
    options: [
      'The bias increases and the variance decreases.',
      'Both the bias and the variance increase.',
      'The bias decreases and the variance increases.',
      'Both the bias and the variance decrease.',
    ],
    correctIndex: 0,
    explanation: r`With $k = 1$ the prediction follows each training point, noise included: low bias, high variance. Averaging over more neighbours smooths the decision boundary, so it changes less from one training set to another (**lower variance**) but misses fine structure (**higher bias**). At $k = n$ every point gets the majority class.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ml-f1-1',
    section: 'Technical',
    topic: 'Machine Learning',
    type: 'NAT',
    text: 'A binary classifier is tested on 100 examples and gives 40 true positives, 10 false positives, 20 false negatives and 30 true negatives. Its F1 score is ________. (rounded off to two decimal places)',
    answer: { min: 0.72, max: 0.73, decimals: 2 },
    explanation: r`Precision $P = \frac{40}{40 + 10} = 0.8$ and recall $R = \frac{40}{40 + 20} = \frac{2}{3}$.

$$F_1 = \frac{2PR}{P + R} = \frac{2 \cdot 0.8 \cdot \frac{2}{3}}{0.8 + \frac{2}{3}} = \frac{16}{22} \approx 0.73.$$

(The accuracy, 0.70, is a different measure.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ml-logistic-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: r`A logistic regression model has weights $\mathbf{w} = (2, -1)$ and bias $b = -1$. What probability of the positive class does it give to the input $\mathbf{x} = (1.5, 1)$? (Use $e^{-1} \approx 0.368$.)`,
    options: ['0.27', '0.50', '0.73', '0.88'],
    correctIndex: 2,
    explanation: r`The score is $z = \mathbf{w}^\top \mathbf{x} + b = 3 - 1 - 1 = 1$, and the model outputs

$$\sigma(1) = \frac{1}{1 + e^{-1}} \approx \frac{1}{1.368} \approx 0.73.$$

0.27 is $\sigma(-1)$, the probability of the negative class, and 0.88 is $\sigma(2)$, what one gets by dropping the bias.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ml-regularization-1',
    section: 'Technical',
    topic: 'Machine Learning',
    type: 'MSQ',
    text: 'Which of the following statements about regularised linear regression are true?',
    options: [
      'L1 regularisation (lasso) tends to drive some of the weights exactly to zero.',
      r`Increasing the penalty $\lambda$ in ridge regression increases the variance of the fitted model.`,
      r`For $\lambda > 0$, ridge regression has the closed-form solution $\mathbf{w} = (X^\top X + \lambda I)^{-1} X^\top \mathbf{y}$.`,
      r`The training error of ridge regression decreases as $\lambda$ increases.`,
    ],
    correctIndexes: [0, 2],
    explanation: r`- **True.** The corners of the L1 ball lie on the axes, so the optimum often has some weights at exactly 0.
- **False.** A larger $\lambda$ shrinks the weights and makes the model *less* sensitive to the training set: lower variance, higher bias.
- **True.** Setting the gradient of $\|X\mathbf{w} - \mathbf{y}\|^2 + \lambda\|\mathbf{w}\|^2$ to zero gives it, and $X^\top X + \lambda I$ is invertible for $\lambda > 0$.
- **False.** The penalty pulls the weights away from the least-squares fit, so training error can only stay the same or grow.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ml-pca-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: r`The covariance matrix of a two-feature data set is

$$\Sigma = \begin{bmatrix} 5 & 2 \\ 2 & 2 \end{bmatrix}.$$

What fraction of the total variance is captured by the first principal component?`,
    options: [r`$\frac{6}{7}$`, r`$\frac{5}{7}$`, r`$\frac{1}{7}$`, r`$\frac{3}{5}$`],
    correctIndex: 0,
    explanation: r`The principal components are the eigenvectors of $\Sigma$ and their variances the eigenvalues: $\lambda^2 - 7\lambda + 6 = 0$ gives $\lambda = 6$ and $\lambda = 1$.

The first component captures $\frac{6}{6 + 1} = \frac{6}{7}$ of the total variance (the trace, 7). $\frac{5}{7}$ is the share of the first *original* feature, which ignores the correlation between the two.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ml-kmeans-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: r`$k$-means with $k = 2$ is run on the one-dimensional points 1, 2, 4, 7, 8, 10, starting from the centroids 1 and 2. Each point is assigned to its nearest centroid and each centroid is then moved to the mean of its points, until nothing changes. What are the final centroids?`,
    options: ['1.5 and 7.25', r`$\frac{7}{3}$ and $\frac{25}{3}$`, '1 and 6.2', '2 and 8'],
    correctIndex: 1,
    explanation: `- Round 1: only 1 is nearer 1 than 2, so the clusters are {1} and {2, 4, 7, 8, 10}; centroids 1 and 6.2.
- Round 2: 2 moves to the first cluster: {1, 2} and {4, 7, 8, 10}; centroids 1.5 and 7.25.
- Round 3: 4 is 2.5 from 1.5 and 3.25 from 7.25, so it moves: {1, 2, 4} and {7, 8, 10}; centroids $\\frac{7}{3}$ and $\\frac{25}{3}$.
- Round 4: no point changes cluster, so the algorithm stops.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ml-naive-bayes-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: `A naive Bayes classifier (no smoothing) is trained on these eight days to predict whether a match is played.

| Outlook | Windy | Play |
| --- | --- | --- |
| Sunny | No | Yes |
| Sunny | Yes | No |
| Rainy | Yes | No |
| Overcast | No | Yes |
| Rainy | No | Yes |
| Sunny | No | Yes |
| Overcast | Yes | Yes |
| Rainy | Yes | No |

What does it predict for a sunny, windy day, and with what posterior probability?`,
    options: [
      'Yes, with posterior probability about 0.62',
      'No, with posterior probability about 0.13',
      'Yes, with posterior probability about 0.29',
      'No, with posterior probability about 0.71',
    ],
    correctIndex: 3,
    explanation: r`Five days are Yes and three are No.

- Yes: $\frac{5}{8} \cdot P(\text{Sunny} \mid \text{Yes}) \cdot P(\text{Windy} \mid \text{Yes}) = \frac{5}{8} \cdot \frac{2}{5} \cdot \frac{1}{5} = 0.05$
- No: $\frac{3}{8} \cdot \frac{1}{3} \cdot \frac{3}{3} = 0.125$

The classifier predicts **No**, with posterior $\frac{0.125}{0.125 + 0.05} \approx 0.71$. (0.125 is the unnormalised score, and 0.62 the prior of Yes.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ml-info-gain-1',
    section: 'Technical',
    topic: 'Machine Learning',
    type: 'NAT',
    text: 'A node of a decision tree holds 10 training examples, 6 positive and 4 negative. A split sends 4 examples, all positive, to the left child and the other 6 (2 positive, 4 negative) to the right child. The information gain of the split, using entropy in bits, is ________. (rounded off to two decimal places)',
    answer: { min: 0.41, max: 0.43, decimals: 2 },
    explanation: r`The parent's entropy is $H(0.6) = -0.6\log_2 0.6 - 0.4\log_2 0.4 \approx 0.971$.

The left child is pure ($H = 0$); the right child has $H(\frac{1}{3}) \approx 0.918$. Weighting by size, the children's entropy is $0.4 \cdot 0 + 0.6 \cdot 0.918 \approx 0.551$, so the gain is $0.971 - 0.551 \approx 0.42$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ml-mlp-params-1',
    section: 'Technical',
    topic: 'Machine Learning',
    text: 'A fully connected feed-forward network has 8 inputs, a hidden layer of 16 units, a second hidden layer of 8 units and a single output unit. Every hidden and output unit has a bias. How many trainable parameters does the network have?',
    options: ['264', '289', '297', '281'],
    correctIndex: 1,
    explanation: r`A dense layer from $m$ units to $n$ units has $mn$ weights and $n$ biases:

- $8 \to 16$: $128 + 16 = 144$
- $16 \to 8$: $128 + 8 = 136$
- $8 \to 1$: $8 + 1 = 9$

In all $144 + 136 + 9 = 289$. Counting the weights alone gives 264.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ml-classifiers-1',
    section: 'Technical',
    topic: 'Machine Learning',
    type: 'MSQ',
    text: 'Which of the following statements are true?',
    options: [
      'The decision boundary of a hard-margin linear SVM depends only on its support vectors.',
      'A decision tree grown without a depth limit can reach zero training error on any data set in which no two examples have the same features but different labels.',
      'Linear discriminant analysis (LDA) assumes that all classes share one covariance matrix.',
      'k-nearest neighbours learns its weights by gradient descent during training.',
    ],
    correctIndexes: [0, 1, 2],
    explanation: `- **True.** Removing or moving any point that is not a support vector leaves the maximum-margin hyperplane unchanged.
- **True.** The tree can keep splitting until every leaf holds examples of one label, which is possible when no two examples with equal features disagree.
- **True.** The shared covariance is what makes LDA's boundaries linear; allowing one per class gives quadratic discriminant analysis.
- **False.** k-NN has no weights to fit: it stores the training set and does its work at prediction time.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Artificial Intelligence
// ---------------------------------------------------------------------------

export const daArtificialIntelligence: DemoQuestion[] = [
  {
    key: 'da-mock-ai-cnf-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: r`Which of the following is a formula in conjunctive normal form that is logically equivalent to $\neg(p \to q) \lor r$?`,
    options: [r`$(p \lor r) \land (\neg q \lor r)$`, r`$(\neg p \lor r) \land (q \lor r)$`, r`$p \lor \neg q \lor r$`, r`$(\neg p \lor q) \land r$`],
    correctIndex: 0,
    explanation: r`$\neg(p \to q) \equiv \neg(\neg p \lor q) \equiv p \land \neg q$. Distributing $\lor r$ over the conjunction:

$$(p \land \neg q) \lor r \equiv (p \lor r) \land (\neg q \lor r).$$

The third option is weaker: with $p$, $q$ true and $r$ false it is true while the original is false.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ai-fol-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: 'Which first-order formula says "Every student who studies passes"?',
    options: [
      r`$\forall x\, (\mathit{Student}(x) \land \mathit{Studies}(x) \land \mathit{Passes}(x))$`,
      r`$\exists x\, ((\mathit{Student}(x) \land \mathit{Studies}(x)) \to \mathit{Passes}(x))$`,
      r`$\forall x\, (\mathit{Student}(x) \to (\mathit{Studies}(x) \land \mathit{Passes}(x)))$`,
      r`$\forall x\, ((\mathit{Student}(x) \land \mathit{Studies}(x)) \to \mathit{Passes}(x))$`,
    ],
    correctIndex: 3,
    explanation: r`"Every $A$ is a $B$" is a universal with an implication: here $A$ is "student who studies", so $\forall x\, ((\mathit{Student}(x) \land \mathit{Studies}(x)) \to \mathit{Passes}(x))$. The first option claims everything is a studying, passing student; the second is true as soon as one thing is not a studying student; the third claims every student studies.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ai-heuristic-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    type: 'MSQ',
    text: 'For the 8-puzzle, where one move slides a tile into the blank and every move costs 1, which of the following are true? (Neither heuristic counts the blank.)',
    options: [
      'The number of misplaced tiles is an admissible heuristic.',
      'The sum of the Manhattan distances of the tiles from their goal squares is an admissible heuristic.',
      'Twice the sum of the Manhattan distances is an admissible heuristic.',
      'The Manhattan-distance heuristic dominates the misplaced-tiles heuristic.',
    ],
    correctIndexes: [0, 1, 3],
    explanation: `- **True.** Every misplaced tile needs at least one move.
- **True.** A move shifts one tile by one square, so each tile needs at least its Manhattan distance in moves.
- **False.** A state one move from the goal has Manhattan sum 1, so twice that, 2, overestimates the true cost 1.
- **True.** A misplaced tile is at Manhattan distance at least 1, so the Manhattan sum is never below the misplaced count.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ai-alpha-beta-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    type: 'NAT',
    text: `In a two-ply game tree the root is a MAX node with three MIN children B, C and D, each with three leaves:

- B: 5, 9, 7
- C: 6, 3, 8
- D: 4, 10, 2

Alpha-beta pruning examines children from left to right and prunes as soon as $\\alpha \\ge \\beta$. The number of leaves it evaluates is ________.`,
    answer: { min: 6, max: 6, decimals: 0 },
    explanation: r`- B: all three leaves are needed; B's value is 5, so at the root $\alpha = 5$.
- C: the leaf 6 leaves $\beta = 6 > 5$; the leaf 3 makes $\beta = 3 \le 5$, so the leaf 8 is pruned.
- D: the first leaf makes $\beta = 4 \le 5$, so 10 and 2 are pruned.

It evaluates $3 + 2 + 1 = 6$ leaves, and the minimax value of the root is 5.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ai-bayes-net-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: r`In a Bayesian network, Rain ($R$) and Sprinkler ($S$) are independent root nodes with $P(R) = 0.2$ and $P(S) = 0.1$, and both are parents of WetGrass ($W$):

| $R$ | $S$ | $P(W \mid R, S)$ |
| --- | --- | --- |
| T | T | 0.99 |
| T | F | 0.90 |
| F | T | 0.80 |
| F | F | 0.05 |

The grass is observed to be wet. What is $P(R \mid W)$, to two decimal places?`,
    options: ['0.20', '0.28', '0.91', '0.65'],
    correctIndex: 3,
    explanation: r`Sum the joint probabilities over $S$:

- $P(R, W) = 0.2 \cdot 0.1 \cdot 0.99 + 0.2 \cdot 0.9 \cdot 0.90 = 0.0198 + 0.162 = 0.1818$
- $P(\neg R, W) = 0.8 \cdot 0.1 \cdot 0.80 + 0.8 \cdot 0.9 \cdot 0.05 = 0.064 + 0.036 = 0.100$

So $P(W) = 0.2818$ and $P(R \mid W) = \frac{0.1818}{0.2818} \approx 0.65$. (0.28 is $P(W)$ and 0.91 is $P(W \mid R)$.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ai-astar-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: `A* graph search is run from S to the goal G on a directed graph with these edges and this heuristic:

| Edge | S→A | S→B | A→B | A→C | B→C | B→G | C→G |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Cost | 1 | 4 | 2 | 5 | 1 | 5 | 3 |

| Node | S | A | B | C | G |
| --- | --- | --- | --- | --- | --- |
| $h$ | 6 | 5 | 3 | 2 | 0 |

Which path does it return?`,
    options: ['S → B → C → G, cost 8', 'S → A → C → G, cost 9', 'S → A → B → C → G, cost 7', 'S → A → B → G, cost 8'],
    correctIndex: 2,
    explanation: r`Expand the node with the least $f = g + h$ each time:

- S ($f = 6$): A gets $g = 1$, $f = 6$; B gets $g = 4$, $f = 7$.
- A ($f = 6$): B improves to $g = 3$, $f = 6$; C gets $g = 6$, $f = 8$.
- B ($f = 6$): C improves to $g = 4$, $f = 6$; G gets $g = 8$, $f = 8$.
- C ($f = 6$): G improves to $g = 7$, $f = 7$; then G is expanded and the search stops.

The heuristic is consistent, so the path found, **S → A → B → C → G** of cost 7, is optimal.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ai-search-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    type: 'MSQ',
    text: r`Which of the following statements about search algorithms are true? ($b$ is the branching factor, finite, and $d$ the depth of the shallowest goal.)`,
    options: [
      'Depth-first search always finds a path with the fewest edges.',
      'Uniform-cost search finds an optimal path when every step cost is at least some fixed positive constant.',
      'Greedy best-first search always finds an optimal path when its heuristic is admissible.',
      r`Iterative deepening search needs only $O(bd)$ memory.`,
    ],
    correctIndexes: [1, 3],
    explanation: r`- **False.** DFS returns the first goal it reaches down one branch, which may be far deeper than the shallowest.
- **True.** UCS expands nodes in order of path cost, so the first goal it expands is a cheapest one.
- **False.** Greedy search orders by $h$ alone and ignores the cost already paid, so even with an admissible heuristic it can follow a path that looks close to the goal but costs more than another.
- **True.** Each iteration is a depth-limited DFS, which keeps one path and its siblings: $O(bd)$.`,
    marks: 2,
    source: 'original',
  },
];
