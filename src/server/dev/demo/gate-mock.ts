// A full-length GATE CS mock for the free series: 65 questions, 100 marks, three hours, in the
// shape of the real paper. General Aptitude is 10 questions (5 of 1 mark, 5 of 2 marks) and
// Computer Science 55 (25 of 1 mark, 30 of 2 marks), with MCQ, MSQ and NAT in about the
// proportions of recent papers. Every question is Prepverse's own; every key was worked out by
// hand, and the numeric ones (programs, counts, schedules, CRC, keys) were also run.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX, `${F}` is a Markdown code fence.

import type { DemoQuestion } from './types.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// General Aptitude: 5 of 1 mark, 5 of 2 marks
// ---------------------------------------------------------------------------

const aptitude: DemoQuestion[] = [
  {
    key: 'gm-ga-word-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the word that best fills the blank.\n\nThe committee gave no reasons for its choice, and to most members the decision seemed entirely ________.',
    options: ['arbitrary', 'unanimous', 'transparent', 'reasoned'],
    correctIndex: 0,
    explanation:
      'The sentence says *no reasons* were given, so the word must mean "not based on reason": **arbitrary**. *Unanimous* is about agreement, not reasons; *transparent* and *reasoned* say the opposite of what the first clause tells us.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ga-analogy-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Author : Novel :: Composer : ________',
    options: ['Orchestra', 'Instrument', 'Symphony', 'Audience'],
    correctIndex: 2,
    explanation:
      'An author *creates* a novel. What a composer creates is a piece of music such as a **symphony**. An orchestra performs it, an instrument is played, and an audience listens; none of them is the work the composer makes.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ga-discount-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A shopkeeper allows a 10% discount on the marked price of a lamp and still makes a profit of 8%. If the lamp cost him ₹500, what is its marked price?',
    options: ['₹580', '₹600', '₹594', '₹640'],
    correctIndex: 1,
    explanation: r`Selling price $= 500 \times 1.08 = 540$.

The selling price is 90% of the marked price $M$: $0.9M = 540$, so $M = 600$.

The marked price is **₹600**.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ga-odd-integers-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'The sum of three consecutive odd integers is 81. What is the largest of them?',
    options: ['25', '27', '31', '29'],
    correctIndex: 3,
    explanation: r`Write the integers as $n-2$, $n$, $n+2$. Their sum is $3n = 81$, so $n = 27$.

The integers are 25, 27 and 29; the largest is **29**.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ga-grammar-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Which of the following sentences is grammatically correct?',
    options: [
      'Neither of the answers are correct.',
      'Each of the students has submitted the assignment.',
      'He did not knew the answer.',
      'The team have did its best.',
    ],
    correctIndex: 1,
    explanation: `- *Neither of the answers* is singular: it should be "Neither of the answers **is** correct."
- *Each of the students* is singular and takes **has**: this sentence is correct.
- After *did not* the verb is in its base form: "did not **know**".
- *have did* is not a verb form: "The team **did** its best" or "has done its best".`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ga-pipes-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    type: 'NAT',
    text: 'Pipe A fills a tank in 6 hours and pipe B fills it in 8 hours. Pipe C empties the full tank in 12 hours. If all three pipes are opened together on the empty tank, the tank is full after ________ hours. (rounded off to one decimal place)',
    answer: { min: 4.8, max: 4.8, decimals: 1 },
    explanation: r`In one hour the three pipes together fill

$$\frac{1}{6} + \frac{1}{8} - \frac{1}{12} = \frac{4 + 3 - 2}{24} = \frac{5}{24}$$

of the tank. The tank is full after $\frac{24}{5} = 4.8$ hours.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-ga-seating-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: `Five friends P, Q, R, S and T sit in a row, all facing north.

- Q sits immediately to the right of P.
- R sits at one end of the row.
- S sits between T and P, next to both.
- T does not sit at an end.

Who sits in the middle of the row?`,
    options: ['P', 'T', 'S', 'Q'],
    correctIndex: 2,
    explanation: `Number the seats 1 to 5 from left to right (facing north, "right" is the higher number).

- Q is immediately right of P, so S, which is next to P, must be on P's left; T is next to S on the other side. That gives the block **T S P Q** in four consecutive seats.
- R takes the remaining end seat. If the block took seats 1 to 4, T would sit at an end, which is not allowed. So the block takes seats 2 to 5 and R sits in seat 1.

The row is R T S P Q, and **S** is in the middle.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-ga-divisible-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    type: 'MSQ',
    text: 'Which of the following numbers are divisible by both 4 and 9?',
    options: ['216', '342', '396', '450'],
    correctIndexes: [0, 2],
    explanation: `A number divisible by both 4 and 9 (which share no factor) is divisible by 36. Check the last two digits for 4 and the digit sum for 9:

- 216: 16 is divisible by 4, digit sum 9. **Yes** (216 = 36 × 6).
- 342: 42 is not divisible by 4. No.
- 396: 96 is divisible by 4, digit sum 18. **Yes** (396 = 36 × 11).
- 450: 50 is not divisible by 4. No.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-ga-production-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `The table shows a factory's output (in thousands of units) over four years.

| Year | Output |
| --- | --- |
| 2021 | 120 |
| 2022 | 150 |
| 2023 | 180 |
| 2024 | 162 |

In which year was the percentage change in output over the previous year the largest in magnitude?`,
    options: ['2022', '2023', '2024', '2022 and 2024 equally'],
    correctIndex: 0,
    explanation: `- 2022: (150 − 120) / 120 = +25%
- 2023: (180 − 150) / 150 = +20%
- 2024: (162 − 180) / 180 = −10%

The largest change in magnitude is **25%, in 2022**. Note that 2023 has the same absolute rise (30 thousand) as 2022, but on a larger base, so a smaller percentage.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-ga-balls-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A bag holds 4 red and 6 blue balls. Two balls are drawn at random without replacement. What is the probability that both are of the same colour?',
    options: [r`$\frac{8}{15}$`, r`$\frac{1}{3}$`, r`$\frac{13}{25}$`, r`$\frac{7}{15}$`],
    correctIndex: 3,
    explanation: r`There are $\binom{10}{2} = 45$ equally likely pairs.

- Both red: $\binom{4}{2} = 6$
- Both blue: $\binom{6}{2} = 15$

$$P = \frac{6 + 15}{45} = \frac{21}{45} = \frac{7}{15}$$

($\frac{13}{25}$ is what one gets by wrongly drawing *with* replacement: $0.4^2 + 0.6^2 = 0.52$.)`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Engineering mathematics: discrete maths, linear algebra, probability, calculus
// ---------------------------------------------------------------------------

const mathematics: DemoQuestion[] = [
  {
    key: 'gm-dm-relations-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'How many binary relations on a set of 3 elements are both reflexive and symmetric?',
    options: ['8', '64', '16', '512'],
    correctIndex: 0,
    explanation: r`A relation on $\{1, 2, 3\}$ is a subset of the $9$ ordered pairs.

- **Reflexive:** the 3 pairs $(i, i)$ must all be in, so they give no choice.
- **Symmetric:** the 6 other pairs come in 3 mirror pairs $\{(i,j), (j,i)\}$; each mirror pair is either in together or out together.

That leaves $2^3 = 8$ relations.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-dm-solutions-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    type: 'NAT',
    text: r`The number of integer solutions of $x_1 + x_2 + x_3 = 10$ with $x_1, x_2, x_3 \ge 1$ and $x_1 \le 4$ is ________.`,
    answer: { min: 26, max: 26, decimals: 0 },
    explanation: r`Put $y_i = x_i - 1 \ge 0$: then $y_1 + y_2 + y_3 = 7$, which has $\binom{7 + 2}{2} = 36$ solutions (stars and bars).

$x_1 \le 4$ means $y_1 \le 3$. Remove the solutions with $y_1 \ge 4$: put $z_1 = y_1 - 4$, so $z_1 + y_2 + y_3 = 3$, with $\binom{5}{2} = 10$ solutions.

$$36 - 10 = 26$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-dm-graphs-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    type: 'MSQ',
    text: 'Which of the following statements about finite simple undirected graphs are true?',
    options: [
      'In every graph, the number of vertices of odd degree is even.',
      'Every connected graph with $n$ vertices and $n - 1$ edges is a tree.',
      'Every graph in which every vertex has even degree has an Euler circuit.',
      'The complete graph $K_5$ is planar.',
    ],
    correctIndexes: [0, 1],
    explanation: r`- **True.** The degrees add up to $2|E|$, an even number, so the odd degrees must come in an even count (handshaking lemma).
- **True.** A connected graph has at least $n - 1$ edges; with exactly $n - 1$ it has no cycle (removing a cycle edge would leave it connected with $n - 2$ edges, impossible), so it is a tree.
- **False.** The graph must also be connected (apart from isolated vertices). Two separate triangles have all degrees even and no Euler circuit.
- **False.** $K_5$ has $10$ edges, but a simple planar graph on $5$ vertices has at most $3n - 6 = 9$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-dm-negation-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: r`Which formula is logically equivalent to $\neg \forall x \, (P(x) \rightarrow Q(x))$?`,
    options: [
      r`$\forall x \, (P(x) \wedge \neg Q(x))$`,
      r`$\exists x \, (P(x) \wedge \neg Q(x))$`,
      r`$\exists x \, (\neg P(x) \rightarrow Q(x))$`,
      r`$\exists x \, (\neg P(x) \wedge Q(x))$`,
    ],
    correctIndex: 1,
    explanation: r`Move the negation inside:

$$\neg \forall x \, (P(x) \rightarrow Q(x)) \equiv \exists x \, \neg (P(x) \rightarrow Q(x)) \equiv \exists x \, \neg(\neg P(x) \vee Q(x)) \equiv \exists x \, (P(x) \wedge \neg Q(x))$$

In words: "not every $P$ is a $Q$" means "some $P$ is not a $Q$".`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-la-eigen-det-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`Let

$$A = \begin{pmatrix} 2 & 0 & 0 \\ 1 & 3 & 0 \\ 4 & 5 & 1 \end{pmatrix}$$

and let $I$ be the $3 \times 3$ identity matrix. What is $\det(A^2 + I)$?`,
    options: ['36', '60', '100', '50'],
    correctIndex: 2,
    explanation: r`$A$ is lower triangular, so its eigenvalues are its diagonal entries $2, 3, 1$.

If $\lambda$ is an eigenvalue of $A$, then $\lambda^2 + 1$ is an eigenvalue of $A^2 + I$: here $5, 10, 2$.

The determinant is the product of the eigenvalues: $5 \times 10 \times 2 = 100$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-la-system-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`For which values of $k$ and $\mu$ does the system

$$x + y + z = 6, \quad x + 2y + 3z = 14, \quad x + 4y + kz = \mu$$

have infinitely many solutions?`,
    options: [r`$k = 7, \mu \ne 30$`, r`$k = 6, \mu = 30$`, r`$k = 7, \mu = 30$`, r`$k = 5, \mu = 24$`],
    correctIndex: 2,
    explanation: r`Subtract the first equation from the other two:

$$y + 2z = 8, \qquad 3y + (k - 1)z = \mu - 6$$

Three times the first of these is $3y + 6z = 24$. The second equation adds nothing new, leaving a free variable, exactly when it is the same equation: $k - 1 = 6$ and $\mu - 6 = 24$, that is $k = 7$ and $\mu = 30$.

With $k = 7$ and $\mu \ne 30$ the two equations contradict each other and there is no solution; with $k \ne 7$ the solution is unique.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-prob-six-1',
    section: 'Technical',
    topic: 'Probability',
    type: 'NAT',
    text: 'A fair six-sided die is rolled three times. The probability that at least one six appears is ________. (rounded off to two decimal places)',
    answer: { min: 0.41, max: 0.43, decimals: 2 },
    explanation: r`The complement is "no six in three rolls", with probability $\left(\frac{5}{6}\right)^3 = \frac{125}{216}$.

$$P(\text{at least one six}) = 1 - \frac{125}{216} = \frac{91}{216} \approx 0.4213$$

Rounded to two decimal places: $0.42$ (answers from $0.41$ to $0.43$ are accepted).`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-prob-bayes-1',
    section: 'Technical',
    topic: 'Probability',
    text: "Machine A makes 60% of a factory's bolts, of which 2% are defective; machine B makes the other 40%, of which 5% are defective. A bolt picked at random is defective. What is the probability that machine B made it?",
    options: [r`$\frac{2}{5}$`, r`$\frac{3}{8}$`, r`$\frac{1}{2}$`, r`$\frac{5}{8}$`],
    correctIndex: 3,
    explanation: r`By Bayes' theorem, with $D$ the event "defective":

$$P(B \mid D) = \frac{P(B)P(D \mid B)}{P(A)P(D \mid A) + P(B)P(D \mid B)} = \frac{0.4 \times 0.05}{0.6 \times 0.02 + 0.4 \times 0.05} = \frac{0.020}{0.032} = \frac{5}{8}$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-calc-integral-1',
    section: 'Technical',
    topic: 'Calculus',
    text: r`What is the value of $\displaystyle\int_0^{\pi/2} x \cos x \, dx$?`,
    options: [r`$\frac{\pi}{2}$`, r`$\frac{\pi}{2} - 1$`, r`$1 - \frac{\pi}{2}$`, r`$\frac{\pi}{2} + 1$`],
    correctIndex: 1,
    explanation: r`Integrate by parts with $u = x$, $dv = \cos x \, dx$, so $du = dx$, $v = \sin x$:

$$\int_0^{\pi/2} x \cos x \, dx = \Big[x \sin x\Big]_0^{\pi/2} - \int_0^{\pi/2} \sin x \, dx = \frac{\pi}{2} - \Big[-\cos x\Big]_0^{\pi/2} = \frac{\pi}{2} - 1$$

(about $0.571$; it is positive, as it must be since $x \cos x \ge 0$ on the interval.)`,
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Digital logic and computer organisation
// ---------------------------------------------------------------------------

const hardware: DemoQuestion[] = [
  {
    key: 'gm-dl-sop-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: r`What is a minimal sum-of-products form of $F(A, B, C) = \sum m(0, 2, 4, 5, 6)$?`,
    options: [r`$C' + AB$`, r`$A'C' + AB'$`, r`$B' + C'$`, r`$C' + AB'$`],
    correctIndex: 3,
    explanation: r`The minterms are $000, 010, 100, 101, 110$ (as $ABC$).

- $m_0, m_2, m_4, m_6$ are exactly the four cells with $C = 0$: one group, $C'$.
- $m_5 = 101$ is left. It pairs with $m_4 = 100$: the group $AB'$.

$$F = C' + AB'$$

$B' + C'$ would also cover $m_1 = 001$, which is not in $F$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-dl-twos-hex-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: "The 16-bit hexadecimal word `FF9C` holds a signed integer in two's complement. What is its decimal value?",
    options: ['−99', '65436', '−100', '−28'],
    correctIndex: 2,
    explanation: r`The top bit is 1, so the number is negative. As an unsigned number, $\text{FF9C}_{16} = 65436$; in 16-bit two's complement the value is $65436 - 2^{16} = 65436 - 65536 = -100$.

Check by negating: invert $\text{FF9C}$ to $\text{0063}$ and add 1 to get $\text{0064}_{16} = 100$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-dl-johnson-1',
    section: 'Technical',
    topic: 'Digital Logic',
    type: 'NAT',
    text: r`A synchronous circuit has three D flip-flops $Q_2 Q_1 Q_0$ with next states

$$Q_2^{+} = Q_1, \qquad Q_1^{+} = Q_0, \qquad Q_0^{+} = Q_2'$$

Starting from $Q_2 Q_1 Q_0 = 000$, the number of distinct states the circuit passes through before it returns to $000$ (counting $000$ itself) is ________.`,
    answer: { min: 6, max: 6, decimals: 0 },
    explanation: r`This is a Johnson (twisted-ring) counter: the register shifts left and the complement of the top bit comes back in at the bottom. Following $Q_2 Q_1 Q_0$:

$$000 \to 001 \to 011 \to 111 \to 110 \to 100 \to 000$$

That is **6** states ($2n$ for $n = 3$ flip-flops); $010$ and $101$ are never reached from $000$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-dl-complete-1',
    section: 'Technical',
    topic: 'Digital Logic',
    type: 'MSQ',
    text: 'Which of the following sets of gates are functionally complete (can express every Boolean function, with no constant inputs available)?',
    options: ['{NAND}', '{AND, OR}', '{OR, NOT}', '{AND, XOR}'],
    correctIndexes: [0, 2],
    explanation: r`- **{NAND}:** $x \uparrow x = x'$ and $(x \uparrow y)' = xy$, so NAND gives NOT and AND, which are complete.
- **{AND, OR}:** not complete. Both gates are monotone, so NOT cannot be built.
- **{OR, NOT}:** complete: $xy = (x' + y')'$ by De Morgan.
- **{AND, XOR}:** not complete. Both output 0 when all inputs are 0, so no circuit of them can output 1 on the all-zero input, and NOT is impossible. (With the constant 1 it would be complete: $x \oplus 1 = x'$.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-dl-mux-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: r`A 4-to-1 multiplexer has select lines $S_1 S_0 = AB$ ($A$ the more significant) and data inputs $I_0 = C$, $I_1 = C'$, $I_2 = 0$, $I_3 = 1$. Which function $F(A, B, C)$ does it compute?`,
    options: [r`$\sum m(1, 2, 6, 7)$`, r`$\sum m(0, 3, 6, 7)$`, r`$\sum m(1, 2, 4, 5)$`, r`$\sum m(1, 3, 6, 7)$`],
    correctIndex: 0,
    explanation: r`$F = A'B' \cdot C + A'B \cdot C' + AB' \cdot 0 + AB \cdot 1$.

- $A'B'C$ is $001 = m_1$.
- $A'BC'$ is $010 = m_2$.
- $AB$ covers $110 = m_6$ and $111 = m_7$.

So $F = \sum m(1, 2, 6, 7)$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-coa-tag-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'A direct-mapped cache of 32 KB has 64-byte blocks. Main memory is byte-addressable with 32-bit addresses. How many bits does each tag have?',
    options: ['15', '17', '20', '23'],
    correctIndex: 1,
    explanation: r`- Block offset: $64 = 2^6$ bytes, **6 bits**.
- Number of lines: $32\text{ KB} / 64 = 2^{15} / 2^6 = 2^9$, so the index is **9 bits**.
- Tag: $32 - 9 - 6 = 17$ bits.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-coa-pipeline-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    type: 'NAT',
    text: 'A 5-stage instruction pipeline has stage delays of 150, 120, 160, 140 and 130 picoseconds, and a latch of 10 ps after each stage. The time to execute 1000 independent instructions, with no stalls, is ________ nanoseconds. (rounded off to two decimal places)',
    answer: { min: 170.68, max: 170.68, decimals: 2 },
    explanation: r`The clock must fit the slowest stage plus its latch: $160 + 10 = 170$ ps.

The first instruction needs 5 cycles; each of the other 999 completes one cycle after the one before:

$$(5 + 1000 - 1) \times 170 \text{ ps} = 1004 \times 170 = 170680 \text{ ps} = 170.68 \text{ ns}$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-coa-amat-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'A processor has two levels of cache. L1 has a hit time of 1 ns and a miss rate of 10%. L2 has a hit time of 10 ns and a local miss rate of 20%. Main memory takes 100 ns. What is the average memory access time?',
    options: ['5 ns', '3 ns', '12 ns', '4 ns'],
    correctIndex: 3,
    explanation: r`Each level's miss penalty is the average access time of the level below:

$$\text{AMAT} = t_{L1} + m_{L1}\,(t_{L2} + m_{L2}\, t_{mem}) = 1 + 0.1 \times (10 + 0.2 \times 100) = 1 + 0.1 \times 30 = 4 \text{ ns}$$`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-coa-write-back-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    type: 'MSQ',
    text: 'Which of the following are true of a write-back cache?',
    options: [
      'A block that was written to is copied to main memory only when it is replaced.',
      'Each block needs a dirty bit (or an equivalent record of having been modified).',
      'Every write by the processor updates main memory at once.',
      'A read miss can cause a write to main memory.',
    ],
    correctIndexes: [0, 1, 3],
    explanation: `- **True.** That is what write-back means: memory is updated when the modified block leaves the cache.
- **True.** The dirty bit tells the cache whether the block must be written back when it is evicted; clean blocks are simply dropped.
- **False.** Updating memory on every write is write-through.
- **True.** The block a read miss evicts may be dirty, and then it must be written to memory before the new block takes its place.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-coa-disk-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    type: 'NAT',
    text: 'A disk spins at 7200 rotations per minute and has 400 sectors of 512 bytes on each track. Its average seek time is 5 ms. The average time to read one randomly placed sector is ________ ms. (rounded off to two decimal places)',
    answer: { min: 9.18, max: 9.2, decimals: 2 },
    explanation: r`- One rotation takes $\frac{60}{7200}$ s $= 8.333$ ms.
- Average rotational latency is half a rotation: $4.1667$ ms.
- Transferring one sector takes $\frac{1}{400}$ of a rotation: $\frac{8.333}{400} = 0.0208$ ms.

$$5 + 4.1667 + 0.0208 = 9.1875 \text{ ms} \approx 9.19 \text{ ms}$$`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Programming in C and data structures
// ---------------------------------------------------------------------------

const programming: DemoQuestion[] = [
  {
    key: 'gm-c-pointer-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following program print?

${F}c
#include <stdio.h>

int main(void) {
    int a[] = {10, 20, 30, 40, 50};
    int *p = a + 1;
    int *q = &a[4];
    printf("%d %d\n", *(p + 2), (int)(q - p));
    return 0;
}
${F}`,
    options: ['30 3', '40 4', '50 3', '40 3'],
    correctIndex: 3,
    explanation: `- \`p\` points at \`a[1]\`, so \`p + 2\` points at \`a[3]\` and \`*(p + 2)\` is **40**.
- \`q\` points at \`a[4]\`. Subtracting pointers into the same array counts elements, not bytes: 4 − 1 = **3**.

The program prints \`40 3\`.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-c-recursion-1',
    section: 'Technical',
    topic: 'Programming in C',
    type: 'NAT',
    text: `Consider the function

${F}c
int f(int n) {
    if (n <= 1) return 1;
    if (n % 2 == 0) return f(n / 2) + n;
    return f(n - 1) * 2;
}
${F}

The value returned by \`f(13)\` is ________.`,
    answer: { min: 48, max: 48, decimals: 0 },
    explanation: `Unwind the calls from the bottom up:

- f(2) = f(1) + 2 = 1 + 2 = 3
- f(3) = f(2) × 2 = 6
- f(6) = f(3) + 6 = 12
- f(12) = f(6) + 12 = 24
- f(13) = f(12) × 2 = **48**`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-c-string-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following program print?

${F}c
#include <stdio.h>

int main(void) {
    char s[] = "GATECS";
    char *p = s;
    int n = 0;
    while (*p) {
        if (*p > 'D')
            n += *p - 'A';
        p++;
    }
    printf("%d\n", n);
    return 0;
}
${F}`,
    options: ['47', '49', '45', '51'],
    correctIndex: 0,
    explanation: `The loop walks the string up to its terminating zero and, for each letter after 'D', adds its distance from 'A' (letters are consecutive in ASCII):

- G: 6
- A: not after 'D'
- T: 19
- E: 4
- C: not after 'D'
- S: 18

Sum: 6 + 19 + 4 + 18 = **47**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-c-2d-array-1',
    section: 'Technical',
    topic: 'Programming in C',
    type: 'MSQ',
    text: `Given the declaration \`int a[3][4];\`, which of the following expressions have the same value as \`a[1][2]\`?`,
    options: ['`*(a[1] + 2)`', '`*(*(a + 1) + 2)`', '`*(a + 1 + 2)`', '`(*(a + 1))[2]`'],
    correctIndexes: [0, 1, 3],
    explanation: `\`a[i]\` means \`*(a + i)\`, and \`a + 1\` points at the row a[1], an array of 4 ints.

- \`*(a[1] + 2)\`: a[1] decays to a pointer to a[1][0]; adding 2 and dereferencing gives **a[1][2]**.
- \`*(*(a + 1) + 2)\`: \`*(a + 1)\` is a[1], so this is the same as the first.
- \`*(a + 1 + 2)\` is \`*(a + 3)\`, that is a[3]: a whole row (and past the end of the array), not the int a[1][2].
- \`(*(a + 1))[2]\` is a[1][2] written with the row first.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ds-bst-height-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'The keys 50, 30, 70, 20, 40, 60, 80, 35 are inserted in this order into an empty binary search tree. What is the height of the tree (a tree with only a root has height 0)?',
    options: ['2', '3', '4', '7'],
    correctIndex: 1,
    explanation: `Inserting in order:

- 50 is the root; 30 goes left and 70 right.
- 20 and 40 become the children of 30; 60 and 80 the children of 70.
- 35 is less than 50, more than 30, less than 40: it becomes the left child of 40.

The longest path is 50 → 30 → 40 → 35, with 3 edges: the height is **3**.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-ds-probing-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: r`The keys 15, 22, 8, 29 and 10 are inserted in this order into an empty hash table of 7 slots (numbered 0 to 6) with $h(k) = k \bmod 7$ and linear probing. In which slot does 10 end up?`,
    options: ['3', '4', '6', '5'],
    correctIndex: 3,
    explanation: `All of 15, 22, 8 and 29 hash to slot 1 (they leave remainder 1 on division by 7):

- 15 → slot 1
- 22 → 1 is taken → slot 2
- 8 → 1, 2 taken → slot 3
- 29 → 1, 2, 3 taken → slot 4
- 10 hashes to 3, which is taken, and so is 4 → **slot 5**

This is primary clustering: one run of occupied slots makes keys that hash near it probe longer.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-ds-trees-1',
    section: 'Technical',
    topic: 'Data Structures',
    type: 'MSQ',
    text: 'Which of the following statements are true (all keys distinct)?',
    options: [
      'The preorder and inorder traversals of a binary tree together determine the tree uniquely.',
      'The preorder and postorder traversals of a binary tree together determine the tree uniquely.',
      'The inorder traversal of a binary search tree lists its keys in increasing order.',
      r`The height of an AVL tree with $n$ nodes is $O(\log n)$.`,
    ],
    correctIndexes: [0, 2, 3],
    explanation: r`- **True.** Preorder names the root; its place in the inorder sequence splits the rest into left and right subtrees, and the argument repeats.
- **False.** A root with a single child has the same preorder and postorder whether the child is on the left or on the right: for example both trees give preorder $AB$ and postorder $BA$.
- **True.** Inorder visits left subtree, root, right subtree, and in a BST that is increasing order.
- **True.** An AVL tree of height $h$ has at least $F_{h+3} - 1$ nodes (a Fibonacci number), which grows exponentially in $h$, so $h = O(\log n)$ (at most about $1.44 \log_2 n$).`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Algorithms
// ---------------------------------------------------------------------------

const algorithms: DemoQuestion[] = [
  {
    key: 'gm-algo-recurrence-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`What is the solution of the recurrence $T(n) = 2T(n/2) + n \log n$, with $T(1) = 1$?`,
    options: [r`$\Theta(n \log n)$`, r`$\Theta(n^2)$`, r`$\Theta(n \log^2 n)$`, r`$\Theta(n \log \log n)$`],
    correctIndex: 2,
    explanation: r`Here $a = 2$, $b = 2$, so $n^{\log_b a} = n$, and $f(n) = n \log n = \Theta(n^{\log_b a} \log^1 n)$.

This is the extended second case of the master theorem: $T(n) = \Theta(n \log^{k+1} n)$ with $k = 1$, that is $\Theta(n \log^2 n)$.

Directly: level $i$ of the recursion tree costs $2^i \cdot \frac{n}{2^i} \log \frac{n}{2^i} = n(\log n - i)$, and summing over $\log n$ levels gives about $\frac{n \log^2 n}{2}$.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-algo-mst-1',
    section: 'Technical',
    topic: 'Algorithms',
    type: 'NAT',
    text: `An undirected weighted graph has vertices A, B, C, D, E and these edges:

| Edge | Weight |
| --- | --- |
| A–B | 4 |
| A–C | 3 |
| B–C | 1 |
| B–D | 2 |
| C–D | 4 |
| C–E | 5 |
| D–E | 7 |

The weight of a minimum spanning tree of the graph is ________.`,
    answer: { min: 11, max: 11, decimals: 0 },
    explanation: `Kruskal's algorithm takes the edges in increasing weight and skips any that would close a cycle:

1. B–C (1): take.
2. B–D (2): take.
3. A–C (3): take.
4. A–B (4): A and B are already joined through C: skip.
5. C–D (4): C and D are already joined through B: skip.
6. C–E (5): take. Four edges now join all five vertices.

Weight: 1 + 2 + 3 + 5 = **11**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-algo-loops-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`What is the time complexity of the following fragment, as a function of $n$?

${F}c
int count = 0;
for (int i = 1; i <= n; i *= 2)
    for (int j = 1; j <= i; j++)
        count++;
${F}`,
    options: [r`$\Theta(n)$`, r`$\Theta(n \log n)$`, r`$\Theta(\log n)$`, r`$\Theta(n^2)$`],
    correctIndex: 0,
    explanation: r`The outer loop runs with $i = 1, 2, 4, \ldots, 2^k$ where $2^k \le n$, and the inner loop runs $i$ times. The total work is a geometric sum:

$$1 + 2 + 4 + \cdots + 2^k = 2^{k+1} - 1 < 2n$$

and at least $n$ since $2^{k+1} > n$. So the fragment is $\Theta(n)$, not $\Theta(n \log n)$: the inner loops are not all of length $n$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-algo-stable-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`Which of these sorting algorithms, in its standard form, is both stable and $O(n \log n)$ in the worst case?`,
    options: ['Heap sort', 'Quick sort', 'Merge sort', 'Insertion sort'],
    correctIndex: 2,
    explanation: r`- **Merge sort** is $O(n \log n)$ in every case and, taking from the left half on ties, stable.
- Heap sort is $O(n \log n)$ but not stable: building and emptying the heap reorders equal keys.
- Quick sort is $O(n^2)$ in the worst case and its usual partitioning is not stable.
- Insertion sort is stable but $O(n^2)$ in the worst case.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-algo-matrix-chain-1',
    section: 'Technical',
    topic: 'Algorithms',
    type: 'NAT',
    text: r`Four matrices have the dimensions $A_1: 10 \times 30$, $A_2: 30 \times 5$, $A_3: 5 \times 60$ and $A_4: 60 \times 10$. The minimum number of scalar multiplications needed to compute the product $A_1 A_2 A_3 A_4$ is ________.`,
    answer: { min: 5000, max: 5000, decimals: 0 },
    explanation: r`Multiplying a $p \times q$ by a $q \times r$ matrix costs $pqr$. The best order is $(A_1 A_2)(A_3 A_4)$:

- $A_1 A_2$: $10 \cdot 30 \cdot 5 = 1500$, giving $10 \times 5$
- $A_3 A_4$: $5 \cdot 60 \cdot 10 = 3000$, giving $5 \times 10$
- the product of the two: $10 \cdot 5 \cdot 10 = 500$

Total **5000**. For comparison, $((A_1 A_2) A_3) A_4$ costs $1500 + 3000 + 6000 = 10500$, and $A_1 (A_2 (A_3 A_4))$ costs $3000 + 1500 + 3000 = 7500$; the dynamic-programming table over all splits confirms 5000 as the minimum.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-algo-topological-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'A directed acyclic graph has vertices a, b, c, d, e, f and edges a→b, a→c, b→d, c→d, d→e and a→f. How many distinct topological orderings does it have?',
    options: ['6', '8', '10', '12'],
    correctIndex: 2,
    explanation: `- a must come first: every other vertex depends on it, directly or through others.
- Apart from f, the order is forced up to swapping b and c: a, {b, c}, d, e. That is 2 orders of b, c, d, e.
- f depends only on a, so it can be placed in any of the 5 positions among b, c, d, e (before b/c, between them, before d, before e, or last).

Total: 2 × 5 = **10**.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Theory of computation and compilers
// ---------------------------------------------------------------------------

const theory: DemoQuestion[] = [
  {
    key: 'gm-toc-dfa-product-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: 'What is the number of states of the minimal DFA over {0, 1} that accepts exactly the strings with an even number of 0s and a number of 1s divisible by 3?',
    options: ['5', '6', '8', '9'],
    correctIndex: 1,
    explanation: r`The DFA must track two independent things: the count of 0s modulo 2 and the count of 1s modulo 3. The product automaton has $2 \times 3 = 6$ states.

None of them can be merged: from the state (count of 0s mod 2, count of 1s mod 3) $= (p, q)$, the string $0^{p} 1^{(3-q) \bmod 3}$ leads to acceptance, and it leads to acceptance from no other state, so all 6 states are distinguishable.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-toc-decidable-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    type: 'MSQ',
    text: 'Which of the following problems are decidable?',
    options: [
      'Given a DFA, does it accept at least one string?',
      'Given a context-free grammar, does it generate at least one string?',
      'Given two context-free grammars, do they generate the same language?',
      'Given a Turing machine, does it halt when started on the empty tape?',
    ],
    correctIndexes: [0, 1],
    explanation: `- **Decidable.** Search the DFA's graph for a path from the start state to an accepting state.
- **Decidable.** Mark the variables that derive a terminal string (repeatedly, from the rules whose right sides are all terminals or marked variables); the language is non-empty exactly when the start variable gets marked.
- **Undecidable.** Equivalence of CFGs is undecidable (already "does a CFG generate every string?" is undecidable).
- **Undecidable.** The halting problem on blank tape reduces from the general halting problem: build a machine that first writes the input it should be tested on.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-toc-regex-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: 'Which regular expression describes exactly the binary strings that do not contain 11 as a substring?',
    options: [r`$(0 + 01)^*$`, r`$(0 + 10)^*(\varepsilon + 1)$`, r`$(0 + 1)^*0$`, r`$(01 + 10)^*$`],
    correctIndex: 1,
    explanation: r`In a string with no $11$, every $1$ except possibly a final one is followed by a $0$. So the string splits into blocks $0$ and $10$, with an optional lone $1$ at the end: $(0 + 10)^*(\varepsilon + 1)$.

The others fail:

- $(0 + 01)^*$ cannot produce $1$ or $10$.
- $(0 + 1)^*0$ produces $110$.
- $(01 + 10)^*$ produces $0110$ and cannot produce $0$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-toc-third-last-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    type: 'NAT',
    text: 'The number of states of the minimal DFA over {0, 1} that accepts exactly the strings whose third symbol from the right end is 1 is ________.',
    answer: { min: 8, max: 8, decimals: 0 },
    explanation: r`The DFA must remember the last three symbols read, since any of them may turn out to be the third from the end: $2^3 = 8$ states (shorter inputs can be treated as padded with 0s on the left).

All 8 are distinguishable: two different three-symbol windows differ in some position $i$ (from the right, $i = 1, 2, 3$); appending $3 - i$ more symbols moves that position to the third from the end, and exactly one of the two strings is then accepted. So the minimal DFA has **8** states. (An NFA needs only 4.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-cd-semantic-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: 'In which phase does a compiler report that an integer is being added to a structure variable in C?',
    options: ['Lexical analysis', 'Syntax analysis', 'Semantic analysis', 'Code optimisation'],
    correctIndex: 2,
    explanation:
      'The expression is made of valid tokens (so lexical analysis is happy) and fits the grammar of an expression (so parsing succeeds). Checking that the operand types fit the operator is **type checking**, part of **semantic analysis**. Optimisation runs on code that has already passed these checks.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-cd-follow-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: r`Consider the grammar with start symbol $S$:

$$S \to A\,a\,B \mid B\,b \qquad A \to c\,A \mid \varepsilon \qquad B \to d\,B \mid \varepsilon$$

What is $\text{FOLLOW}(B)$?`,
    options: [r`$\{b, \$\}$`, r`$\{\$\}$`, r`$\{a, b, \$\}$`, r`$\{b, d, \$\}$`],
    correctIndex: 0,
    explanation: r`Look at every place $B$ appears on a right-hand side:

- $S \to A\,a\,B$: $B$ is at the end, so $\text{FOLLOW}(S) = \{\$\}$ is in $\text{FOLLOW}(B)$.
- $S \to B\,b$: $b$ follows $B$.
- $B \to d\,B$: $B$ is at the end of its own rule, which adds $\text{FOLLOW}(B)$ to itself: nothing new.

So $\text{FOLLOW}(B) = \{b, \$\}$. ($d$ is in $\text{FIRST}(B)$, not in its FOLLOW set.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-cd-basic-blocks-1',
    section: 'Technical',
    topic: 'Compiler Design',
    type: 'NAT',
    text: r`The number of basic blocks in the following three-address code is ________.

${F}text
1: i = 0
2: s = 0
3: if i >= n goto 8
4: t = a[i]
5: s = s + t
6: i = i + 1
7: goto 3
8: return s
${F}`,
    answer: { min: 4, max: 4, decimals: 0 },
    explanation: `A new block starts at each **leader**: the first instruction, every target of a jump, and every instruction right after a jump.

- 1: the first instruction.
- 3: the target of \`goto 3\`.
- 4: follows the conditional jump on line 3.
- 8: the target of \`goto 8\` (and follows \`goto 3\`).

The blocks are {1, 2}, {3}, {4, 5, 6, 7} and {8}: **4** basic blocks.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-cd-parsers-1',
    section: 'Technical',
    topic: 'Compiler Design',
    type: 'MSQ',
    text: 'Which of the following statements about parsing are true?',
    options: [
      'Every LL(1) grammar is LR(1).',
      'An ambiguous grammar can be LL(1).',
      'For a given grammar, the LALR(1) and SLR(1) parsers have the same number of states.',
      'A grammar with left recursion can be LL(1).',
    ],
    correctIndexes: [0, 2],
    explanation: `- **True.** LR(1) parsing sees the whole right side before reducing, and LL(1) must choose the rule from one token; every LL(1) grammar is LR(1).
- **False.** An LL(1) table has at most one entry per cell, so every string has one leftmost derivation: an LL(1) grammar is unambiguous.
- **True.** Both are built on the LR(0) item sets; LALR(1) merges the LR(1) states with the same core, which gives exactly the LR(0) states again, only with sharper lookaheads.
- **False.** For a rule A → Aα | β, every token in FIRST(β) starts both alternatives, so the LL(1) table has a conflict.`,
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Operating systems
// ---------------------------------------------------------------------------

const operatingSystems: DemoQuestion[] = [
  {
    key: 'gm-os-starvation-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'Which CPU scheduling policy can make a process wait forever while other processes keep arriving?',
    options: ['First-come, first-served', 'Round robin', 'Shortest job first', 'FCFS with a time limit per process'],
    correctIndex: 2,
    explanation:
      '**Shortest job first** always picks the shortest waiting job, so a long job can be passed over for ever if shorter jobs keep arriving: starvation. FCFS serves in arrival order, and round robin gives every ready process a turn in each cycle, so neither starves anyone (ageing is the usual cure for SJF).',
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-os-srtf-1',
    section: 'Technical',
    topic: 'Operating Systems',
    type: 'NAT',
    text: `Four processes arrive as below and are scheduled by preemptive shortest remaining time first (ties go to the process that arrived first).

| Process | Arrival time | CPU burst |
| --- | --- | --- |
| P1 | 0 | 8 |
| P2 | 1 | 4 |
| P3 | 2 | 2 |
| P4 | 4 | 5 |

The average waiting time of the four processes is ________ time units. (rounded off to two decimal places)`,
    answer: { min: 4, max: 4, decimals: 2 },
    explanation: `The schedule:

- 0–1: P1 (the only one there).
- 1: P2 arrives needing 4 < P1's 7: P2 runs.
- 2: P3 arrives needing 2 < P2's 3: P3 runs 2–4 and finishes.
- 4: remaining P1 7, P2 3, P4 5: P2 runs 4–7.
- 7–12: P4; 12–19: P1.

Waiting time = completion − arrival − burst:

- P1: 19 − 0 − 8 = 11
- P2: 7 − 1 − 4 = 2
- P3: 4 − 2 − 2 = 0
- P4: 12 − 4 − 5 = 3

Average: 16 / 4 = **4.00**.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-os-lru-1',
    section: 'Technical',
    topic: 'Operating Systems',
    type: 'NAT',
    text: 'A process has 3 page frames, all empty at first, and references the pages 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5 in this order. The number of page faults under LRU replacement is ________.',
    answer: { min: 9, max: 9, decimals: 0 },
    explanation: `Frames after each reference (least recently used first), with F for a fault:

| Reference | Frames | Result |
| --- | --- | --- |
| 3 | 3 | F |
| 1 | 3 1 | F |
| 4 | 3 1 4 | F |
| 1 | 3 4 1 | hit |
| 5 | 4 1 5 | F (3 out) |
| 9 | 1 5 9 | F (4 out) |
| 2 | 5 9 2 | F (1 out) |
| 6 | 9 2 6 | F (5 out) |
| 5 | 2 6 5 | F (9 out) |
| 3 | 6 5 3 | F (2 out) |
| 5 | 6 3 5 | hit |

**9** page faults.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-os-deadlock-1',
    section: 'Technical',
    topic: 'Operating Systems',
    type: 'MSQ',
    text: 'Which of the following are among the four conditions that must all hold for a deadlock to occur?',
    options: ['Mutual exclusion', 'Hold and wait', 'Preemption of resources', 'Circular wait'],
    correctIndexes: [0, 1, 3],
    explanation:
      'The four Coffman conditions are mutual exclusion, hold and wait, **no** preemption, and circular wait. Being able to preempt resources is the opposite of a condition: it is one way to *prevent* deadlock.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-os-page-table-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A system has 32-bit virtual addresses, 8 KB pages and 4-byte page table entries. How large is a single-level page table for one process?',
    options: ['1 MB', '2 MB', '4 MB', '8 MB'],
    correctIndex: 1,
    explanation: r`- Page offset: $8\text{ KB} = 2^{13}$, so 13 bits.
- Virtual page numbers: $2^{32 - 13} = 2^{19}$ entries.
- Size: $2^{19} \times 4 = 2^{21}$ bytes $= 2$ MB.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-os-semaphore-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A counting semaphore S starts at 4. Different processes then perform 10 P (wait) operations and 3 V (signal) operations on S, in some order; no process performs a V while blocked. With the usual implementation in which a P on a non-positive value blocks the caller and a V wakes one blocked process if there is one, how many processes are blocked on S at the end?',
    options: ['0', '6', '3', '7'],
    correctIndex: 2,
    explanation: r`Counting the semaphore's value as in the textbook implementation (it may go negative, and then $-S$ is the number of waiting processes), each P subtracts 1 and each V adds 1, whatever the order:

$$S = 4 - 10 + 3 = -3$$

So **3** processes are blocked at the end. In words: 4 P operations pass at once, 3 more pass thanks to the 3 V operations, and the remaining 3 wait.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------

const databases: DemoQuestion[] = [
  {
    key: 'gm-db-normal-form-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`The relation $R(A, B, C, D)$ has the functional dependencies $A \to B$, $B \to C$ and $C \to D$, and no others beyond those they imply. What is the highest normal form $R$ is in?`,
    options: ['1NF', '2NF', '3NF', 'BCNF'],
    correctIndex: 1,
    explanation: r`$A^+ = \{A, B, C, D\}$, so $A$ is the only candidate key.

- **2NF:** the key has one attribute, so no non-prime attribute can depend on part of it. R is in 2NF.
- **3NF:** $B \to C$ has a left side that is not a superkey and a right side that is not prime (a transitive dependency $A \to B \to C$). R is not in 3NF, and therefore not in BCNF.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-db-keys-1',
    section: 'Technical',
    topic: 'Databases',
    type: 'NAT',
    text: r`The relation $R(A, B, C, D, E)$ has the functional dependencies $A \to B$, $BC \to D$ and $D \to A$. The number of candidate keys of $R$ is ________.`,
    answer: { min: 3, max: 3, decimals: 0 },
    explanation: r`$C$ and $E$ appear on no right-hand side, so every key contains $CE$. $\{C, E\}^+ = \{C, E\}$ is not enough; try adding one attribute:

- $ACE$: $A \to B$, then $BC \to D$: all of $R$. A key.
- $BCE$: $BC \to D$, then $D \to A$: all of $R$. A key.
- $CDE$: $D \to A$, $A \to B$: all of $R$. A key.

Any other superkey contains $CE$ and one of $A, B, D$, so it contains one of these three. There are **3** candidate keys: $ACE$, $BCE$, $CDE$.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-db-group-by-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`The table Emp holds these rows:

| id | dept | salary |
| --- | --- | --- |
| 1 | CS | 50 |
| 2 | CS | 70 |
| 3 | EE | 40 |
| 4 | EE | 60 |
| 5 | ME | 45 |
| 6 | CS | NULL |

What does this query return?

${F}sql
SELECT dept, COUNT(*), AVG(salary)
FROM Emp
GROUP BY dept
HAVING AVG(salary) > 50;
${F}`,
    options: ['One row: (CS, 3, 60)', 'One row: (CS, 3, 40)', 'Two rows: (CS, 2, 60) and (EE, 2, 50)', 'One row: (CS, 2, 60)'],
    correctIndex: 0,
    explanation: `- CS: COUNT(*) counts rows, NULL salary included: **3**. AVG ignores NULL: (50 + 70) / 2 = **60** > 50. Kept.
- EE: AVG = (40 + 60) / 2 = 50, which is not greater than 50. Dropped.
- ME: AVG = 45. Dropped.

The result is the single row **(CS, 3, 60)**. (40 would be the average if the NULL counted as 0 over 3 rows.)`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-db-transactions-1',
    section: 'Technical',
    topic: 'Databases',
    type: 'MSQ',
    text: 'Which of the following statements about transaction schedules are true?',
    options: [
      'Every conflict-serializable schedule is view-serializable.',
      'Every view-serializable schedule is conflict-serializable.',
      'Strict two-phase locking produces schedules without cascading aborts.',
      'Basic two-phase locking prevents deadlock.',
    ],
    correctIndexes: [0, 2],
    explanation: `- **True.** Conflict equivalence implies view equivalence.
- **False.** A schedule with blind writes can be view-serializable without being conflict-serializable.
- **True.** Strict 2PL holds write locks until commit, so no transaction reads data written by one that has not committed.
- **False.** Two transactions can each hold a lock the other wants while still growing: 2PL guarantees serializability, not freedom from deadlock.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-db-bplus-1',
    section: 'Technical',
    topic: 'Databases',
    type: 'NAT',
    text: 'A B+ tree index is stored in disk blocks of 4096 bytes. A search key takes 16 bytes and a block pointer 8 bytes. The maximum number of keys an internal node can hold is ________.',
    answer: { min: 170, max: 170, decimals: 0 },
    explanation: r`An internal node with $n$ child pointers holds $n - 1$ keys, and it must fit in one block:

$$8n + 16(n - 1) \le 4096 \implies 24n \le 4112 \implies n \le 171.3$$

So at most $n = 171$ pointers and **170** keys.`,
    marks: 2,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Computer networks
// ---------------------------------------------------------------------------

const networks: DemoQuestion[] = [
  {
    key: 'gm-cn-hosts-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'How many addresses in the block 172.16.32.0/20 can be assigned to hosts?',
    options: ['4094', '4096', '2046', '1022'],
    correctIndex: 0,
    explanation: r`A /20 leaves $32 - 20 = 12$ host bits: $2^{12} = 4096$ addresses. The all-zeros address names the network and the all-ones address is the broadcast address, so $4096 - 2 = 4094$ can be given to hosts.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'gm-cn-gbn-1',
    section: 'Technical',
    topic: 'Computer Networks',
    type: 'NAT',
    text: 'Two hosts are joined by a 10 Mbps link with a one-way propagation delay of 20 ms. Frames are 1000 bytes long and Go-Back-N is used. Ignoring the time to send acknowledgements, the minimum number of bits in the sequence number field that lets the sender keep the link fully busy is ________.',
    answer: { min: 6, max: 6, decimals: 0 },
    explanation: r`- Transmission time of a frame: $\frac{8000 \text{ bits}}{10^7 \text{ bits/s}} = 0.8$ ms.
- The first acknowledgement returns after $0.8 + 2 \times 20 = 40.8$ ms.
- To stay busy the sender needs $\frac{40.8}{0.8} = 51$ frames in flight.

Go-Back-N with $k$ sequence bits allows a window of $2^k - 1$: $2^5 - 1 = 31$ is too small and $2^6 - 1 = 63 \ge 51$, so **6** bits.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-cn-crc-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: r`The message 1101011 is sent with a CRC computed from the generator polynomial $x^3 + x + 1$. What bit string is transmitted (message followed by the CRC)?`,
    options: ['1101011011', '1101011110', '1101011101', '1101011000'],
    correctIndex: 1,
    explanation: r`The generator is $1011$ (degree 3), so append three zeros and divide modulo 2:

${F}text
1101011000
1011
0110011000
 1011
0011111000
  1011
0001001000
   1011
0000010000
     1011
0000000110
${F}

The remainder is $110$, so the frame is **1101011110**. Check: dividing 1101011110 by 1011 leaves remainder 000.`,
    marks: 2,
    source: 'original',
  },
  {
    key: 'gm-cn-udp-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'Which of the following application protocols normally uses UDP for its messages?',
    options: ['SMTP', 'HTTP/1.1', 'FTP', 'DNS queries'],
    correctIndex: 3,
    explanation:
      'A **DNS** query and its answer are usually one short message each way, so DNS uses UDP on port 53 and falls back to TCP only for large answers and zone transfers. SMTP, HTTP/1.1 and FTP all need a reliable byte stream and run over TCP.',
    marks: 1,
    source: 'original',
  },
];

/** The full-length mock's questions, in the order of the paper: General Aptitude first, then Computer Science. */
export const gateMockQuestions: DemoQuestion[] = [
  ...aptitude,
  ...mathematics,
  ...hardware,
  ...programming,
  ...algorithms,
  ...theory,
  ...operatingSystems,
  ...databases,
  ...networks,
];
