// Texts at and over the drawing limits (shared/markdown/limits.ts), for the tests of each place that
// draws or stores a question.
const r = String.raw;

/** 5,000 quotes inside each other (10 kB): it overflowed the server's stack while drawing a paper. */
export const NESTED_QUOTES = '> '.repeat(4999);

/** 4,999 lists inside each other (10 kB, within a question text's length): the parser took 24 s over it. */
export const NESTED_LISTS = `${'- '.repeat(4999)}x`;

/** 2,499 one-letter formulas (10 kB): 965 kB of HTML drawn. */
export const INLINE_FORMULAS = '$a$ '.repeat(2499);

/** A 40×40 matrix (6 kB): over a megabyte drawn. */
export const LARGE_MATRIX = `$$\\begin{pmatrix}${Array.from({ length: 40 }, () => Array.from({ length: 40 }, () => 'x^2').join('&')).join('\\\\')}\\end{pmatrix}$$`;

/** A 2-mark GATE question at its heaviest: a 4×4 matrix and a 6×6 table of formulas (42 kB drawn). */
export const GATE_MATRIX_AND_TABLE = r`Consider the matrix
$$A = \begin{bmatrix} 2 & -1 & 0 & \frac{1}{2} \\ -1 & 2 & -1 & 0 \\ 0 & -1 & 2 & -1 \\ \frac{1}{2} & 0 & -1 & 2 \end{bmatrix}$$
and the eigenvalues $\lambda_i$ of $A$ found by an iterative method after $k$ iterations:

| $k$ | $\lambda_1^{(k)}$ | $\lambda_2^{(k)}$ | $\lambda_3^{(k)}$ | $\lambda_4^{(k)}$ | $\lVert r^{(k)} \rVert_2$ |
|---|---|---|---|---|---|
| $1$ | $3.412$ | $2.618$ | $1.382$ | $0.588$ | $1.2 \times 10^{-1}$ |
| $2$ | $3.532$ | $2.601$ | $1.371$ | $0.496$ | $3.4 \times 10^{-2}$ |
| $3$ | $3.561$ | $2.597$ | $1.366$ | $0.476$ | $8.1 \times 10^{-3}$ |
| $4$ | $3.566$ | $2.596$ | $1.365$ | $0.473$ | $1.9 \times 10^{-3}$ |
| $5$ | $3.567$ | $2.596$ | $1.365$ | $0.472$ | $4.6 \times 10^{-4}$ |

If $\det(A) = \prod_{i=1}^{4} \lambda_i$ and $\operatorname{tr}(A) = \sum_{i=1}^{4} \lambda_i$, which is closest to $\det(A^{-1}) + \operatorname{tr}(A^2)$?`;
