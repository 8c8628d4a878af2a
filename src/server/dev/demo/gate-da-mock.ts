// A full-length GATE DA (Data Science and Artificial Intelligence) mock: 65 questions, 100 marks,
// three hours, in the shape of the real paper. General Aptitude is 10 questions (5 of 1 mark, 5 of
// 2 marks) and Data Science and AI 55 (25 of 1 mark, 30 of 2 marks) over the DA syllabus, with MCQ,
// MSQ and NAT in about the proportions of recent papers. Every question is Prepverse's own; every
// key was worked out by hand, and the numeric ones (probabilities, eigenvalues, programs, queries,
// search traces) were also run. Programming, databases, machine learning and AI are in
// gate-da-mock-more.ts.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX.

import type { DemoQuestion } from './types.ts';
import { daArtificialIntelligence, daDatabases, daMachineLearning, daProgramming } from './gate-da-mock-more.ts';

const r = String.raw;

// ---------------------------------------------------------------------------
// General Aptitude: 5 of 1 mark, 5 of 2 marks
// ---------------------------------------------------------------------------

const aptitude: DemoQuestion[] = [
  {
    key: 'da-mock-ga-word-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the word that best fills the blank.\n\nDespite months of careful planning, the launch was ________ by a single overlooked bug in the payment module.',
    options: ['bolstered', 'expedited', 'derailed', 'celebrated'],
    correctIndex: 2,
    explanation:
      '*Despite* sets up a contrast with the careful planning, and the cause is a bug, so the launch must have been knocked off course: **derailed**. *Bolstered* and *expedited* describe help, not harm, and a bug does not get a launch *celebrated*.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ga-analogy-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Thermometer : Temperature :: Odometer : ________',
    options: ['Speed', 'Distance', 'Fuel', 'Pressure'],
    correctIndex: 1,
    explanation:
      'A thermometer is the instrument that measures temperature. An odometer measures the **distance** a vehicle has travelled. Speed is read from a speedometer, not an odometer; fuel and pressure have gauges of their own.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ga-ages-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: "The present ages of Anil and Bina are in the ratio 3 : 5. Six years from now the ratio will be 2 : 3. What is Bina's present age, in years?",
    options: ['24', '36', '20', '30'],
    correctIndex: 3,
    explanation: r`Let the ages be $3x$ and $5x$. Then $\frac{3x + 6}{5x + 6} = \frac{2}{3}$, so $9x + 18 = 10x + 12$ and $x = 6$.

Anil is 18 and Bina is **30**; in six years they will be 24 and 36, which is indeed $2 : 3$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ga-series-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'What number comes next in the series 3, 8, 15, 24, 35, ...?',
    options: ['48', '46', '50', '49'],
    correctIndex: 0,
    explanation: r`The differences are 5, 7, 9, 11, so the next difference is 13 and the next term is $35 + 13 = 48$.

Equivalently, the terms are $n^2 - 1$ for $n = 2, 3, \dots, 6$, and the next is $7^2 - 1 = 48$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ga-cube-1',
    section: 'Aptitude',
    topic: 'Spatial Aptitude',
    text: 'A solid cube of side 4 cm is painted red on all six faces and then cut into 64 small cubes of side 1 cm. How many of the small cubes have exactly two red faces?',
    options: ['16', '32', '24', '8'],
    correctIndex: 2,
    explanation: r`A small cube has two painted faces when it lies on an edge of the big cube but not at a corner (the 8 corner cubes have three). Each of the 12 edges holds 4 small cubes, of which $4 - 2 = 2$ are not corners, so there are $12 \times 2 = 24$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-ga-work-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    type: 'NAT',
    text: 'A can finish a piece of work in 12 days and B can finish it in 18 days. They work together for 4 days, after which A leaves. The number of days B takes to finish the remaining work is ________.',
    answer: { min: 8, max: 8, decimals: 0 },
    explanation: r`Together they do $\frac{1}{12} + \frac{1}{18} = \frac{5}{36}$ of the work a day, so in 4 days they do $\frac{20}{36} = \frac{5}{9}$ of it.

The remaining $\frac{4}{9}$ at B's rate of $\frac{1}{18}$ a day takes $\frac{4}{9} \times 18 = 8$ days.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ga-passage-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: `Read the passage and answer the question.

> Many planners assume that widening a congested road will shorten journeys on it. Yet in several cities, within a few years of a road being widened, the traffic on it grew until the congestion was roughly what it had been before. The faster road drew trips that people had earlier avoided, put off, or made by other routes.

Which of the following can be inferred from the passage?`,
    options: [
      'Widening a road never changes the number of trips people make.',
      'Any saving in travel time from widening a road may be short-lived, because new trips fill the added capacity.',
      'Cities should close some roads in order to reduce congestion.',
      'Congestion on widened roads is caused mainly by public transport.',
    ],
    correctIndex: 1,
    explanation:
      'The passage says the widened road attracted new trips until congestion returned, so the gain in travel time **may not last**: that is the second option. The first contradicts the passage, which says the number of trips on the road grew. Closing roads and public transport are never discussed, so neither of the last two follows.',
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ga-syllogism-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: `Consider the statements:

- All analysts are coders.
- Some coders are designers.
- No designer is a manager.

and the conclusions:

- I. Some analysts are designers.
- II. Some coders are not managers.

Which of the conclusions follow from the statements?`,
    options: ['Only I follows', 'Both I and II follow', 'Neither I nor II follows', 'Only II follows'],
    correctIndex: 3,
    explanation:
      'The coders who are designers cannot be managers, because no designer is a manager; so some coders are not managers and **II follows**. I does not: the coders who are designers may all be coders who are not analysts, since the statements say nothing linking analysts to designers. So **only II** follows.',
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ga-dice-1',
    section: 'Aptitude',
    topic: 'Spatial Aptitude',
    text: `The faces of a die are numbered 1 to 6. Three different views of the same die show these faces (three faces are visible in each view):

- View 1: 1, 2 and 3
- View 2: 1, 3 and 4
- View 3: 1, 2 and 6

Which pair of numbers must be on opposite faces?`,
    options: ['2 and 4', '1 and 6', '3 and 4', '2 and 6'],
    correctIndex: 0,
    explanation: `Faces that are visible together are adjacent, so they cannot be opposite. That rules out 1 and 6 (view 3), 3 and 4 (view 2) and 2 and 6 (view 3).

To see that 2 and 4 *must* be opposite: 1 is seen next to 2, 3, 4 and 6, so 5 is opposite 1. 3 is seen next to 1, 2 and 4, so 3 is opposite 5 or 6, and 5 is taken, so 3 is opposite 6. The remaining pair, **2 and 4**, is opposite.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-ga-table-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: `The table shows the users of a learning app over four months, and the share of them who paid.

| Month | Users (thousands) | Paid users (%) |
| --- | --- | --- |
| January | 40 | 15 |
| February | 50 | 12 |
| March | 64 | 10 |
| April | 80 | 9 |

By what percentage did the number of paid users grow from January to April?`,
    options: ['100%', '40%', '20%', '60%'],
    correctIndex: 2,
    explanation: `Paid users are users times the paid share: January $40 \\times 0.15 = 6$ thousand and April $80 \\times 0.09 = 7.2$ thousand.

The growth is $\\frac{7.2 - 6}{6} = 0.2$, that is **20%**. The total users doubled (100%), but the paid share fell from 15% to 9%, which is a 40% fall in the share.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Probability and Statistics
// ---------------------------------------------------------------------------

const probability: DemoQuestion[] = [
  {
    key: 'da-mock-prob-variance-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    text: r`$X$ and $Y$ are independent random variables with $\operatorname{Var}(X) = 4$ and $\operatorname{Var}(Y) = 9$. What is $\operatorname{Var}(2X - Y + 3)$?`,
    options: ['7', '17', '28', '25'],
    correctIndex: 3,
    explanation: r`For independent variables the variances add, whatever the signs of the coefficients, and a constant shift changes nothing:

$$\operatorname{Var}(2X - Y + 3) = 2^2 \operatorname{Var}(X) + (-1)^2 \operatorname{Var}(Y) = 16 + 9 = 25.$$

Subtracting the variances (7) or forgetting to square the 2 (17) are the usual slips.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-prob-uniform-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'NAT',
    text: r`$X$ is uniformly distributed on the interval $[0, 4]$. The variance of $X$ is ________. (rounded off to two decimal places)`,
    answer: { min: 1.33, max: 1.34, decimals: 2 },
    explanation: r`For $X \sim U(a, b)$, $\operatorname{Var}(X) = \frac{(b - a)^2}{12}$. Here that is $\frac{16}{12} = \frac{4}{3} \approx 1.33$.

Directly: $E[X] = 2$ and $E[X^2] = \frac{1}{4}\int_0^4 x^2\,dx = \frac{16}{3}$, so $\operatorname{Var}(X) = \frac{16}{3} - 4 = \frac{4}{3}$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-prob-distributions-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'MSQ',
    text: 'Which of the following statements are true?',
    options: [
      'The mean and the variance of a Poisson random variable are equal.',
      r`The exponential distribution is memoryless: $P(X > s + t \mid X > s) = P(X > t)$ for all $s, t \ge 0$.`,
      r`The variance of a binomial random variable with parameters $n$ and $p$ (where $0 < p < 1$) is greater than its mean.`,
      r`The sum of two independent random variables, each uniform on $(0, 1)$, is uniform on $(0, 2)$.`,
    ],
    correctIndexes: [0, 1],
    explanation: r`- **True.** A Poisson($\lambda$) variable has mean $\lambda$ and variance $\lambda$.
- **True.** $P(X > s + t \mid X > s) = \frac{e^{-\lambda(s+t)}}{e^{-\lambda s}} = e^{-\lambda t}$.
- **False.** The variance $np(1 - p)$ is *less* than the mean $np$.
- **False.** The sum has a triangular density on $(0, 2)$, peaking at 1: values near 1 are more likely than values near 0 or 2.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-prob-uncorrelated-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    text: r`$X$ takes the values $-1$, $0$ and $1$, each with probability $\frac{1}{3}$, and $Y = X^2$. Which statement is correct?`,
    options: [
      r`$X$ and $Y$ are independent.`,
      r`$X$ and $Y$ are uncorrelated but not independent.`,
      r`$\operatorname{Cov}(X, Y) = \frac{2}{3}$.`,
      r`$X$ and $Y$ have correlation coefficient 1.`,
    ],
    correctIndex: 1,
    explanation: r`$\operatorname{Cov}(X, Y) = E[X^3] - E[X]\,E[X^2] = 0 - 0 \cdot \frac{2}{3} = 0$, so they are **uncorrelated**.

They are not independent: $P(Y = 0) = \frac{1}{3}$, but $P(Y = 0 \mid X = 0) = 1$. Zero correlation only rules out a *linear* relationship, and here $Y$ is a function of $X$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-prob-bayes-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'NAT',
    text: 'A screening test for a condition that affects 2% of a population detects the condition in 90% of the people who have it, and wrongly reports it in 5% of the people who do not. A person chosen at random tests positive. The probability that the person has the condition is ________. (rounded off to two decimal places)',
    answer: { min: 0.26, max: 0.28, decimals: 2 },
    explanation: r`Let $D$ be "has the condition" and $+$ "tests positive". By Bayes' theorem

$$P(D \mid +) = \frac{0.02 \times 0.90}{0.02 \times 0.90 + 0.98 \times 0.05} = \frac{0.018}{0.018 + 0.049} = \frac{0.018}{0.067} \approx 0.27.$$

Because the condition is rare, the false positives from the 98% who are healthy outnumber the true positives.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-prob-max-dice-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'NAT',
    text: 'Two fair six-sided dice are rolled. The expected value of the larger of the two numbers shown is ________. (rounded off to two decimal places)',
    answer: { min: 4.46, max: 4.48, decimals: 2 },
    explanation: r`Let $M$ be the larger number. $P(M \le m) = \left(\frac{m}{6}\right)^2$, so $P(M = m) = \frac{m^2 - (m-1)^2}{36} = \frac{2m - 1}{36}$.

$$E[M] = \sum_{m=1}^{6} m \cdot \frac{2m - 1}{36} = \frac{2 \cdot 91 - 21}{36} = \frac{161}{36} \approx 4.47.$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-prob-joint-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'NAT',
    text: r`The joint probability density of $X$ and $Y$ is $f(x, y) = k(x + y)$ for $0 \le x \le 1$ and $0 \le y \le 1$, and $0$ elsewhere. Then $P(X + Y \le 1)$ is ________. (rounded off to two decimal places)`,
    answer: { min: 0.33, max: 0.34, decimals: 2 },
    explanation: r`First $k$: $\int_0^1\!\int_0^1 (x + y)\,dy\,dx = \frac{1}{2} + \frac{1}{2} = 1$, so $k = 1$.

$$P(X + Y \le 1) = \int_0^1 \int_0^{1-x} (x + y)\,dy\,dx = \int_0^1 \left[x(1 - x) + \frac{(1 - x)^2}{2}\right] dx = \frac{1}{6} + \frac{1}{6} = \frac{1}{3} \approx 0.33.$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-prob-mle-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    text: r`The times (in hours) between failures of a server are modelled as independent draws from an exponential distribution with density $f(x; \lambda) = \lambda e^{-\lambda x}$ for $x \ge 0$. The observed times are 0.5, 1.5, 2.0 and 1.0. What is the maximum likelihood estimate of $\lambda$?`,
    options: ['0.8', '1.25', '0.25', '1.6'],
    correctIndex: 0,
    explanation: r`The log-likelihood of $n$ observations is $\ell(\lambda) = n \ln \lambda - \lambda \sum x_i$. Setting $\ell'(\lambda) = \frac{n}{\lambda} - \sum x_i = 0$ gives

$$\hat\lambda = \frac{n}{\sum x_i} = \frac{4}{5} = 0.8,$$

the reciprocal of the sample mean 1.25 (and $\ell'' = -n/\lambda^2 < 0$, so it is a maximum).`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-prob-ztest-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    text: r`A machine fills packets whose weights have a known standard deviation of 15 g. To test $H_0: \mu = 100$ g against $H_1: \mu \ne 100$ g, a random sample of 36 packets is weighed and its mean is 104.5 g. Using a two-sided $z$-test at the 5% significance level (critical value 1.96), which conclusion is correct?`,
    options: [
      r`$z = 1.8$, so $H_0$ is rejected.`,
      r`$z = 0.3$, so $H_0$ is not rejected.`,
      r`$z = 1.8$, so $H_0$ is not rejected.`,
      r`$z = 10.8$, so $H_0$ is rejected.`,
    ],
    correctIndex: 2,
    explanation: r`The standard error of the mean is $\frac{15}{\sqrt{36}} = 2.5$, so

$$z = \frac{104.5 - 100}{2.5} = 1.8.$$

Since $|1.8| < 1.96$, the sample is not surprising enough at the 5% level and **$H_0$ is not rejected**. Dividing by $\sigma$ alone gives 0.3, and by $\sigma / n$ gives 10.8.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-prob-summary-1',
    section: 'Technical',
    topic: 'Probability and Statistics',
    type: 'MSQ',
    text: 'For the data set 2, 3, 3, 5, 7, 10, which of the following statements are true?',
    options: [
      'The median is 5.',
      'The mean is greater than the median.',
      r`The sample variance (with divisor $n - 1$) is 9.2.`,
      'Multiplying every value by 2 doubles the standard deviation.',
    ],
    correctIndexes: [1, 2, 3],
    explanation: r`The mean is $\frac{30}{6} = 5$ and the median is the average of the middle values 3 and 5, that is **4**, so the first statement is false and the second true.

The deviations from the mean are $-3, -2, -2, 0, 2, 5$, whose squares sum to 46, so the sample variance is $\frac{46}{5} = 9.2$: true. Scaling data by $c$ scales the standard deviation by $|c|$, so the last statement is true as well.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Linear Algebra
// ---------------------------------------------------------------------------

const linearAlgebra: DemoQuestion[] = [
  {
    key: 'da-mock-la-rank-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`What is the rank of the matrix

$$A = \begin{bmatrix} 1 & 2 & 3 \\ 2 & 4 & 6 \\ 1 & 0 & 1 \end{bmatrix}?$$`,
    options: ['1', '3', '2', '0'],
    correctIndex: 2,
    explanation: r`The second row is twice the first, so it adds nothing. The first and third rows are not multiples of each other, so they are independent. The rank is **2** (and indeed $\det A = 0$, so it cannot be 3).`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-la-eigen-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    type: 'NAT',
    text: r`The largest eigenvalue of $\begin{bmatrix} 4 & 1 \\ 2 & 3 \end{bmatrix}$ is ________.`,
    answer: { min: 5, max: 5, decimals: 0 },
    explanation: r`The characteristic polynomial is $\lambda^2 - (\text{trace})\lambda + \det = \lambda^2 - 7\lambda + 10 = (\lambda - 5)(\lambda - 2)$. The eigenvalues are 5 and 2, and the largest is **5**.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-la-projection-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    type: 'MSQ',
    text: r`$P$ is the $n \times n$ matrix of the orthogonal projection of $\mathbb{R}^n$ onto a subspace of dimension $k$, where $0 < k < n$. Which of the following are true?`,
    options: [r`$P^2 = P$`, r`Every eigenvalue of $P$ is 0 or 1.`, r`$P$ is invertible.`, r`$\operatorname{trace}(P) = k$`],
    correctIndexes: [0, 1, 3],
    explanation: r`- **True.** Projecting a vector that is already in the subspace leaves it where it is.
- **True.** Vectors in the subspace have eigenvalue 1 and vectors orthogonal to it eigenvalue 0.
- **False.** Since $k < n$, some non-zero vector is orthogonal to the subspace and is sent to 0.
- **True.** The trace is the sum of the eigenvalues: $k$ ones and $n - k$ zeros.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-la-det-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`$A$ is a $3 \times 3$ real matrix with $\det(A) = 2$. What is $\det(3A^{-1})$?`,
    options: ['13.5', '1.5', '54', '6'],
    correctIndex: 0,
    explanation: r`For an $n \times n$ matrix, $\det(cB) = c^n \det(B)$, and $\det(A^{-1}) = \frac{1}{\det A}$. So

$$\det(3A^{-1}) = 3^3 \cdot \frac{1}{2} = 13.5.$$`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-la-svd-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    type: 'NAT',
    text: r`The largest singular value of $A = \begin{bmatrix} 3 & 0 \\ 4 & 5 \end{bmatrix}$ is ________. (rounded off to two decimal places)`,
    answer: { min: 6.7, max: 6.72, decimals: 2 },
    explanation: r`The singular values are the square roots of the eigenvalues of $A^\top A$:

$$A^\top A = \begin{bmatrix} 25 & 20 \\ 20 & 25 \end{bmatrix},$$

whose eigenvalues are $25 \pm 20$, that is 45 and 5. The largest singular value is $\sqrt{45} \approx 6.71$. (Check: $\sqrt{45} \cdot \sqrt{5} = 15 = |\det A|$.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-la-system-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`For which values of $k$ and $m$ does the system

$$x + y + z = 3, \qquad x + 2y + 3z = 6, \qquad 2x + 3y + kz = m$$

have infinitely many solutions?`,
    options: [r`$k \ne 4$, any $m$`, r`$k = 4$, $m \ne 9$`, r`$k = 3$, $m = 6$`, r`$k = 4$, $m = 9$`],
    correctIndex: 3,
    explanation: r`Subtract the first two equations from the third: $(2 - 1 - 1)x + (3 - 1 - 2)y + (k - 1 - 3)z = m - 3 - 6$, that is $(k - 4)z = m - 9$.

- If $k \ne 4$, $z$ is fixed and the system has a unique solution.
- If $k = 4$ and $m \ne 9$, it reads $0 = m - 9 \ne 0$: no solution.
- If $k = 4$ and $m = 9$, the third equation is the sum of the first two, leaving two equations in three unknowns: **infinitely many** solutions.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-la-symmetric-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    type: 'MSQ',
    text: r`$A$ is a real symmetric $3 \times 3$ matrix with eigenvalues $2$, $2$ and $-1$. Which of the following are true? ($I$ is the $3 \times 3$ identity matrix.)`,
    options: [r`$\det(A) = 4$`, r`$A$ is invertible.`, r`$A^2 - A - 2I = 0$`, r`$A + I$ is singular.`],
    correctIndexes: [1, 2, 3],
    explanation: r`- **False.** $\det(A)$ is the product of the eigenvalues, $2 \cdot 2 \cdot (-1) = -4$.
- **True.** No eigenvalue is 0.
- **True.** A symmetric matrix is diagonalisable, $A = Q \Lambda Q^\top$, so $A^2 - A - 2I = Q(\Lambda^2 - \Lambda - 2I)Q^\top$; and $\lambda^2 - \lambda - 2 = (\lambda - 2)(\lambda + 1)$ vanishes at both 2 and $-1$.
- **True.** $A + I$ has the eigenvalue $-1 + 1 = 0$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-la-least-squares-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`The system $A\mathbf{x} = \mathbf{b}$ with

$$A = \begin{bmatrix} 1 & 0 \\ 1 & 1 \\ 1 & 2 \end{bmatrix}, \qquad \mathbf{b} = \begin{bmatrix} 1 \\ 3 \\ 4 \end{bmatrix}$$

has no exact solution. What is its least-squares solution $\hat{\mathbf{x}} = (c_0, c_1)$? (It gives the line $y = c_0 + c_1 x$ that best fits the points $(0, 1)$, $(1, 3)$, $(2, 4)$.)`,
    options: [r`$(1, 2)$`, r`$\left(\frac{7}{6}, \frac{3}{2}\right)$`, r`$\left(\frac{4}{3}, \frac{3}{2}\right)$`, r`$\left(\frac{7}{6}, \frac{4}{3}\right)$`],
    correctIndex: 1,
    explanation: r`Solve the normal equations $A^\top A \hat{\mathbf{x}} = A^\top \mathbf{b}$:

$$\begin{bmatrix} 3 & 3 \\ 3 & 5 \end{bmatrix} \begin{bmatrix} c_0 \\ c_1 \end{bmatrix} = \begin{bmatrix} 8 \\ 11 \end{bmatrix}.$$

Subtracting the first equation from the second gives $2c_1 = 3$, so $c_1 = \frac{3}{2}$, and then $3c_0 = 8 - \frac{9}{2}$ gives $c_0 = \frac{7}{6}$. The line $y = 1 + 2x$ passes through the first two points exactly but is not the least-squares fit to all three.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Calculus and Optimization
// ---------------------------------------------------------------------------

const calculus: DemoQuestion[] = [
  {
    key: 'da-mock-calc-limit-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    text: r`What is $\displaystyle\lim_{x \to 0} \frac{e^x - 1 - x}{x^2}$?`,
    options: ['0', '1', r`$\infty$`, r`$\frac{1}{2}$`],
    correctIndex: 3,
    explanation: r`From the Taylor series $e^x = 1 + x + \frac{x^2}{2} + \frac{x^3}{6} + \cdots$, the numerator is $\frac{x^2}{2} + O(x^3)$, so the limit is $\frac{1}{2}$. (Applying L'Hôpital's rule twice gives $\lim \frac{e^x}{2} = \frac{1}{2}$ as well.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-calc-maximum-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    type: 'NAT',
    text: r`The maximum value of $f(x) = x e^{-x}$ for $x \ge 0$ is ________. (rounded off to two decimal places)`,
    answer: { min: 0.36, max: 0.38, decimals: 2 },
    explanation: r`$f'(x) = e^{-x}(1 - x)$ is positive for $x < 1$ and negative for $x > 1$, so the maximum is at $x = 1$: $f(1) = e^{-1} \approx 0.37$. At the ends, $f(0) = 0$ and $f(x) \to 0$ as $x \to \infty$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-calc-convex-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    type: 'MSQ',
    text: r`Which of the following functions are convex on the whole real line $\mathbb{R}$?`,
    options: [r`$f(x) = x^3$`, r`$f(x) = e^{-x}$`, r`$f(x) = -x^2$`, r`$f(x) = \max(0, x)$`],
    correctIndexes: [1, 3],
    explanation: r`- $x^3$: $f''(x) = 6x$ is negative for $x < 0$, so it is **not** convex.
- $e^{-x}$: $f''(x) = e^{-x} > 0$, **convex**.
- $-x^2$: $f'' = -2 < 0$, concave, **not** convex.
- $\max(0, x)$: the maximum of two linear (hence convex) functions is **convex**, even though it has a kink at 0.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'da-mock-calc-directional-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    type: 'NAT',
    text: r`For $f(x, y) = x^2 y + 3xy^2$, the directional derivative of $f$ at the point $(1, 2)$ in the direction of the unit vector $\left(\frac{3}{5}, \frac{4}{5}\right)$ is ________.`,
    answer: { min: 20, max: 20, decimals: 0 },
    explanation: r`The gradient is $\nabla f = (2xy + 3y^2,\; x^2 + 6xy)$, which at $(1, 2)$ is $(4 + 12,\; 1 + 12) = (16, 13)$.

The directional derivative is the dot product with the unit vector: $16 \cdot \frac{3}{5} + 13 \cdot \frac{4}{5} = \frac{48 + 52}{5} = 20$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-calc-hessian-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    text: r`Consider $f(x, y) = x^3 - 3x + y^2$. Which statement about its critical points is correct?`,
    options: [
      r`Both $(1, 0)$ and $(-1, 0)$ are local minima.`,
      r`$(1, 0)$ is a local maximum and $(-1, 0)$ is a local minimum.`,
      r`$(1, 0)$ is a local minimum and $(-1, 0)$ is a saddle point.`,
      r`$(-1, 0)$ is a local minimum and $(1, 0)$ is a saddle point.`,
    ],
    correctIndex: 2,
    explanation: r`$\nabla f = (3x^2 - 3,\; 2y) = 0$ gives the critical points $(\pm 1, 0)$. The Hessian is

$$H = \begin{bmatrix} 6x & 0 \\ 0 & 2 \end{bmatrix}.$$

At $(1, 0)$ it is $\operatorname{diag}(6, 2)$, positive definite: a **local minimum**. At $(-1, 0)$ it is $\operatorname{diag}(-6, 2)$, indefinite: a **saddle point**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'da-mock-calc-gradient-descent-1',
    section: 'Technical',
    topic: 'Calculus and Optimization',
    text: r`Gradient descent with a fixed learning rate $\eta = 0.25$ is used to minimise $f(x) = (x - 3)^2$, starting from $x_0 = 0$. What is $x_2$, the value after two updates?`,
    options: ['1.5', '2.25', '3', '2.625'],
    correctIndex: 1,
    explanation: r`The update is $x_{t+1} = x_t - \eta f'(x_t) = x_t - 0.25 \cdot 2(x_t - 3) = x_t + 0.5(3 - x_t)$, which halves the distance to the minimum at 3 each step.

- $x_1 = 0 + 0.5 \cdot 3 = 1.5$
- $x_2 = 1.5 + 0.5 \cdot 1.5 = 2.25$

(1.5 is one step, 2.625 three steps, and 3 the minimum itself.)`,
    marks: 2,
    source: 'original',
  },
];

/** The GATE DA mock's questions, in the order of the paper: General Aptitude first, then Data Science and AI. */
export const gateDaMockQuestions: DemoQuestion[] = [
  ...aptitude,
  ...probability,
  ...linearAlgebra,
  ...calculus,
  ...daProgramming,
  ...daDatabases,
  ...daMachineLearning,
  ...daArtificialIntelligence,
];
