// Demo question bank for Prepverse: original practice questions for GATE CS and UGC NET CS.
// Every answer key below was worked out by hand and re-checked (numeric ones by running them).
//
// Writing notes:
// - `r` is String.raw, so LaTeX backslashes can be written once: r`$\frac{1}{2}$`.
// - Inside r`...`, `${F}` inserts a Markdown code fence (```), which a template literal cannot hold directly.
// - Multi-line texts start at column 0 so Markdown does not read indentation as a code block.

import { gateMockQuestions } from './gate-mock.ts';
import type { DemoQuestion } from './types.ts';
import { ugcNetMockQuestions } from './ugc-net-mock.ts';
import { ugcNetPaperTwoUnitsOneToFive } from './ugc-net-paper-two-a.ts';
import { ugcNetPaperTwoUnitsSixToTen } from './ugc-net-paper-two-b.ts';
import { gateDaMockQuestions } from './gate-da-mock.ts';
import { quizReserveQuestions } from './quiz-reserve.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// Aptitude: numerical ability
// ---------------------------------------------------------------------------

const numericalAbility: DemoQuestion[] = [
  {
    key: 'apt-percent-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'The price of a laptop is first increased by 20% and later decreased by 20%. What is the net change in its price?',
    options: ['No change', '4% decrease', '4% increase', '2% decrease'],
    correctIndex: 1,
    explanation: r`Let the original price be $100$.

- After a 20% increase: $100 \times 1.2 = 120$
- After a 20% decrease: $120 \times 0.8 = 96$

The price falls from $100$ to $96$, a **4% decrease**. In general, $+x\%$ followed by $-x\%$ gives a net change of $-\frac{x^2}{100}\% = -4\%$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-ratio-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'If A : B = 3 : 5 and B : C = 2 : 3, then A : B : C is',
    options: ['3 : 5 : 3', '6 : 10 : 9', '6 : 10 : 15', '3 : 10 : 15'],
    correctIndex: 2,
    explanation: `Make the common term B equal in both ratios. The LCM of 5 and 2 is 10.

- A : B = 3 : 5 = 6 : 10
- B : C = 2 : 3 = 10 : 15

So A : B : C = **6 : 10 : 15**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-work-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'Ravi can finish a piece of work in 12 days and Sunil can finish it in 18 days. Working together, in how many days will they finish it?',
    options: ['15 days', '6 days', '7.2 days', '7.5 days'],
    correctIndex: 2,
    explanation: r`Work per day together:

$$\frac{1}{12} + \frac{1}{18} = \frac{3}{36} + \frac{2}{36} = \frac{5}{36}$$

Time $= \frac{36}{5} = 7.2$ days.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-speed-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A train 240 m long passes a signal pole in 12 seconds. How long will it take to cross a platform 360 m long at the same speed?',
    options: ['30 seconds', '18 seconds', '24 seconds', '36 seconds'],
    correctIndex: 0,
    explanation: `Passing a pole, the train covers its own length: speed = 240 / 12 = 20 m/s.

To cross the platform it must cover its own length plus the platform: 240 + 360 = 600 m.

Time = 600 / 20 = **30 seconds**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-ci-si-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'What is the difference between the compound interest (compounded annually) and the simple interest on ₹10,000 at 10% per annum for 2 years?',
    options: ['₹200', '₹50', '₹110', '₹100'],
    correctIndex: 3,
    explanation: r`- Simple interest: $10000 \times 0.10 \times 2 = 2000$
- Compound amount: $10000 \times (1.1)^2 = 12100$, so CI $= 2100$

Difference $= 2100 - 2000 = ₹100$.

Shortcut for 2 years: $\text{CI} - \text{SI} = P\left(\frac{r}{100}\right)^2 = 10000 \times 0.01 = 100$.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'apt-average-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'The average of five numbers is 24. When one of the numbers is removed, the average of the remaining four becomes 22. Which number was removed?',
    options: ['30', '26', '34', '32'],
    correctIndex: 3,
    explanation: `- Sum of five numbers = 5 × 24 = 120
- Sum of the remaining four = 4 × 22 = 88

Removed number = 120 − 88 = **32**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-dice-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'Two fair six-sided dice are rolled together. What is the probability that the sum of the numbers shown is 8?',
    options: [r`$\frac{5}{36}$`, r`$\frac{1}{6}$`, r`$\frac{7}{36}$`, r`$\frac{1}{9}$`],
    correctIndex: 0,
    explanation: r`There are $6 \times 6 = 36$ equally likely outcomes. The pairs with sum 8 are $(2,6), (3,5), (4,4), (5,3), (6,2)$: 5 outcomes.

$$P = \frac{5}{36}$$`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'apt-series-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'Find the next term of the series: 2, 6, 12, 20, 30, ?',
    options: ['42', '40', '44', '36'],
    correctIndex: 0,
    explanation: r`The differences are $4, 6, 8, 10$, so the next difference is $12$ and the next term is $30 + 12 = 42$.

Equivalently the $n$-th term is $n(n+1)$: $1\cdot2, 2\cdot3, \dots, 6 \cdot 7 = 42$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-clock-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'What is the angle between the hour hand and the minute hand of a clock at 3:40?',
    options: ['120°', '140°', '130°', '150°'],
    correctIndex: 2,
    explanation: r`The angle at $H$ hours $M$ minutes is $\left|30H - 5.5M\right|$ degrees.

$$\left|30 \times 3 - 5.5 \times 40\right| = |90 - 220| = 130^\circ$$

Check: the minute hand is at $240^\circ$; the hour hand is at $90 + 40 \times 0.5 = 110^\circ$; the difference is $130^\circ$.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'apt-profit-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A shopkeeper marks his goods 25% above the cost price and then allows a discount of 10% on the marked price. What is his profit percentage?',
    options: ['15%', '12.5%', '10%', '13.5%'],
    correctIndex: 1,
    explanation: `Let the cost price be ₹100.

- Marked price = ₹125
- Selling price after 10% discount = 125 × 0.9 = ₹112.50

Profit = ₹12.50 on ₹100, i.e. **12.5%**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-mixture-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A 60-litre mixture contains milk and water in the ratio 2 : 1. How many litres of water must be added to make the ratio 1 : 1?',
    options: ['10 litres', '15 litres', '25 litres', '20 litres'],
    correctIndex: 3,
    explanation: `Milk = 60 × 2/3 = 40 L, water = 20 L.

For a 1 : 1 ratio the water must equal the milk, 40 L, so **20 litres** must be added.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-trailing-zeros-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    remarks: 'NAT (converted to MCQ)',
    text: 'How many trailing zeros does $100!$ (100 factorial) have?',
    options: ['20', '24', '25', '22'],
    correctIndex: 1,
    explanation: r`Each trailing zero needs a factor $10 = 2 \times 5$, and factors of 2 are plentiful, so count the factors of 5:

$$\left\lfloor \frac{100}{5} \right\rfloor + \left\lfloor \frac{100}{25} \right\rfloor + \left\lfloor \frac{100}{125} \right\rfloor = 20 + 4 + 0 = 24$$`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'apt-lcm-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'Three bells ring at intervals of 12, 15 and 20 minutes. If they ring together at 9:00 AM, when will they next ring together?',
    options: ['10:00 AM', '9:45 AM', '10:30 AM', '12:00 noon'],
    correctIndex: 0,
    explanation: r`They ring together again after $\text{LCM}(12, 15, 20)$ minutes.

$12 = 2^2 \cdot 3$, $15 = 3 \cdot 5$, $20 = 2^2 \cdot 5$, so the LCM is $2^2 \cdot 3 \cdot 5 = 60$ minutes.

Next time together: **10:00 AM**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-arrangements-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'In how many distinct ways can the letters of the word LEVEL be arranged?',
    options: ['120', '60', '30', '20'],
    correctIndex: 2,
    explanation: r`LEVEL has 5 letters with L repeated twice and E repeated twice (V once).

$$\frac{5!}{2!\,2!} = \frac{120}{4} = 30$$`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-age-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: "A father is three times as old as his son. After 12 years, the father will be twice as old as the son. What is the son's present age?",
    options: ['10 years', '14 years', '16 years', '12 years'],
    correctIndex: 3,
    explanation: r`Let the son be $s$ years old; the father is $3s$.

$$3s + 12 = 2(s + 12) \implies 3s + 12 = 2s + 24 \implies s = 12$$

Check: now 12 and 36; after 12 years 24 and 48, and $48 = 2 \times 24$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-successive-change-1',
    section: 'Aptitude',
    topic: 'Numerical Ability',
    text: 'A shop raises the price of a calculator by 20% and, a month later, cuts the new price by 20%. Compared with the original price, the final price is',
    options: ['4% lower', 'the same', '4% higher', '2% lower'],
    correctIndex: 0,
    explanation: r`Take the original price as $100$. The rise makes it $120$; the cut takes $20\%$ of $120$, that is $24$, and leaves $96$.

In one step: $100 \times 1.2 \times 0.8 = 96$, so the final price is **4% lower**. The cut is taken on a larger base than the rise, so the two do not cancel.`,
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Aptitude: verbal ability
// ---------------------------------------------------------------------------

const verbalAbility: DemoQuestion[] = [
  {
    key: 'apt-verbal-synonym-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the word closest in meaning to **EPHEMERAL**.',
    options: ['Transient', 'Eternal', 'Ethereal', 'Essential'],
    correctIndex: 0,
    explanation:
      '*Ephemeral* means lasting for a very short time, which is what **transient** means. *Eternal* is its opposite; *ethereal* (delicate, heavenly) only sounds similar.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-antonym-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the word most nearly **opposite** in meaning to **FRUGAL**.',
    options: ['Thrifty', 'Economical', 'Prudent', 'Extravagant'],
    correctIndex: 3,
    explanation:
      '*Frugal* means careful and sparing with money. *Thrifty*, *economical* and *prudent* are close synonyms; the opposite is **extravagant** (spending lavishly).',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-agreement-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Fill in the blank: "Neither the manager nor the employees ______ aware of the change in policy."',
    options: ['was', 'is', 'were', 'has been'],
    correctIndex: 2,
    explanation:
      'With *neither … nor*, the verb agrees with the subject **closer** to it. Here that subject is *the employees* (plural), and the sentence is in the past, so the verb is **were**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-preposition-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Fill in the blank: "She has been working at the institute ______ 2019."',
    options: ['for', 'since', 'from', 'by'],
    correctIndex: 1,
    explanation:
      'With the present perfect continuous, **since** introduces a point in time (since 2019) while *for* introduces a duration (for five years). 2019 is a point in time.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-analogy-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Pen : Write :: Knife : ?',
    options: ['Cut', 'Sharp', 'Kitchen', 'Blade'],
    correctIndex: 0,
    explanation:
      'A pen is a tool used **to write**; a knife is a tool used **to cut**. The relation is *tool : its function*. *Sharp* is a property, *kitchen* a place and *blade* a part.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-correct-sentence-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Which of the following sentences is grammatically correct?',
    options: [
      'Each of the students have submitted their assignment.',
      'Each of the student has submitted the assignment.',
      'Each of the students have submitted his assignment.',
      'Each of the students has submitted the assignment.',
    ],
    correctIndex: 3,
    explanation:
      '*Each* is singular, so it takes the singular verb **has**; and *each of* is followed by a plural noun (*each of the students*). Only the last sentence satisfies both rules.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-idiom-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the correct meaning of the idiom: "to bite the bullet".',
    options: ['To speak without thinking', 'To face a difficult situation with courage', 'To take revenge on someone', 'To avoid responsibility'],
    correctIndex: 1,
    explanation:
      '*To bite the bullet* means to accept and face something unpleasant or difficult bravely, for example "He bit the bullet and started revising the syllabus from scratch."',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-verbal-one-word-1',
    section: 'Aptitude',
    topic: 'Verbal Ability',
    text: 'Choose the one word for: **a person who is unable to pay his or her debts**.',
    options: ['Incorrigible', 'Insolvent', 'Indolent', 'Infallible'],
    correctIndex: 1,
    explanation:
      'An **insolvent** person or firm cannot pay the debts owed. *Incorrigible* means impossible to reform, *indolent* means lazy, and *infallible* means incapable of being wrong.',
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Aptitude: logical reasoning
// ---------------------------------------------------------------------------

const logicalReasoning: DemoQuestion[] = [
  {
    key: 'apt-logic-syllogism-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: `**Statements:**
1. All cats are animals.
2. Some animals are pets.

**Conclusions:**
- I. Some cats are pets.
- II. Some pets are animals.

Which conclusion(s) follow?`,
    options: ['Only I follows', 'Only II follows', 'Both I and II follow', 'Neither I nor II follows'],
    correctIndex: 1,
    explanation: `- **II follows**: "Some animals are pets" converts directly to "Some pets are animals".
- **I does not follow**: the pets among the animals need not include any cat. A diagram where the cats and the pets are disjoint parts of the animals satisfies both statements.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-blood-relation-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'A is the brother of B. B is the daughter of C. D is the father of C. How is A related to D?',
    options: ['Son', 'Nephew', 'Grandson', 'Brother'],
    correctIndex: 2,
    explanation: "B is the daughter of C, and A is B's brother, so A is C's son. D is C's father, so D is A's grandfather and A (male) is D's **grandson**.",
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-coding-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'In a certain code, COMPUTER is written as DPNQVUFS. How is SYSTEM written in that code?',
    options: ['TZTUFN', 'TZTVFN', 'RXRSDL', 'TZUTFN'],
    correctIndex: 0,
    explanation:
      'Each letter is replaced by the next letter of the alphabet (C→D, O→P, M→N, …). Applying the same shift: S→T, Y→Z, S→T, T→U, E→F, M→N gives **TZTUFN**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-direction-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'Anil walks 5 km north, turns right and walks 3 km, then turns right again and walks 9 km. How far is he from his starting point?',
    options: ['7 km', '4 km', '17 km', '5 km'],
    correctIndex: 3,
    explanation: r`Take the start as the origin.

- 5 km north: $(0, 5)$
- Turn right (east), 3 km: $(3, 5)$
- Turn right (south), 9 km: $(3, -4)$

Distance $= \sqrt{3^2 + 4^2} = 5$ km (south-east of the start).`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-seating-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: `Five friends A, B, C, D and E sit in a row facing north.

- C sits exactly in the middle.
- A sits immediately to the left of C.
- B sits at the right end.
- E does not sit next to B.

Who sits at the left end?`,
    options: ['D', 'A', 'E', 'Cannot be determined'],
    correctIndex: 2,
    explanation: `Number the seats 1 (left) to 5 (right).

- C is in seat 3, A in seat 2, B in seat 5.
- D and E take seats 1 and 4.
- Seat 4 is next to B, and E is not next to B, so E is in seat 1 and D in seat 4.

The left end is **E**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-inference-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: '"If it rains, the match is cancelled." The match was **not** cancelled. Which of the following must be true?',
    options: ['It rained.', 'It did not rain.', 'The match was played indoors.', 'Nothing can be concluded.'],
    correctIndex: 1,
    explanation: r`The statement is $R \to C$. We know $\lnot C$. By *modus tollens*, $(R \to C) \land \lnot C$ implies $\lnot R$: **it did not rain**. The indoor option is not implied by anything stated.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-reports-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: '"Every report submitted after Friday was rejected." Meera\'s report was **not** rejected. Which of the following can be inferred?',
    options: [
      "Meera's report was submitted exactly on Friday.",
      "Meera's report was of excellent quality.",
      "Meera's report was not submitted after Friday.",
      'Every report submitted on or before Friday was accepted.',
    ],
    correctIndex: 2,
    explanation:
      "If Meera's report had been submitted after Friday, it would have been rejected. It was not rejected, so it was **not submitted after Friday**. It could have been submitted on any earlier day, and nothing is said about reports submitted before Friday or about quality.",
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-logic-rank-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'In a row of students, Ravi is 12th from the left end and 17th from the right end. How many students are in the row?',
    options: ['29', '27', '30', '28'],
    correctIndex: 3,
    explanation:
      "There are 11 students to Ravi's left and 16 to his right. With Ravi himself, the row has 11 + 1 + 16 = **28** students. (Adding 12 and 17 counts Ravi twice, which gives 29.)",
    marks: 1,
    source: 'original',
  },
  {
    key: 'apt-logic-syllogism-2',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: `**Statements:**
1. No teacher is a doctor.
2. Some doctors are writers.

**Conclusions:**
- I. Some writers are not teachers.
- II. No writer is a teacher.

Which conclusion(s) follow?`,
    options: ['Only I follows', 'Only II follows', 'Both I and II follow', 'Neither I nor II follows'],
    correctIndex: 0,
    explanation: `- **I follows**: the writers who are doctors (statement 2) cannot be teachers, because no doctor is a teacher (statement 1). So some writers are not teachers.
- **II does not follow**: the writers who are not doctors may well be teachers; nothing stated rules it out.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'apt-logic-letter-sum-1',
    section: 'Aptitude',
    topic: 'Logical Reasoning',
    text: 'In a certain code, BAD is written as 7 and CAGE as 16. How is FEED written in that code?',
    options: ['19', '20', '21', '24'],
    correctIndex: 1,
    explanation:
      'Each word is coded as the sum of the positions of its letters in the alphabet: BAD = 2 + 1 + 4 = 7 and CAGE = 3 + 1 + 7 + 5 = 16. So FEED = 6 + 5 + 5 + 4 = **20**.',
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Aptitude: data interpretation
// ---------------------------------------------------------------------------

const salesTable = `The table shows the annual sales of a company (in ₹ crore).

| Year | 2020 | 2021 | 2022 | 2023 | 2024 |
|---|---|---|---|---|---|
| Sales | 120 | 150 | 180 | 165 | 210 |`;

const dataInterpretation: DemoQuestion[] = [
  {
    key: 'apt-di-sales-growth-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `${salesTable}

By what percentage did the sales increase from 2020 to 2024?`,
    options: ['75%', '90%', '57%', '70%'],
    correctIndex: 0,
    explanation: r`$$\frac{210 - 120}{120} \times 100 = \frac{90}{120} \times 100 = 75\%$$`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-di-sales-yoy-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `${salesTable}

In which year was the year-on-year percentage growth in sales the highest?`,
    options: ['2021', '2022', '2023', '2024'],
    correctIndex: 3,
    explanation: `Growth over the previous year:

- 2021: 30 / 120 = 25%
- 2022: 30 / 150 = 20%
- 2023: −15 / 180 ≈ −8.3%
- 2024: 45 / 165 ≈ 27.3%

The highest is **2024**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'apt-di-sales-average-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `${salesTable}

What were the average annual sales over the five years?`,
    options: ['₹160 crore', '₹170 crore', '₹165 crore', '₹175 crore'],
    correctIndex: 2,
    explanation: 'Total = 120 + 150 + 180 + 165 + 210 = 825. Average = 825 / 5 = **₹165 crore**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-di-budget-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `A student's monthly budget of ₹24,000 is split as follows.

| Head | Rent | Food | Travel | Books | Others |
|---|---|---|---|---|---|
| Share | 35% | 25% | 15% | 10% | 15% |

How much does the student spend on food and books together each month?`,
    options: ['₹7,200', '₹9,600', '₹6,000', '₹8,400'],
    correctIndex: 3,
    explanation: 'Food and books together are 25% + 10% = 35% of the budget: 0.35 × 24,000 = **₹8,400**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'apt-di-students-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `The number of students in three departments of a college:

| Department | Male | Female |
|---|---|---|
| CSE | 120 | 80 |
| ECE | 90 | 50 |
| ME | 150 | 30 |

What percentage of all the female students are in CSE?`,
    options: ['40%', '50%', '45%', '33.3%'],
    correctIndex: 1,
    explanation:
      'Total female students = 80 + 50 + 30 = 160. CSE has 80 of them: 80 / 160 × 100 = **50%**. (40% is the share of females *within* CSE, which is a different quantity.)',
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'apt-di-subscribers-1',
    section: 'Aptitude',
    topic: 'Data Interpretation',
    text: `The table shows the broadband subscribers of an internet provider (in thousands) in four regions.

| Region | 2023 | 2024 |
|---|---|---|
| North | 40 | 50 |
| South | 60 | 66 |
| East | 25 | 30 |
| West | 45 | 54 |

Which region had the highest percentage growth in subscribers from 2023 to 2024?`,
    options: ['South', 'East', 'North', 'West'],
    correctIndex: 2,
    explanation: `Growth over 2023:

- North: 10 / 40 = 25%
- South: 6 / 60 = 10%
- East: 5 / 25 = 20%
- West: 9 / 45 = 20%

The highest is **North**. South, the largest region, grew the least.`,
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Technical: discrete mathematics
// ---------------------------------------------------------------------------

const discreteMaths: DemoQuestion[] = [
  {
    key: 'tech-dm-reflexive-relations-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'How many reflexive relations are there on a set with $n$ elements?',
    options: ['$2^{n^2}$', '$2^{n^2 - n}$', '$2^{n(n+1)/2}$', '$2^{n(n-1)/2}$'],
    correctIndex: 1,
    explanation: r`A relation on an $n$-element set is a subset of the $n^2$ ordered pairs. A reflexive relation **must** contain all $n$ diagonal pairs $(a, a)$, and each of the remaining $n^2 - n$ pairs may be in or out freely:

$$2^{n^2 - n}$$

($2^{n(n+1)/2}$ counts symmetric relations.)`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-dm-handshake-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'A simple undirected graph has 12 edges and every vertex has degree 4. How many vertices does it have?',
    options: ['3', '8', '6', '12'],
    correctIndex: 2,
    explanation: r`By the handshaking lemma, $\sum \deg(v) = 2|E|$. So $4|V| = 2 \times 12 = 24$, giving $|V| = 6$. (The octahedron is such a graph.)`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dm-stars-bars-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    remarks: 'NAT (converted to MCQ)',
    text: 'In how many ways can 10 identical balls be placed into 4 distinct boxes, if boxes may be left empty?',
    options: ['220', '286', '364', '84'],
    correctIndex: 1,
    explanation: r`This counts non-negative integer solutions of $x_1 + x_2 + x_3 + x_4 = 10$. By stars and bars:

$$\binom{10 + 4 - 1}{4 - 1} = \binom{13}{3} = \frac{13 \cdot 12 \cdot 11}{6} = 286$$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-dm-tautology-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'Which of the following propositional formulas is a tautology?',
    options: [r`$(p \to q) \to (q \to p)$`, r`$p \to (p \land q)$`, r`$(p \lor q) \to p$`, r`$\big(p \land (p \to q)\big) \to q$`],
    correctIndex: 3,
    explanation: r`$\big(p \land (p \to q)\big) \to q$ is *modus ponens*: whenever $p$ and $p \to q$ are both true, $q$ must be true, so the implication never fails.

The others fail for some assignment:
- $(p \to q) \to (q \to p)$ is false for $p = F, q = T$.
- $p \to (p \land q)$ is false for $p = T, q = F$.
- $(p \lor q) \to p$ is false for $p = F, q = T$.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-dm-group-order-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: r`What is the order of the element $3$ in the multiplicative group $\mathbb{Z}_7^{*} = \{1, 2, 3, 4, 5, 6\}$ under multiplication modulo 7?`,
    options: ['2', '3', '7', '6'],
    correctIndex: 3,
    explanation: r`Compute successive powers modulo 7:

$3^1 = 3,\ 3^2 = 9 \equiv 2,\ 3^3 \equiv 6,\ 3^4 \equiv 18 \equiv 4,\ 3^5 \equiv 12 \equiv 5,\ 3^6 \equiv 15 \equiv 1$

The smallest $k$ with $3^k \equiv 1$ is $k = 6$, so 3 has order 6 (it is a generator of the group).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-dm-pigeonhole-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'What is the minimum number of people needed to guarantee that at least three of them were born in the same calendar month?',
    options: ['25', '24', '36', '37'],
    correctIndex: 0,
    explanation: r`With 12 months, 24 people could be spread as exactly 2 per month with no month having 3. One more person forces some month to have 3. By the generalised pigeonhole principle, $12 \times (3 - 1) + 1 = 25$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dm-bitstrings-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'How many bit strings of length 8 either start with a 1 or end with the two bits 00?',
    options: ['192', '128', '160', '176'],
    correctIndex: 2,
    explanation: r`Use inclusion-exclusion.

- Start with 1: $2^7 = 128$
- End with 00: $2^6 = 64$
- Both (start with 1 and end with 00): $2^5 = 32$

$$128 + 64 - 32 = 160$$`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'tech-dm-spanning-trees-1',
    section: 'Technical',
    topic: 'Discrete Mathematics',
    text: 'How many labelled spanning trees does the complete graph $K_4$ have?',
    options: ['12', '16', '8', '64'],
    correctIndex: 1,
    explanation: r`By Cayley's formula, $K_n$ has $n^{n-2}$ labelled spanning trees. For $n = 4$: $4^{2} = 16$.`,
    marks: 1,
    source: 'public',
  },
];

// ---------------------------------------------------------------------------
// Technical: linear algebra
// ---------------------------------------------------------------------------

const linearAlgebra: DemoQuestion[] = [
  {
    key: 'tech-la-determinant-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`What is the determinant of the matrix

$$A = \begin{bmatrix} 2 & 1 & 0 \\ 1 & 3 & 1 \\ 0 & 1 & 2 \end{bmatrix}$$`,
    options: ['10', '6', '12', '8'],
    correctIndex: 3,
    explanation: r`Expanding along the first row:

$$\det A = 2\,(3 \cdot 2 - 1 \cdot 1) - 1\,(1 \cdot 2 - 1 \cdot 0) + 0 = 2 \cdot 5 - 2 = 8$$`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-la-eigenvalues-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`What are the eigenvalues of $\begin{bmatrix} 4 & 1 \\ 2 & 3 \end{bmatrix}$?`,
    options: ['4 and 3', '5 and 2', '6 and 1', '7 and 10'],
    correctIndex: 1,
    explanation: r`The characteristic equation is $\lambda^2 - (\text{trace})\lambda + \det = 0$ with trace $= 7$ and $\det = 12 - 2 = 10$:

$$\lambda^2 - 7\lambda + 10 = (\lambda - 5)(\lambda - 2) = 0$$

So $\lambda = 5$ and $\lambda = 2$ (check: $5 + 2 = 7$, $5 \times 2 = 10$).`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-la-rank-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`What is the rank of $\begin{bmatrix} 1 & 2 & 3 \\ 2 & 4 & 6 \\ 1 & 1 & 1 \end{bmatrix}$?`,
    options: ['1', '3', '2', '0'],
    correctIndex: 2,
    explanation: r`Row 2 is $2 \times$ row 1, so it adds nothing. Rows 1 and 3, $(1, 2, 3)$ and $(1, 1, 1)$, are not multiples of each other, so they are independent. Rank $= 2$ (equivalently, $\det = 0$ so the rank is below 3).`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-la-linear-system-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`For which value of $k$ does the system

$$\begin{aligned} x + y + z &= 6 \\ x + 2y + 3z &= 14 \\ 2x + 3y + 4z &= k \end{aligned}$$

have infinitely many solutions?`,
    options: ['18', '22', 'For every real $k$', '20'],
    correctIndex: 3,
    explanation: r`The left side of the third equation is the sum of the first two: $(1,1,1) + (1,2,3) = (2,3,4)$. So the coefficient matrix has rank 2.

- If $k = 6 + 14 = 20$, the third equation is redundant: rank of the augmented matrix is also 2 < 3 unknowns, giving **infinitely many** solutions.
- If $k \ne 20$, the equations are inconsistent and there is **no** solution.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-la-det-scaling-1',
    section: 'Technical',
    topic: 'Linear Algebra',
    text: r`A $3 \times 3$ matrix $A$ has eigenvalues $1$, $2$ and $4$. What is $\det(2A)$?`,
    options: ['16', '14', '64', '128'],
    correctIndex: 2,
    explanation: r`$\det A$ is the product of the eigenvalues: $1 \cdot 2 \cdot 4 = 8$.

Scaling an $n \times n$ matrix by $c$ scales the determinant by $c^n$: $\det(2A) = 2^3 \det A = 8 \times 8 = 64$.

(Equivalently, $2A$ has eigenvalues $2, 4, 8$ with product 64.)`,
    marks: 2,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: probability
// ---------------------------------------------------------------------------

const probability: DemoQuestion[] = [
  {
    key: 'tech-prob-bayes-1',
    section: 'Technical',
    topic: 'Probability',
    text: 'A disease affects 1% of a population. A test detects it in 90% of people who have it, and gives a false positive for 5% of people who do not. A randomly chosen person tests positive. What is the probability (to three decimals) that they have the disease?',
    options: ['0.900', '0.095', '0.154', '0.500'],
    correctIndex: 2,
    explanation: r`By Bayes' theorem, with $D$ = has disease and $+$ = tests positive:

$$P(D \mid +) = \frac{P(+ \mid D)\,P(D)}{P(+ \mid D)\,P(D) + P(+ \mid \lnot D)\,P(\lnot D)} = \frac{0.9 \times 0.01}{0.9 \times 0.01 + 0.05 \times 0.99}$$

$$= \frac{0.009}{0.009 + 0.0495} = \frac{0.009}{0.0585} \approx 0.154$$

The low prior makes most positives false positives.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-prob-geometric-1',
    section: 'Technical',
    topic: 'Probability',
    text: 'A fair die is rolled repeatedly until a 6 appears. What is the expected number of rolls?',
    options: ['3', '5', '36', '6'],
    correctIndex: 3,
    explanation: r`The number of rolls is geometric with success probability $p = \frac{1}{6}$, whose mean is $\frac{1}{p} = 6$.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-prob-binomial-1',
    section: 'Technical',
    topic: 'Probability',
    text: 'A fair coin is tossed 5 times. What is the probability of getting exactly 3 heads?',
    options: [r`$\frac{5}{16}$`, r`$\frac{3}{5}$`, r`$\frac{1}{8}$`, r`$\frac{5}{32}$`],
    correctIndex: 0,
    explanation: r`$$P(X = 3) = \binom{5}{3}\left(\frac{1}{2}\right)^5 = \frac{10}{32} = \frac{5}{16}$$`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-prob-uniform-variance-1',
    section: 'Technical',
    topic: 'Probability',
    text: r`$X$ is uniformly distributed on the interval $[0, 2]$. What is $\operatorname{Var}(X)$?`,
    options: [r`$\frac{1}{12}$`, r`$\frac{1}{3}$`, r`$\frac{2}{3}$`, '$1$'],
    correctIndex: 1,
    explanation: r`For $X \sim U[a, b]$, $\operatorname{Var}(X) = \frac{(b - a)^2}{12} = \frac{4}{12} = \frac{1}{3}$.

Check: $E[X] = 1$ and $E[X^2] = \int_0^2 \frac{x^2}{2}\,dx = \frac{4}{3}$, so $\operatorname{Var}(X) = \frac{4}{3} - 1 = \frac{1}{3}$.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-prob-cards-1',
    section: 'Technical',
    topic: 'Probability',
    text: 'Two cards are drawn one after the other, without replacement, from a well-shuffled standard deck of 52 cards. What is the probability that both are aces?',
    options: [r`$\frac{1}{169}$`, r`$\frac{1}{13}$`, r`$\frac{4}{663}$`, r`$\frac{1}{221}$`],
    correctIndex: 3,
    explanation: r`$$P = \frac{4}{52} \times \frac{3}{51} = \frac{12}{2652} = \frac{1}{221}$$

($\frac{1}{169}$ would be the answer *with* replacement.)`,
    marks: 1,
    source: 'public',
  },
];

// ---------------------------------------------------------------------------
// Technical: digital logic
// ---------------------------------------------------------------------------

const digitalLogic: DemoQuestion[] = [
  {
    key: 'tech-dl-kmap-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: r`What is the minimal sum-of-products form of $F(A, B, C) = \sum m(0, 2, 4, 6)$?`,
    options: [r`$\overline{A}\,\overline{C}$`, r`$\overline{B}\,\overline{C}$`, r`$\overline{C}$`, r`$A + \overline{C}$`],
    correctIndex: 2,
    explanation: r`The minterms in binary $ABC$ are $000, 010, 100, 110$: exactly the four combinations with $C = 0$. They form a single group of four on the K-map, so $F = \overline{C}$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dl-twos-complement-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: "What is the 8-bit two's complement representation of −45?",
    options: ['11010010', '10101101', '11010011', '11010100'],
    correctIndex: 2,
    explanation: `- +45 in binary: 00101101
- Invert all bits: 11010010
- Add 1: **11010011**

Check: 11010011 = −128 + 64 + 16 + 2 + 1 = −45.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dl-mux-tree-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: 'How many 2:1 multiplexers are needed to build a 16:1 multiplexer?',
    options: ['15', '8', '16', '4'],
    correctIndex: 0,
    explanation: 'Build a tree: 8 MUXes reduce 16 inputs to 8, then 4, 2 and 1: 8 + 4 + 2 + 1 = **15**. In general an n:1 MUX needs n − 1 two-input MUXes.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-dl-counter-ff-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: 'What is the minimum number of flip-flops needed to build a mod-25 counter?',
    options: ['4', '6', '25', '5'],
    correctIndex: 3,
    explanation: r`A counter with $n$ flip-flops has at most $2^n$ states. We need $2^n \ge 25$: $2^4 = 16$ is too small and $2^5 = 32$ suffices, so $n = 5$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dl-absorption-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: r`The Boolean expression $A + \overline{A}B$ simplifies to`,
    options: ['$A$', '$AB$', '$A + B$', r`$\overline{A} + B$`],
    correctIndex: 2,
    explanation: r`Using distributivity of $+$ over $\cdot$:

$$A + \overline{A}B = (A + \overline{A})(A + B) = 1 \cdot (A + B) = A + B$$`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-dl-octal-hex-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: r`Convert $(235)_8$ to hexadecimal.`,
    options: [r`$(9D)_{16}$`, r`$(9B)_{16}$`, r`$(157)_{16}$`, r`$(B9)_{16}$`],
    correctIndex: 0,
    explanation: r`Write each octal digit as 3 bits: $2 \to 010$, $3 \to 011$, $5 \to 101$, giving $010\,011\,101 = 1001\,1101$ (regrouped in 4s from the right) $= (9D)_{16}$.

Check in decimal: $2 \cdot 64 + 3 \cdot 8 + 5 = 157 = 9 \cdot 16 + 13$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-dl-overflow-1',
    section: 'Technical',
    topic: 'Digital Logic',
    text: "Two 8-bit two's complement numbers, 01100100 and 00110010, are added. What is the 8-bit result and is there an overflow?",
    options: ['10010110, overflow = 1', '10010110, overflow = 0', '00010110, overflow = 1', '10010110, carry-out = 1 and overflow = 0'],
    correctIndex: 0,
    explanation: `The operands are +100 and +50; the true sum 150 exceeds the 8-bit range −128…+127.

- Binary sum: 01100100 + 00110010 = **10010110** (no carry out of bit 7).
- Two positive operands produced a negative-looking result (sign bit 1), so **overflow = 1**. Equivalently, carry into the MSB (1) ≠ carry out of the MSB (0).

Read as two's complement, 10010110 = −106, which is wrong because of the overflow.`,
    marks: 2,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: computer organisation and architecture
// ---------------------------------------------------------------------------

const coa: DemoQuestion[] = [
  {
    key: 'tech-coa-cache-tag-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    remarks: 'NAT (converted to MCQ)',
    text: 'A direct-mapped cache of 32 KB has 64-byte blocks. The processor generates 32-bit byte addresses. How many bits are in the tag field?',
    options: ['15', '17', '18', '20'],
    correctIndex: 1,
    explanation: r`- Block offset: $64 = 2^6$, so 6 bits.
- Number of lines: $\frac{32 \text{ KB}}{64 \text{ B}} = \frac{2^{15}}{2^6} = 2^9$, so 9 index bits.
- Tag: $32 - 9 - 6 = 17$ bits.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-coa-amat-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'A cache has a hit time of 2 ns, a miss rate of 5% and a miss penalty of 100 ns. What is the average memory access time?',
    options: ['5 ns', '102 ns', '12 ns', '7 ns'],
    correctIndex: 3,
    explanation: r`$$\text{AMAT} = \text{hit time} + \text{miss rate} \times \text{miss penalty} = 2 + 0.05 \times 100 = 7 \text{ ns}$$`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-coa-pipeline-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'A 5-stage instruction pipeline has a stage delay of 2 ns. How long does it take to execute 100 instructions, assuming no stalls or hazards?',
    remarks: 'Ignore pipeline register (latch) delays.',
    options: ['200 ns', '208 ns', '1000 ns', '210 ns'],
    correctIndex: 1,
    explanation: r`With $k$ stages and $n$ instructions, the first instruction needs $k$ cycles and each later one completes one cycle after the previous:

$$(k + n - 1) \times t = (5 + 100 - 1) \times 2 = 104 \times 2 = 208 \text{ ns}$$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-coa-amdahl-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: "An enhancement speeds up 40% of a program's execution time by a factor of 4. The rest is unaffected. What is the overall speedup (to two decimals)?",
    options: ['1.60', '1.43', '2.50', '1.30'],
    correctIndex: 1,
    explanation: r`By Amdahl's law, with fraction $f = 0.4$ sped up by $s = 4$:

$$\text{Speedup} = \frac{1}{(1 - f) + \frac{f}{s}} = \frac{1}{0.6 + 0.1} = \frac{1}{0.7} \approx 1.43$$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-coa-addressing-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'Which addressing mode is best suited to stepping through the elements of an array in a loop?',
    options: ['Immediate addressing', 'Register direct addressing', 'Indexed addressing', 'Implied addressing'],
    correctIndex: 2,
    explanation:
      "**Indexed addressing** forms the effective address as base + index register. The base holds the array's start and the index is incremented each iteration, so one instruction reaches every element. Immediate operands are constants, register direct never touches memory and implied addressing has no explicit operand.",
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-coa-memory-chips-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'A memory of 64K words with 16 bits per word is to be built from 1K × 8 RAM chips. How many chips are needed?',
    options: ['64', '32', '256', '128'],
    correctIndex: 3,
    explanation: r`- Word width: $16 / 8 = 2$ chips side by side for each bank.
- Depth: $64\text{K} / 1\text{K} = 64$ banks.

Total $= 64 \times 2 = 128$ chips.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-coa-disk-latency-1',
    section: 'Technical',
    topic: 'Computer Organization & Architecture',
    text: 'What is the average rotational latency of a disk spinning at 7200 RPM?',
    options: ['4.17 ms', '8.33 ms', '2.08 ms', '7.20 ms'],
    correctIndex: 0,
    explanation: r`One rotation takes $\frac{60}{7200}$ s $= 8.33$ ms. On average the desired sector is half a rotation away: $\frac{8.33}{2} \approx 4.17$ ms.`,
    marks: 1,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: programming and data structures
// ---------------------------------------------------------------------------

const programming: DemoQuestion[] = [
  {
    key: 'tech-c-pointer-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C program print?

${F}c
#include <stdio.h>

int main(void) {
    int a[] = {10, 20, 30, 40, 50};
    int *p = a;
    p += 2;
    printf("%d ", *p);
    printf("%d ", *(p + 1) - *(p - 2));
    printf("%d\n", p[-1]);
    return 0;
}
${F}`,
    options: ['30 30 20', '30 20 20', '20 30 10', '30 30 40'],
    correctIndex: 0,
    explanation: r`After ${'`'}p += 2${'`'}, ${'`'}p${'`'} points to ${'`'}a[2]${'`'}.

- ${'`'}*p${'`'} is ${'`'}a[2]${'`'} = 30
- ${'`'}*(p + 1) - *(p - 2)${'`'} is ${'`'}a[3] - a[0]${'`'} = 40 − 10 = 30
- ${'`'}p[-1]${'`'} is ${'`'}*(p - 1)${'`'} = ${'`'}a[1]${'`'} = 20

Output: **30 30 20**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-c-static-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C program print?

${F}c
#include <stdio.h>

int f(void) {
    static int c = 0;
    c += 2;
    return c;
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 3; i++)
        s += f();
    printf("%d\n", s);
    return 0;
}
${F}`,
    options: ['6', '2', '12', '18'],
    correctIndex: 2,
    explanation: 'A `static` local is initialised once and keeps its value between calls. The three calls return 2, 4 and 6, so `s = 2 + 4 + 6 = 12`.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-c-recursion-calls-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C program print?

${F}c
#include <stdio.h>

int calls = 0;

int g(int n) {
    calls++;
    if (n <= 1) return 1;
    return g(n - 1) + g(n - 2);
}

int main(void) {
    int v = g(5);
    printf("%d %d\n", v, calls);
    return 0;
}
${F}`,
    options: ['8 15', '5 9', '8 9', '13 15'],
    correctIndex: 0,
    explanation: r`Let $V(n)$ be the value and $C(n)$ the number of calls, with $V(0) = V(1) = 1$ and $C(0) = C(1) = 1$:

- $V(n) = V(n-1) + V(n-2)$: $V(2) = 2, V(3) = 3, V(4) = 5, V(5) = 8$
- $C(n) = 1 + C(n-1) + C(n-2)$: $C(2) = 3, C(3) = 5, C(4) = 9, C(5) = 15$

Since ${'`'}v${'`'} is assigned before ${'`'}printf${'`'} runs, the program prints **8 15**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-c-bitwise-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C code print?

${F}c
unsigned int x = 0xF0;
printf("%u %u %u\n", x >> 4, x & 0x3C, x ^ 0xFF);
${F}`,
    remarks: 'Assume 32-bit integers.',
    options: ['15 60 15', '15 48 15', '240 48 15', '15 48 255'],
    correctIndex: 1,
    explanation: `- \`0xF0 >> 4\` = \`0x0F\` = 15
- \`0xF0 & 0x3C\`: 1111 0000 & 0011 1100 = 0011 0000 = \`0x30\` = 48
- \`0xF0 ^ 0xFF\`: 1111 0000 ^ 1111 1111 = 0000 1111 = 15

Output: **15 48 15**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-c-sizeof-strlen-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C code print?

${F}c
char s[] = "GATE";
char *p = "GATE";
printf("%zu %zu\n", sizeof(s), strlen(p));
${F}`,
    remarks: 'Assume a 64-bit system, with stdio.h and string.h included.',
    options: ['4 4', '8 4', '5 5', '5 4'],
    correctIndex: 3,
    explanation:
      '`s` is an array initialised from a string literal, so it holds the 4 characters plus the terminating `\\0`: `sizeof(s)` is 5. `strlen` counts characters before the `\\0`: 4. (`sizeof(p)` would be 8 on a 64-bit system, but the code uses `strlen(p)`.)',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-c-macro-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C code print?

${F}c
#define SQ(x) x * x
printf("%d\n", SQ(3 + 2));
${F}`,
    options: ['25', '13', '11', '10'],
    correctIndex: 2,
    explanation:
      'Macros are textual substitution. `SQ(3 + 2)` expands to `3 + 2 * 3 + 2`, which by precedence is `3 + 6 + 2 = 11`. Writing the macro as `((x) * (x))` would give 25.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-c-switch-1',
    section: 'Technical',
    topic: 'Programming in C',
    text: r`What does the following C code print?

${F}c
int x = 2, y = 0;
switch (x) {
    case 1: y += 1;
    case 2: y += 2;
    case 3: y += 3; break;
    default: y += 10;
}
printf("%d\n", y);
${F}`,
    options: ['5', '2', '15', '12'],
    correctIndex: 0,
    explanation:
      'Control jumps to `case 2` and, with no `break` there, **falls through** into `case 3`: `y` becomes 2, then 5, and the `break` exits the switch before `default`. Output: **5**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-py-default-arg-1',
    section: 'Technical',
    topic: 'Programming in Python',
    text: r`What does the following Python code print?

${F}python
def f(xs, acc=[]):
    acc.append(len(xs))
    return acc

f([1, 2])
f([3])
print(f([]))
${F}`,
    options: ['[2, 1, 0]', '[0]', '[]', '[2, 1]'],
    correctIndex: 0,
    explanation:
      'Default argument values are evaluated **once**, when the function is defined. All three calls share the same list `acc`, which collects 2, then 1, then 0. The last call returns that shared list: `[2, 1, 0]`.',
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-py-slicing-1',
    section: 'Technical',
    topic: 'Programming in Python',
    text: r`What does the following Python code print?

${F}python
a = [1, 2, 3, 4, 5, 6]
print(a[1::2], a[-2:])
${F}`,
    options: ['[1, 3, 5] [5, 6]', '[2, 4, 6] [5]', '[2, 4, 6] [5, 6]', '[2, 4] [6]'],
    correctIndex: 2,
    explanation: '`a[1::2]` starts at index 1 and takes every second element: `[2, 4, 6]`. `a[-2:]` takes the last two elements: `[5, 6]`.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-ds-postfix-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'Using a stack, evaluate the postfix expression `6 2 3 + - 3 8 2 / + *`.',
    options: ['49', '1', '14', '7'],
    correctIndex: 3,
    explanation: `Scan left to right, pushing operands and applying each operator to the top two:

1. \`2 3 +\` → 5; stack: 6 5
2. \`-\` → 6 − 5 = 1; stack: 1
3. \`8 2 /\` → 4; stack: 1 3 4
4. \`+\` → 3 + 4 = 7; stack: 1 7
5. \`*\` → 1 × 7 = **7**`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-ds-bst-height-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'The keys 50, 30, 70, 20, 40, 60, 80, 35 are inserted in that order into an initially empty binary search tree. What is the height of the resulting tree?',
    remarks: 'Height is counted in edges: a single node has height 0.',
    options: ['2', '4', '3', '7'],
    correctIndex: 2,
    explanation: `50 is the root; 30 and 70 are its children; 20, 40, 60, 80 fill the next level. 35 is less than 50, greater than 30 and less than 40, so it becomes the left child of 40.

The longest root-to-leaf path is 50 → 30 → 40 → 35: **3 edges**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-ds-traversal-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'A binary tree has inorder traversal D B E A F C G and preorder traversal A B D E C F G. What is its postorder traversal?',
    options: ['D E B F G C A', 'D B E F C G A', 'E D B G F C A', 'D E F B G C A'],
    correctIndex: 0,
    explanation: `- Preorder starts with A, so A is the root. In the inorder, D B E is the left subtree and F C G the right.
- Left subtree: preorder B D E → root B with children D and E.
- Right subtree: preorder C F G → root C with children F and G.

Postorder (left, right, root): **D E B F G C A**.`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'tech-ds-heap-insert-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'The keys 10, 20, 5, 30, 15 are inserted one by one into an initially empty max-heap stored in an array. What is the final array?',
    options: ['[30, 20, 15, 10, 5]', '[30, 15, 20, 5, 10]', '[30, 20, 10, 5, 15]', '[30, 20, 5, 10, 15]'],
    correctIndex: 3,
    explanation: `Each insertion appends at the end and sifts up:

1. 10 → [10]
2. 20 → [10, 20] → swap with parent → [20, 10]
3. 5 → [20, 10, 5]
4. 30 → [20, 10, 5, 30] → swap with 10 → [20, 30, 5, 10] → swap with 20 → [30, 20, 5, 10]
5. 15 → [30, 20, 5, 10, 15]; its parent 20 is larger, so it stays.

Final: **[30, 20, 5, 10, 15]**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-ds-linear-probing-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'Keys 12, 22, 32, 5, 15, 25 are inserted in that order into an empty hash table of size 10 with $h(k) = k \\bmod 10$ and linear probing. In which slot does 25 end up?',
    options: ['5', '6', '7', '8'],
    correctIndex: 2,
    explanation: `- 12 → slot 2; 22 → 2 taken, goes to 3; 32 → 2, 3 taken, goes to 4
- 5 → slot 5; 15 → 5 taken, goes to 6
- 25 → 5 and 6 taken, goes to **7**`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-ds-catalan-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: 'How many structurally different binary trees can be formed with 4 unlabelled nodes?',
    options: ['12', '16', '14', '24'],
    correctIndex: 2,
    explanation: r`The number of binary tree shapes with $n$ nodes is the Catalan number

$$C_n = \frac{1}{n+1}\binom{2n}{n}, \qquad C_4 = \frac{1}{5}\binom{8}{4} = \frac{70}{5} = 14$$`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-ds-linked-list-1',
    section: 'Technical',
    topic: 'Data Structures',
    text: r`The function below is called with the head of the linked list 1 → 2 → 3 → 4 → 5 → 6. What does it return?

${F}c
struct Node { int val; struct Node *next; };

int mystery(struct Node *h) {
    if (h == NULL || h->next == NULL) return 0;
    return h->val + mystery(h->next->next);
}
${F}`,
    options: ['12', '21', '9', '6'],
    correctIndex: 2,
    explanation: `The function adds the value of a node and jumps two nodes ahead, stopping when fewer than two nodes remain.

- mystery(1): 1 + mystery(3)
- mystery(3): 3 + mystery(5)
- mystery(5): node 5 has a next (6), so 5 + mystery(NULL) = 5 + 0

Total: 1 + 3 + 5 = **9**.`,
    marks: 2,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: algorithms
// ---------------------------------------------------------------------------

const algorithms: DemoQuestion[] = [
  {
    key: 'tech-algo-master-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`What is the solution of the recurrence $T(n) = 4T(n/2) + n^2 \log n$?`,
    options: [r`$\Theta(n^2)$`, r`$\Theta(n^2 \log n)$`, r`$\Theta(n^2 \log^2 n)$`, r`$\Theta(n^3)$`],
    correctIndex: 2,
    explanation: r`Here $a = 4$, $b = 2$, so $n^{\log_b a} = n^2$. The driving function is $f(n) = n^2 \log n = \Theta(n^{\log_b a} \log^k n)$ with $k = 1$.

By the extended case 2 of the master theorem, $T(n) = \Theta(n^{\log_b a} \log^{k+1} n) = \Theta(n^2 \log^2 n)$.

(Intuition: each of the $\log n$ levels of the recursion tree does about $n^2 \log(n/2^i)$ work, and these sum to $\Theta(n^2 \log^2 n)$.)`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-algo-loop-complexity-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`What is the time complexity of the following code fragment in terms of $n$?

${F}c
int count = 0;
for (int i = 1; i < n; i = i * 2)
    for (int j = 0; j < i; j++)
        count++;
${F}`,
    options: [r`$\Theta(n \log n)$`, r`$\Theta(\log n)$`, r`$\Theta(n^2)$`, r`$\Theta(n)$`],
    correctIndex: 3,
    explanation: r`The outer loop runs for $i = 1, 2, 4, \dots$ (about $\log_2 n$ times), but the inner loop runs $i$ times, not $n$ times. The total work is a geometric series:

$$1 + 2 + 4 + \dots + 2^{k} < 2 \cdot 2^{k} < 2n$$

so the fragment is $\Theta(n)$, not $\Theta(n \log n)$.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-algo-stable-sort-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'Which of the following sorting algorithms is stable in its standard implementation?',
    options: ['Quick sort', 'Heap sort', 'Selection sort', 'Merge sort'],
    correctIndex: 3,
    explanation:
      '**Merge sort** is stable: when two keys are equal, the merge step takes the one from the left half first, preserving their original order. Standard quick sort, heap sort and selection sort can all reorder equal keys through long-distance swaps.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-algo-dijkstra-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: `A directed graph has these weighted edges:

| Edge | S→A | S→B | B→A | A→C | B→C | C→D | B→D |
|---|---|---|---|---|---|---|---|
| Weight | 4 | 1 | 2 | 1 | 5 | 3 | 8 |

What is the length of the shortest path from S to D?`,
    options: ['8', '9', '7', '6'],
    correctIndex: 2,
    explanation: `Running Dijkstra from S:

- d(S) = 0; relax S: d(A) = 4, d(B) = 1
- Take B (1): d(A) = min(4, 1 + 2) = 3, d(C) = 6, d(D) = 9
- Take A (3): d(C) = min(6, 3 + 1) = 4
- Take C (4): d(D) = min(9, 4 + 3) = 7

The shortest path is S → B → A → C → D with length **7**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-algo-mst-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'An undirected graph has edges AB = 1, BC = 2, AC = 3, BD = 4, CD = 5, DE = 6, CE = 7. What is the weight of its minimum spanning tree?',
    options: ['12', '15', '13', '16'],
    correctIndex: 2,
    explanation: `Kruskal's algorithm, taking edges in increasing order:

- AB (1): take
- BC (2): take
- AC (3): skip, A and C are already connected
- BD (4): take
- CD (5): skip, forms a cycle
- DE (6): take; all 5 vertices are now connected

Weight = 1 + 2 + 4 + 6 = **13**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-algo-lcs-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'What is the length of the longest common subsequence of the strings ABCBDAB and BDCABA?',
    options: ['3', '5', '4', '6'],
    correctIndex: 2,
    explanation: `Filling the standard dynamic-programming table gives a length of **4**.

One LCS is **BCBA**: take B, C, B, A at positions 2, 3, 4, 6 of ABCBDAB and positions 1, 3, 5, 6 of BDCABA. Other LCSs of the same length are BDAB and BCAB. No common subsequence of length 5 exists.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-algo-matrix-chain-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: r`Matrices $A$ ($10 \times 30$), $B$ ($30 \times 5$) and $C$ ($5 \times 60$) are to be multiplied. What is the minimum number of scalar multiplications needed to compute $ABC$?`,
    options: ['27000', '4500', '9000', '6000'],
    correctIndex: 1,
    explanation: r`Multiplying a $p \times q$ by a $q \times r$ matrix costs $pqr$ scalar multiplications.

- $(AB)C$: $10 \cdot 30 \cdot 5 + 10 \cdot 5 \cdot 60 = 1500 + 3000 = 4500$
- $A(BC)$: $30 \cdot 5 \cdot 60 + 10 \cdot 30 \cdot 60 = 9000 + 18000 = 27000$

The minimum is $4500$.`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'tech-algo-binary-search-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'In the worst case, how many elements does binary search examine when searching a sorted array of 1000 elements?',
    options: ['9', '11', '10', '500'],
    correctIndex: 2,
    explanation: r`Each probe halves the remaining range. The worst case examines $\lfloor \log_2 n \rfloor + 1$ elements: $\lfloor \log_2 1000 \rfloor + 1 = 9 + 1 = 10$ (since $2^9 = 512 \le 1000 < 1024 = 2^{10}$).`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-algo-quicksort-worst-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'Quick sort always picks the first element as the pivot. What is its running time on an array that is already sorted in ascending order?',
    options: [r`$\Theta(n \log n)$`, r`$\Theta(n^2)$`, r`$\Theta(n)$`, r`$\Theta(\log n)$`],
    correctIndex: 1,
    explanation: r`On sorted input the first element is the minimum, so each partition splits off an empty side and a side of size $n - 1$. The work is $n + (n-1) + \dots + 1 = \frac{n(n+1)}{2} = \Theta(n^2)$.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-algo-topological-1',
    section: 'Technical',
    topic: 'Algorithms',
    text: 'A DAG has vertices A, B, C, D, E and edges A→B, A→C, B→D, C→D (E has no edges). How many distinct topological orderings does it have?',
    options: ['2', '5', '24', '10'],
    correctIndex: 3,
    explanation: `- Ignoring E, A must come first and D last, with B and C in either order: 2 orderings of A, B, C, D.
- E is unconstrained, so it can be placed in any of the 5 positions of each such ordering.

Total = 2 × 5 = **10**.`,
    marks: 2,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: theory of computation
// ---------------------------------------------------------------------------

const toc: DemoQuestion[] = [
  {
    key: 'tech-toc-regex-no-aa-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: "Which regular expression denotes exactly the strings over $\\{a, b\\}$ that contain no two consecutive $a$'s?",
    options: [r`$(b + ab)^{*}$`, r`$(a + ba)^{*}$`, r`$b^{*}(ab^{*})^{*}$`, r`$(b + ab)^{*}(\varepsilon + a)$`],
    correctIndex: 3,
    explanation: r`In a string with no $aa$, every $a$ except possibly a final one is immediately followed by $b$. So the string is a sequence of blocks $b$ and $ab$, optionally followed by one last $a$: $(b + ab)^{*}(\varepsilon + a)$.

- $(b + ab)^{*}$ misses strings ending in $a$, such as $a$ or $ba$.
- $(a + ba)^{*}$ generates $aa$.
- $b^{*}(ab^{*})^{*}$ generates $aa$ (take $b^{*}$ empty twice).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-toc-dfa-mod3-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: 'What is the number of states in the minimal DFA that accepts binary strings whose value, read as an unsigned binary number, is divisible by 3? (Treat the empty string as the value 0.)',
    options: ['2', '4', '3', '8'],
    correctIndex: 2,
    explanation: r`Track the remainder mod 3. Reading bit $b$ maps remainder $r$ to $(2r + b) \bmod 3$, so 3 states (remainders 0, 1, 2) suffice, with state 0 both start and accepting. The three remainders are pairwise distinguishable (for example, after reading remainder 1 vs 2, appending a 1 gives remainders 0 vs 2), so the minimal DFA has exactly **3** states.`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'tech-toc-not-cfl-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: 'Which of the following languages is **not** context-free?',
    options: [r`$\{a^n b^n \mid n \ge 0\}$`, r`$\{a^n b^n c^n \mid n \ge 0\}$`, r`$\{w w^R \mid w \in \{a, b\}^{*}\}$`, r`$\{a^m b^n \mid m \ne n\}$`],
    correctIndex: 1,
    explanation: r`$\{a^n b^n c^n\}$ needs two independent equality checks, which a single stack cannot do; the pumping lemma for CFLs shows it is not context-free.

The others are CFLs: $a^n b^n$ and $w w^R$ (even palindromes) have simple grammars/PDAs, and $\{a^m b^n \mid m \ne n\}$ is the union of $m > n$ and $m < n$, each context-free.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-toc-undecidable-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: 'Which of the following problems is undecidable?',
    options: [
      'Whether a given context-free grammar generates the empty language',
      'Whether a given string belongs to the language of a given context-free grammar',
      'Whether two given DFAs accept the same language',
      'Whether a given Turing machine halts on the empty input',
    ],
    correctIndex: 3,
    explanation:
      'Halting on the empty input (the **blank-tape halting problem**) is undecidable: the general halting problem reduces to it. Emptiness of a CFG (check whether the start symbol is generating), CFG membership (CYK) and DFA equivalence (minimise and compare, or test the symmetric difference for emptiness) are all decidable.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-toc-cfl-closure-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    remarks: 'MSQ (converted to MCQ)',
    text: `Under which of the following operations is the class of context-free languages closed?

- I. Union
- II. Intersection
- III. Kleene star
- IV. Complement`,
    options: ['I and III only', 'I, II and III only', 'I only', 'All four'],
    correctIndex: 0,
    explanation: r`- **Union** and **Kleene star**: closed, by simple grammar constructions ($S \to S_1 \mid S_2$ and $S \to S S_1 \mid \varepsilon$).
- **Intersection**: not closed. $\{a^n b^n c^m\} \cap \{a^m b^n c^n\} = \{a^n b^n c^n\}$, which is not context-free.
- **Complement**: not closed; otherwise intersection would follow by De Morgan's law with union.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-toc-count-strings-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    remarks: 'NAT (converted to MCQ)',
    text: 'How many strings of length 4 over the alphabet $\\{a, b\\}$ contain $ab$ as a substring?',
    options: ['12', '10', '11', '8'],
    correctIndex: 2,
    explanation: r`Count the complement. A string avoids $ab$ exactly when no $a$ is followed by a $b$, i.e. it has the form $b^{*}a^{*}$. Of length 4 there are 5 such strings ($bbbb, bbba, bbaa, baaa, aaaa$).

$$2^4 - 5 = 16 - 5 = 11$$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-toc-equal-ab-1',
    section: 'Technical',
    topic: 'Theory of Computation',
    text: "The language of all strings over $\\{a, b\\}$ with an equal number of $a$'s and $b$'s is",
    options: ['Regular', 'Context-free but not regular', 'Not context-free', 'Finite'],
    correctIndex: 1,
    explanation: r`It is **context-free**: the grammar $S \to aSbS \mid bSaS \mid \varepsilon$ generates it, or a PDA can push the surplus symbol and pop on the other one.

It is **not regular**: intersecting with the regular language $a^{*}b^{*}$ gives $\{a^n b^n\}$, which is not regular, and regular languages are closed under intersection.`,
    marks: 2,
    source: 'public',
  },
];

// ---------------------------------------------------------------------------
// Technical: compiler design
// ---------------------------------------------------------------------------

const compilers: DemoQuestion[] = [
  {
    key: 'tech-cd-first-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: r`Consider the grammar

$$\begin{aligned} S &\to A\,B \\ A &\to a\,A \mid \varepsilon \\ B &\to b\,B \mid c \end{aligned}$$

What is $\text{FIRST}(S)$?`,
    options: [r`$\{a\}$`, r`$\{a, \varepsilon\}$`, r`$\{a, b, c\}$`, r`$\{a, b, c, \varepsilon\}$`],
    correctIndex: 2,
    explanation: r`$\text{FIRST}(A) = \{a, \varepsilon\}$ and $\text{FIRST}(B) = \{b, c\}$. Because $A$ can derive $\varepsilon$, $\text{FIRST}(S)$ also includes $\text{FIRST}(B)$:

$$\text{FIRST}(S) = (\{a, \varepsilon\} \setminus \{\varepsilon\}) \cup \{b, c\} = \{a, b, c\}$$

$\varepsilon \notin \text{FIRST}(S)$ because $B$ is not nullable.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-cd-tokens-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: 'How many tokens does a C lexical analyser produce for the statement `int x = a[i] + 10;`?',
    options: ['8', '9', '11', '10'],
    correctIndex: 3,
    explanation: 'The tokens are `int`, `x`, `=`, `a`, `[`, `i`, `]`, `+`, `10`, `;`: **10** tokens. Whitespace is skipped and produces no tokens.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-cd-parser-power-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: 'Which of the following bottom-up parsers accepts the largest class of grammars?',
    options: ['LR(0)', 'SLR(1)', 'LALR(1)', 'Canonical LR(1)'],
    correctIndex: 3,
    explanation:
      'The grammar classes are nested: LR(0) ⊂ SLR(1) ⊂ LALR(1) ⊂ canonical LR(1). LALR(1) merges LR(1) states with the same core, which can introduce reduce-reduce conflicts that **canonical LR(1)** does not have, at the cost of many more states.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-cd-left-recursion-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: r`Eliminating left recursion from $A \to A\alpha \mid \beta$ (where $\beta$ does not start with $A$) gives`,
    options: [
      r`$A \to \beta A',\ A' \to \alpha A' \mid \varepsilon$`,
      r`$A \to \alpha A',\ A' \to \beta A' \mid \varepsilon$`,
      r`$A \to \beta \mid \beta\alpha$`,
      r`$A \to A'\beta,\ A' \to \alpha A' \mid \varepsilon$`,
    ],
    correctIndex: 0,
    explanation: r`$A \to A\alpha \mid \beta$ generates $\beta\alpha^{*}$: one $\beta$ followed by any number of $\alpha$'s. The right-recursive grammar $A \to \beta A'$, $A' \to \alpha A' \mid \varepsilon$ generates the same language without left recursion.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-cd-sdt-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: r`Consider this syntax-directed definition, in which the actions deliberately swap the usual operators:

| Production | Semantic rule |
|---|---|
| $E \to E_1 + T$ | $E.val = E_1.val \times T.val$ |
| $E \to T$ | $E.val = T.val$ |
| $T \to T_1 * F$ | $T.val = T_1.val + F.val$ |
| $T \to F$ | $T.val = F.val$ |
| $F \to \text{num}$ | $F.val = \text{num}.lexval$ |

What is $E.val$ for the input ${'`'}2 + 3 * 4${'`'}?`,
    options: ['20', '14', '24', '10'],
    correctIndex: 1,
    explanation: r`The **grammar** still gives $*$ higher precedence than $+$, so the parse tree is $2 + (3 * 4)$; only the **actions** are swapped.

- $T$ for $3 * 4$: $3 + 4 = 7$
- $E$ for $2 + T$: $2 \times 7 = 14$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-cd-phases-1',
    section: 'Technical',
    topic: 'Compiler Design',
    text: 'In which phase of a compiler is a type mismatch, such as adding an integer to a struct, detected?',
    options: ['Lexical analysis', 'Syntax analysis', 'Semantic analysis', 'Code optimisation'],
    correctIndex: 2,
    explanation:
      'The expression `i + s` is syntactically well formed, so the parser accepts it. Type checking happens during **semantic analysis**, which uses the symbol table to find that `+` is not defined for those operand types.',
    marks: 1,
    source: 'ai-generated',
  },
];

// ---------------------------------------------------------------------------
// Technical: operating systems
// ---------------------------------------------------------------------------

const operatingSystems: DemoQuestion[] = [
  {
    key: 'tech-os-round-robin-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: `Three processes arrive at time 0 in the order P1, P2, P3 with CPU bursts of 5, 3 and 1 ms. They are scheduled with round robin, time quantum 2 ms. What is the average waiting time?`,
    remarks: 'Ignore context-switch overhead.',
    options: ['4.00 ms', '5.00 ms', '3.67 ms', '4.33 ms'],
    correctIndex: 3,
    explanation: `Gantt chart: P1 (0–2), P2 (2–4), P3 (4–5), P1 (5–7), P2 (7–8), P1 (8–9).

| Process | Completion | Burst | Waiting = completion − burst |
|---|---|---|---|
| P1 | 9 | 5 | 4 |
| P2 | 8 | 3 | 5 |
| P3 | 5 | 1 | 4 |

Average waiting time = 13 / 3 ≈ **4.33 ms**.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-sjf-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'Four processes arrive at time 0 with CPU bursts of 6, 8, 7 and 3 ms. Using non-preemptive shortest-job-first scheduling, what is the average waiting time?',
    options: ['10.25 ms', '7 ms', '6 ms', '8 ms'],
    correctIndex: 1,
    explanation:
      'SJF runs the bursts in the order 3, 6, 7, 8. Waiting times are 0, 3, 3 + 6 = 9 and 9 + 7 = 16. Average = (0 + 3 + 9 + 16) / 4 = 28 / 4 = **7 ms**. (FCFS in the given order would give 10.25 ms.)',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-os-page-table-size-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A system uses 32-bit virtual addresses, 4 KB pages and a single-level page table with 4-byte entries. How large is the page table of one process?',
    options: ['1 MB', '4 KB', '4 MB', '2 MB'],
    correctIndex: 2,
    explanation: r`Page offset: $4\text{ KB} = 2^{12}$, so 12 bits. Number of pages $= 2^{32 - 12} = 2^{20}$.

Page table size $= 2^{20} \times 4 \text{ B} = 4 \text{ MB}$.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-fifo-faults-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'With 3 initially empty frames and FIFO page replacement, how many page faults occur for the reference string 7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2?',
    options: ['10', '9', '11', '8'],
    correctIndex: 0,
    explanation: `Frames after each fault (oldest first):

- 7, 0, 1 → 3 faults: [7, 0, 1]
- 2 → evict 7: [0, 1, 2] (4)
- 0 → hit
- 3 → evict 0: [1, 2, 3] (5)
- 0 → evict 1: [2, 3, 0] (6)
- 4 → evict 2: [3, 0, 4] (7)
- 2 → evict 3: [0, 4, 2] (8)
- 3 → evict 0: [4, 2, 3] (9)
- 0 → evict 4: [2, 3, 0] (10)
- 3, 2 → hits

Total: **10** page faults.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-lru-faults-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'With 3 initially empty frames and LRU page replacement, how many page faults occur for the reference string 7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2?',
    options: ['9', '10', '8', '11'],
    correctIndex: 0,
    explanation: `Evict the page whose last use is furthest in the past:

- 7, 0, 1 → 3 faults
- 2 → evict 7 (4); 0 → hit
- 3 → evict 1 (5); 0 → hit
- 4 → evict 2 (6)
- 2 → evict 3 (7)
- 3 → evict 0 (8)
- 0 → evict 4 (9)
- 3, 2 → hits

Total: **9** page faults (one fewer than FIFO on the same string).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-bankers-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: `A system has 10 instances of a single resource type. The current state is:

| Process | Maximum need | Allocated |
|---|---|---|
| P0 | 7 | 2 |
| P1 | 4 | 2 |
| P2 | 9 | 3 |

Using the Banker's algorithm, which statement is correct?`,
    options: [
      'The state is unsafe',
      'The state is safe, with safe sequence ⟨P0, P1, P2⟩',
      'The state is safe, with safe sequence ⟨P1, P0, P2⟩',
      'The state is safe, with safe sequence ⟨P2, P1, P0⟩',
    ],
    correctIndex: 2,
    explanation: `Available = 10 − (2 + 2 + 3) = 3. Remaining needs: P0 = 5, P1 = 2, P2 = 6.

- Only P1 (need 2 ≤ 3) can finish first; it releases 2 → available 5.
- P0 (need 5 ≤ 5) finishes → available 7.
- P2 (need 6 ≤ 7) finishes → available 10.

The state is **safe** with sequence ⟨P1, P0, P2⟩ (and it is the only one, since neither P0 nor P2 can start first).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-semaphore-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A counting semaphore is initialised to 7. Then 20 P (wait) operations and 15 V (signal) operations are performed on it. What is its final value?',
    options: ['2', '−2', '12', '0'],
    correctIndex: 0,
    explanation: 'Each P decrements the value and each V increments it (a negative value counts blocked processes): 7 − 20 + 15 = **2**.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-os-fork-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: r`How many **child** processes are created by this program?

${F}c
#include <unistd.h>

int main(void) {
    for (int i = 0; i < 3; i++)
        fork();
    return 0;
}
${F}`,
    remarks: 'Assume every fork() call succeeds.',
    options: ['3', '8', '7', '6'],
    correctIndex: 2,
    explanation: r`Every existing process executes each remaining ${'`'}fork()${'`'}, so the number of processes doubles on each iteration: $2^3 = 8$ processes in total. One of them is the original, so $8 - 1 = 7$ are children.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-deadlock-conditions-1',
    section: 'Technical',
    topic: 'Operating Systems',
    remarks: 'MSQ (converted to MCQ)',
    text: `Which of the following are necessary conditions for a deadlock?

- I. Mutual exclusion
- II. Hold and wait
- III. Preemption of resources
- IV. Circular wait`,
    options: ['I, II and IV only', 'I, II, III and IV', 'II and IV only', 'I and IV only'],
    correctIndex: 0,
    explanation:
      'The four Coffman conditions are mutual exclusion, hold and wait, **no** preemption and circular wait. Statement III says the opposite of "no preemption": if resources can be preempted, deadlock can be broken. So the answer is I, II and IV.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-os-sstf-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A disk head is at cylinder 50. The request queue is 82, 170, 43, 140, 24, 16, 190. What is the total head movement (in cylinders) under SSTF scheduling?',
    options: ['240', '208', '332', '190'],
    correctIndex: 1,
    explanation: `Always serve the closest pending request:

50 → 43 (7) → 24 (19) → 16 (8) → 82 (66) → 140 (58) → 170 (30) → 190 (20)

Total = 7 + 19 + 8 + 66 + 58 + 30 + 20 = **208** cylinders.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-os-tlb-eat-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'A paging system keeps a single-level page table in main memory. A TLB lookup takes 10 ns, a main-memory access takes 100 ns, and the TLB hit ratio is 90%. What is the effective memory access time?',
    remarks: 'The TLB is searched first; on a miss the page table entry is read from memory. No page faults occur.',
    options: ['120 ns', '110 ns', '130 ns', '210 ns'],
    correctIndex: 0,
    explanation: r`- Hit: the TLB lookup, then the data: $10 + 100 = 110$ ns.
- Miss: the TLB lookup, the page table entry, then the data: $10 + 100 + 100 = 210$ ns.

Effective access time $= 0.9 \times 110 + 0.1 \times 210 = 99 + 21 = 120$ ns.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-os-thread-stack-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'Which of the following is **not** shared by the threads of one process?',
    options: ['The heap', 'Open file descriptors', 'Global variables', 'The stack'],
    correctIndex: 3,
    explanation:
      'The threads of a process share its address space (code, global data and heap) and its resources, such as open files. Each thread has its **own stack**, with its own registers and program counter, because each follows its own sequence of calls.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-os-deadlock-units-1',
    section: 'Technical',
    topic: 'Operating Systems',
    text: 'Three processes share a resource type with identical units. Each process needs at most 4 units to finish and keeps the units it gets until it finishes. What is the smallest number of units that guarantees that no deadlock can occur?',
    options: ['9', '10', '12', '13'],
    correctIndex: 1,
    explanation: r`In the worst case each process holds one unit less than it needs, $3 \times 3 = 9$ units in all, and waits for one more: with 9 units that is a deadlock. With one more unit, some process gets its fourth, finishes and releases all 4, and the others can then finish.

So $3 \times (4 - 1) + 1 = 10$ units. (12 units also rule out deadlock, but 10 is the smallest number that does.)`,
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Technical: databases
// ---------------------------------------------------------------------------

const empTable = `Table \`Emp\`:

| name | dept | salary |
|---|---|---|
| Asha | CS | 60000 |
| Bala | CS | 45000 |
| Chitra | CS | 70000 |
| Dev | EE | 80000 |
| Esha | EE | 52000 |
| Farhan | ME | 90000 |
| Gita | ME | 40000 |
| Hari | EE | 30000 |`;

const databases: DemoQuestion[] = [
  {
    key: 'tech-db-group-by-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`${empTable}

What does this query return?

${F}sql
SELECT dept, COUNT(*)
FROM Emp
WHERE salary > 50000
GROUP BY dept
HAVING COUNT(*) >= 2;
${F}`,
    options: ['(CS, 3), (EE, 3)', '(CS, 2), (EE, 2)', '(CS, 2), (EE, 2), (ME, 1)', '(CS, 2)'],
    correctIndex: 1,
    explanation: `\`WHERE\` filters rows **before** grouping: Asha, Chitra (CS), Dev, Esha (EE) and Farhan (ME) earn more than 50000.

Groups: CS = 2, EE = 2, ME = 1. \`HAVING COUNT(*) >= 2\` removes ME, leaving **(CS, 2), (EE, 2)**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-null-aggregates-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`A table ${'`'}Bonus${'`'} has a column ${'`'}amount${'`'} with the five values 100, NULL, 300, NULL, 200. What does this query return?

${F}sql
SELECT COUNT(*), COUNT(amount), AVG(amount) FROM Bonus;
${F}`,
    options: ['5, 5, 120', '3, 3, 200', '5, 3, 200', '5, 3, 120'],
    correctIndex: 2,
    explanation:
      '`COUNT(*)` counts rows: 5. `COUNT(amount)` and `AVG(amount)` ignore NULLs: there are 3 non-NULL values with average (100 + 300 + 200) / 3 = **200**, not 600 / 5 = 120.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-normal-form-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`Relation $R(A, B, C, D)$ has functional dependencies $A \to B$, $B \to C$ and $C \to D$. What is the highest normal form that $R$ satisfies?`,
    options: ['1NF', '2NF', '3NF', 'BCNF'],
    correctIndex: 1,
    explanation: r`$A^{+} = \{A, B, C, D\}$, so $A$ is the only candidate key.

- **2NF** holds: the key is a single attribute, so no non-prime attribute can depend on part of a key.
- **3NF** fails: $B \to C$ is a transitive dependency ($B$ is not a superkey and $C$ is not prime).

So $R$ is in 2NF but not 3NF.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-candidate-keys-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`Relation $R(A, B, C, D)$ has functional dependencies $AB \to C$, $C \to D$ and $D \to A$. How many candidate keys does $R$ have?`,
    options: ['1', '2', '4', '3'],
    correctIndex: 3,
    explanation: r`$B$ never appears on a right-hand side, so every key contains $B$; and $B^{+} = \{B\}$ alone is not a key.

- $(AB)^{+} = \{A, B, C, D\}$
- $(BC)^{+}$: $C \to D$, $D \to A$ gives $\{A, B, C, D\}$
- $(BD)^{+}$: $D \to A$, then $AB \to C$ gives $\{A, B, C, D\}$

Each of $AB$, $BC$, $BD$ is minimal, and any other superkey contains one of them. So there are **3** candidate keys.`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-conflict-serializable-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`Consider the schedule $S: r_1(X),\ r_2(X),\ w_1(X),\ w_2(X)$. Which statement is true?`,
    options: [
      r`$S$ is conflict serializable, equivalent to $T_1, T_2$`,
      r`$S$ is conflict serializable, equivalent to $T_2, T_1$`,
      r`$S$ is not conflict serializable`,
      r`$S$ is a serial schedule`,
    ],
    correctIndex: 2,
    explanation: r`Conflicting pairs (same item, different transactions, at least one write):

- $r_1(X)$ before $w_2(X)$: edge $T_1 \to T_2$
- $r_2(X)$ before $w_1(X)$: edge $T_2 \to T_1$
- $w_1(X)$ before $w_2(X)$: edge $T_1 \to T_2$

The precedence graph has the cycle $T_1 \to T_2 \to T_1$, so $S$ is **not conflict serializable** (this is the classic lost-update pattern).`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-db-join-size-1',
    section: 'Technical',
    topic: 'Databases',
    text: 'Relation R has 10 tuples and relation S has 20 tuples. Their only common attribute is a key of S. What is the maximum number of tuples in the natural join of R and S?',
    options: ['200', '20', '10', '30'],
    correctIndex: 2,
    explanation:
      'Because the common attribute is a key of S, each tuple of R matches **at most one** tuple of S. So the join has at most as many tuples as R: **10**.',
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-bplus-order-1',
    section: 'Technical',
    topic: 'Databases',
    remarks: 'NAT (converted to MCQ)',
    text: 'A B+ tree index is stored on disk blocks of 1024 bytes. A search key takes 12 bytes and a child (block) pointer takes 8 bytes. What is the maximum number of child pointers an internal node can hold?',
    options: ['51', '52', '50', '64'],
    correctIndex: 0,
    explanation: r`An internal node with $p$ child pointers holds $p - 1$ keys:

$$8p + 12(p - 1) \le 1024 \implies 20p \le 1036 \implies p \le 51.8$$

So $p = 51$ (check: $51 \cdot 8 + 50 \cdot 12 = 1008 \le 1024$, while 52 pointers need $1028 > 1024$).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-db-division-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`Given ${'`'}Student(sid, name)${'`'}, ${'`'}Course(cid, title)${'`'} and ${'`'}Enrolled(sid, cid)${'`'}, what does this query return?

${F}sql
SELECT s.name
FROM Student s
WHERE NOT EXISTS (
    SELECT c.cid FROM Course c
    WHERE NOT EXISTS (
        SELECT * FROM Enrolled e
        WHERE e.sid = s.sid AND e.cid = c.cid
    )
);
${F}`,
    options: [
      'Students enrolled in at least one course',
      'Students enrolled in no course',
      'Students enrolled in every course',
      'Students enrolled in exactly one course',
    ],
    correctIndex: 2,
    explanation:
      'Read it as a double negation: a student is returned if **there is no course** that the student is **not enrolled in**, i.e. the student is enrolled in every course. This is relational division, Enrolled ÷ Course.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-db-left-join-1',
    section: 'Technical',
    topic: 'Databases',
    text: `Table \`Student\`:

| sid | name |
|---|---|
| 1 | Asha |
| 2 | Bala |
| 3 | Chitra |
| 4 | Dev |

Table \`Enrol\`:

| sid | course |
|---|---|
| 1 | DBMS |
| 1 | OS |
| 3 | DBMS |

How many rows does this query return?

${F}sql
SELECT s.name, e.course
FROM Student s LEFT OUTER JOIN Enrol e ON s.sid = e.sid;
${F}`,
    options: ['3', '5', '4', '7'],
    correctIndex: 1,
    explanation: `A left outer join keeps every row of \`Student\`:

- Asha matches two enrolments: 2 rows.
- Chitra matches one: 1 row.
- Bala and Dev match none: 1 row each, with \`course\` NULL.

2 + 1 + 1 + 1 = **5** rows. (An inner join would return only the 3 matched rows.)`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-db-closure-1',
    section: 'Technical',
    topic: 'Databases',
    text: r`Relation $R(A, B, C, D, E)$ has functional dependencies $A \to B$, $BC \to D$ and $D \to E$. What is the attribute closure $\{A, C\}^{+}$?`,
    options: [r`$\{A, B, C\}$`, r`$\{A, B, C, D\}$`, r`$\{A, C\}$`, r`$\{A, B, C, D, E\}$`],
    correctIndex: 3,
    explanation: r`Start from $\{A, C\}$ and apply the dependencies until nothing changes:

- $A \to B$ adds $B$: $\{A, B, C\}$
- $BC \to D$ adds $D$: $\{A, B, C, D\}$
- $D \to E$ adds $E$: $\{A, B, C, D, E\}$

So $AC$ determines every attribute. It is a candidate key too, since neither $A^{+} = \{A, B\}$ nor $C^{+} = \{C\}$ is the whole relation.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-db-durability-1',
    section: 'Technical',
    topic: 'Databases',
    text: 'A transaction commits, and the system crashes before the pages it changed are written to disk. Which ACID property requires its changes to be present after recovery?',
    options: ['Durability', 'Atomicity', 'Isolation', 'Consistency'],
    correctIndex: 0,
    explanation:
      "**Durability**: once a transaction has committed, its effects survive failures. The recovery manager ensures it by redoing the committed changes from the log, which was forced to disk at commit (write-ahead logging). Atomicity is recovery's other half: undoing the changes of transactions that had not committed.",
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Technical: computer networks
// ---------------------------------------------------------------------------

const networks: DemoQuestion[] = [
  {
    key: 'tech-cn-broadcast-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'What is the broadcast address of the subnet that contains the host 192.168.10.77/26?',
    options: ['192.168.10.63', '192.168.10.127', '192.168.10.255', '192.168.10.128'],
    correctIndex: 1,
    explanation: `A /26 mask leaves 6 host bits, so subnets are blocks of 64 addresses in the last octet: 0–63, 64–127, 128–191, 192–255.

77 falls in 64–127: network 192.168.10.64, broadcast **192.168.10.127**.`,
    marks: 1,
    source: 'ai-generated',
  },
  {
    key: 'tech-cn-hosts-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'How many usable host addresses does an IPv4 /27 subnet provide?',
    options: ['30', '32', '62', '14'],
    correctIndex: 0,
    explanation: r`A /27 leaves $32 - 27 = 5$ host bits: $2^5 = 32$ addresses. The network and broadcast addresses are reserved, leaving $32 - 2 = 30$ usable hosts.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-cn-sr-window-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'A sliding-window protocol uses 3-bit sequence numbers. What is the maximum sender window size for Selective Repeat?',
    options: ['7', '8', '3', '4'],
    correctIndex: 3,
    explanation: r`With $m$-bit sequence numbers there are $2^m = 8$ numbers. Selective Repeat needs sender and receiver windows that cannot overlap after wrap-around, so the window is at most $2^{m-1} = 4$. (Go-Back-N allows $2^m - 1 = 7$.)`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-cn-stop-wait-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'A link has a bandwidth of 1 Mbps and a one-way propagation delay of 2 ms. Frames are 1000 bits long and the stop-and-wait protocol is used. What is the link utilisation?',
    remarks: 'Ignore acknowledgement transmission time and processing delays.',
    options: ['20%', '33.3%', '50%', '25%'],
    correctIndex: 0,
    explanation: r`Transmission time $T_t = \frac{1000 \text{ bits}}{10^6 \text{ bits/s}} = 1$ ms. Each frame occupies a cycle of $T_t + 2T_p = 1 + 4 = 5$ ms.

$$\text{Utilisation} = \frac{T_t}{T_t + 2T_p} = \frac{1}{5} = 20\%$$`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-cn-crc-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: r`The message 1101011011 is sent using CRC with generator polynomial $x^4 + x + 1$. What is the CRC (remainder) appended to the message?`,
    options: ['0011', '1110', '1011', '0110'],
    correctIndex: 1,
    explanation: r`The generator $x^4 + x + 1$ is $10011$ (degree 4), so append four 0s to the message and divide modulo 2 (XOR, no borrows), XOR-ing the generator under each leading 1:

${F}
11010110110000   message followed by 0000
10011            XOR at bit 0
01001110110000
 10011           XOR at bit 1
00000010110000
      10011      XOR at bit 6
00000000101000
        10011    XOR at bit 8
00000000001110   remainder = last 4 bits
${F}

The remainder is $1110$, so the transmitted frame is $11010110111110$, which leaves remainder 0 when divided by $10011$.`,
    marks: 2,
    source: 'public',
  },
  {
    key: 'tech-cn-tcp-cwnd-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'A TCP connection starts with a congestion window of 1 MSS and a slow-start threshold of 8 MSS. Assuming no losses and that every segment is acknowledged, what is the congestion window after 6 round-trip times?',
    options: ['11 MSS', '64 MSS', '12 MSS', '10 MSS'],
    correctIndex: 0,
    explanation: `- Slow start doubles the window each RTT: 1 → 2 → 4 → 8 (after 3 RTTs), reaching the threshold.
- Congestion avoidance then adds 1 MSS per RTT: 9 (RTT 4), 10 (RTT 5), **11** (RTT 6).`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-cn-arp-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'What does the Address Resolution Protocol (ARP) do?',
    options: [
      'Maps a domain name to an IP address',
      'Maps an IP address to a MAC address on the local network',
      'Assigns IP addresses to hosts dynamically',
      'Maps a MAC address to a port number',
    ],
    correctIndex: 1,
    explanation:
      'ARP broadcasts "who has IP x.x.x.x?" on the local link and the owner replies with its **MAC address**, so a frame can be addressed to it. Name-to-IP mapping is DNS, and dynamic address assignment is DHCP.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-cn-csma-cd-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: r`A CSMA/CD network runs at 10 Mbps over a maximum cable length of 2 km. The signal speed is $2 \times 10^8$ m/s. What is the minimum frame size?`,
    options: ['100 bits', '400 bits', '200 bits', '512 bits'],
    correctIndex: 2,
    explanation: r`A sender must still be transmitting when a collision from the far end returns, so $T_t \ge 2T_p$.

- $T_p = \frac{2000 \text{ m}}{2 \times 10^8 \text{ m/s}} = 10\ \mu\text{s}$
- Minimum frame $= 2T_p \times B = 20 \times 10^{-6} \times 10^7 = 200$ bits`,
    marks: 2,
    source: 'ai-generated',
  },
  {
    key: 'tech-cn-private-ip-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'Which of the following IPv4 addresses is a private address, not routed on the public internet?',
    options: ['172.20.5.4', '172.32.1.1', '192.169.0.1', '11.0.0.1'],
    correctIndex: 0,
    explanation:
      'The private blocks (RFC 1918) are 10.0.0.0/8, 172.16.0.0/12 (172.16.0.0 to 172.31.255.255) and 192.168.0.0/16. **172.20.5.4** lies in the second. 172.32.1.1 is just past it, 192.169.0.1 just past the third and 11.0.0.1 just past the first.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-cn-distance-vector-1',
    section: 'Technical',
    topic: 'Computer Networks',
    text: 'Which of the following routing protocols is a distance-vector protocol?',
    options: ['OSPF', 'RIP', 'IS-IS', 'BGP'],
    correctIndex: 1,
    explanation:
      '**RIP** is distance-vector: each router sends its neighbours its table of distances (hop counts) and updates its own by the Bellman-Ford rule. OSPF and IS-IS are link-state protocols, in which every router floods its links and runs Dijkstra over the whole map; BGP, between autonomous systems, is a path-vector protocol.',
    marks: 1,
    source: 'original',
  },
];

// ---------------------------------------------------------------------------
// Technical: UGC NET extras (software engineering, AI)
// ---------------------------------------------------------------------------

const netExtras: DemoQuestion[] = [
  {
    key: 'tech-se-cyclomatic-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'The control-flow graph of a function has 9 edges and 7 nodes and is connected. What is its cyclomatic complexity?',
    options: ['2', '4', '3', '16'],
    correctIndex: 1,
    explanation: r`McCabe's cyclomatic complexity is $V(G) = E - N + 2P$ for $P$ connected components: $9 - 7 + 2 \times 1 = 4$. This is also the number of linearly independent paths to test.`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-se-spiral-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'Which software process model is explicitly **risk-driven**, with a risk-analysis phase in every iteration?',
    options: ['Spiral model', 'Waterfall model', 'V-model', 'Big-bang model'],
    correctIndex: 0,
    explanation:
      "Boehm's **spiral model** repeats four quadrants per loop: determine objectives, identify and resolve risks (often by prototyping), develop and test, and plan the next iteration. Risk analysis drives how much of each activity is done.",
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-se-cohesion-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'Which type of module cohesion is considered the most desirable?',
    options: ['Coincidental cohesion', 'Logical cohesion', 'Temporal cohesion', 'Functional cohesion'],
    correctIndex: 3,
    explanation:
      'From worst to best: coincidental, logical, temporal, procedural, communicational, sequential, **functional**. A functionally cohesive module does exactly one well-defined task, which makes it easiest to understand, test and reuse.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-se-coupling-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'Two modules communicate only by passing elementary data items, such as integers, as parameters. Which type of coupling is this?',
    options: ['Content coupling', 'Common coupling', 'Control coupling', 'Data coupling'],
    correctIndex: 3,
    explanation:
      "From loosest (best) to tightest: data, stamp, control, external, common, content. Passing only the elementary values a module needs is **data coupling**. Passing a flag that steers the other module would be control coupling, sharing global data common coupling, and reaching into the other module's internals content coupling.",
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-se-boundary-value-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'A function accepts an integer age from 18 to 60 inclusive. Which set of test inputs does boundary value analysis suggest?',
    options: ['18, 39, 60', '20, 30, 40, 50', '17, 18, 60, 61', '0, 100'],
    correctIndex: 2,
    explanation:
      'Errors cluster at the edges of a valid range, so boundary value analysis tests each boundary and the value just beyond it: **17, 18, 60, 61** (often with 19 and 59 as well). The other sets miss the edges or look at only one side of them; a single value from inside the range, such as 39, is what equivalence partitioning would pick.',
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-se-function-points-1',
    section: 'Technical',
    topic: 'Software Engineering',
    text: 'A system has 200 unadjusted function points, and the ratings of its 14 general system characteristics add up to 40. What is its adjusted function point count?',
    options: ['200', '210', '240', '250'],
    correctIndex: 1,
    explanation: r`The value adjustment factor is $0.65 + 0.01 \times \sum F_i = 0.65 + 0.01 \times 40 = 1.05$, so $FP = 200 \times 1.05 = 210$. The factor ranges from $0.65$ (every rating 0) to $1.35$ (every rating 5).`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-ai-astar-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: r`A* tree search uses $f(n) = g(n) + h(n)$. Which condition on the heuristic $h$ guarantees that A* tree search returns an optimal solution?`,
    options: [
      r`$h(n) \ge h^{*}(n)$ for every node $n$`,
      r`$h(n) \le h^{*}(n)$ for every node $n$`,
      r`$h(n) = 0$ only at the start node`,
      r`$h$ is computed by breadth-first search`,
    ],
    correctIndex: 1,
    explanation: r`$h$ must be **admissible**: it never overestimates the true remaining cost $h^{*}(n)$. Then an optimal goal is expanded before any suboptimal one. (For graph search with a closed list, the stronger *consistency* condition $h(n) \le c(n, n') + h(n')$ is used.)`,
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-ai-bfs-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: 'Which uninformed search strategy is both complete and optimal when every step has the same cost, on a finite branching factor?',
    options: ['Breadth-first search', 'Depth-first search', 'Depth-limited search', 'Greedy best-first search'],
    correctIndex: 0,
    explanation:
      '**Breadth-first search** explores level by level, so it finds the shallowest goal first; with equal step costs the shallowest goal is the cheapest. DFS may run down an infinite path and is not optimal; depth-limited search misses goals beyond its limit; greedy best-first is informed and not optimal.',
    marks: 1,
    source: 'public',
  },
  {
    key: 'tech-ai-alpha-beta-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: 'Compared with plain minimax search of the same game tree to the same depth, alpha-beta pruning',
    options: [
      'may return a different, approximate value at the root',
      'needs a heuristic that never overestimates',
      'always examines exactly half of the nodes',
      'returns the same value at the root while possibly examining fewer nodes',
    ],
    correctIndex: 3,
    explanation: r`Alpha-beta skips only branches that cannot change the minimax decision, so the root value is **exactly** the minimax value. How much it saves depends on the order of the moves: with the best moves first it examines about $O(b^{d/2})$ nodes instead of $O(b^d)$; with the worst order it saves nothing. A heuristic that never overestimates is what A* needs, not game search.`,
    marks: 1,
    source: 'original',
  },
  {
    key: 'tech-ai-fuzzy-1',
    section: 'Technical',
    topic: 'Artificial Intelligence',
    text: r`For fuzzy sets $A$ and $B$, an element $x$ has $\mu_A(x) = 0.7$ and $\mu_B(x) = 0.4$. With the standard fuzzy operations (minimum, maximum and $1 - \mu$), what is the membership of $x$ in $A \cap \overline{B}$?`,
    options: ['0.4', '0.3', '0.28', '0.6'],
    correctIndex: 3,
    explanation: r`The complement gives $\mu_{\overline{B}}(x) = 1 - 0.4 = 0.6$, and the standard intersection takes the minimum: $\min(0.7, 0.6) = 0.6$. (0.4 is $A \cap B$, 0.3 the complement of $A$, and 0.28 the product $0.7 \times 0.4$.)`,
    marks: 1,
    source: 'original',
  },
];

export const demoQuestions: DemoQuestion[] = [
  ...numericalAbility,
  ...verbalAbility,
  ...logicalReasoning,
  ...dataInterpretation,
  ...discreteMaths,
  ...linearAlgebra,
  ...probability,
  ...digitalLogic,
  ...coa,
  ...programming,
  ...algorithms,
  ...toc,
  ...compilers,
  ...operatingSystems,
  ...databases,
  ...networks,
  ...netExtras,
  ...quizReserveQuestions,
];

/** Every published demo question: the bank above and the questions of the two full-length mocks. */
export const allDemoQuestions: DemoQuestion[] = [
  ...demoQuestions,
  ...gateMockQuestions,
  ...ugcNetMockQuestions,
  ...ugcNetPaperTwoUnitsOneToFive,
  ...ugcNetPaperTwoUnitsSixToTen,
  ...gateDaMockQuestions,
];
