// The local model stand-in's question templates (local-llm.ts): per topic, a question whose numbers
// change with each round, its correct answer worked out, three wrong ones and an explanation.
export interface Draft {
  text: string;
  correct: string;
  wrong: string[];
  explanation: string;
  /** the correct option as a number, for a NAT; a fraction is given to two places, as a range */
  value: number;
}

export type Template = { keywords: RegExp; section: 'Aptitude' | 'Technical'; make: (round: number) => Draft };

const frac = (a: number, b: number) => {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  const g = gcd(a, b);
  return b / g === 1 ? `$${a / g}$` : `$\\frac{${a / g}}{${b / g}}$`;
};
const catalan = (n: number) => {
  let c = 1;
  for (let i = 0; i < n; i += 1) c = (c * 2 * (2 * i + 1)) / (i + 2);
  return c;
};
const workPairs = [
  [12, 24, 8],
  [10, 15, 6],
  [20, 30, 12],
  [6, 12, 4],
  [15, 30, 10],
  [18, 36, 12],
  [12, 36, 9],
] as const;

export const templates: Template[] = [
  {
    section: 'Aptitude',
    keywords: /speed|distance|time|train|motion/i,
    make: (r) => {
      const speed = 40 + 5 * (r % 13);
      const hours = 2 + ((r * 3) % 5);
      const distance = speed * hours;
      return {
        text: `A train covers $${distance}$ km in $${hours}$ hours at a constant speed. What is its speed in km/h?`,
        correct: `$${speed}$ km/h`,
        value: speed,
        wrong: [`$${speed + 5}$ km/h`, `$${speed - 5}$ km/h`, `$${Math.round(distance / (hours + 1))}$ km/h`, `$${speed * 2}$ km/h`],
        explanation: `Speed is distance divided by time: $$v = \\frac{d}{t} = \\frac{${distance}}{${hours}} = ${speed}\\ \\text{km/h}.$$`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /percent|profit|loss|price|discount/i,
    make: (r) => {
      const price = 100 * (2 + (r % 15));
      const rise = 5 * (1 + ((r * 5) % 8));
      const after = price + (price * rise) / 100;
      return {
        text: `An article costs ₹${price}. Its price rises by $${rise}\\%$. What is the new price?`,
        correct: `₹${after}`,
        value: after,
        wrong: [`₹${price + rise}`, `₹${after + price / 10}`, `₹${price - (price * rise) / 100}`, `₹${after + 10}`],
        explanation: `A rise of $p\\%$ multiplies the price by $1 + \\frac{p}{100}$: $$${price} \\times \\left(1 + \\frac{${rise}}{100}\\right) = ${after}.$$`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /interest|principal|rate|money/i,
    make: (r) => {
      const principal = 1000 * (1 + (r % 9));
      const rate = 4 + ((r * 2) % 7);
      const years = 2 + (r % 4);
      const interest = (principal * rate * years) / 100;
      return {
        text: `What is the simple interest on ₹${principal} at $${rate}\\%$ per annum for $${years}$ years?`,
        correct: `₹${interest}`,
        value: interest,
        wrong: [`₹${interest + principal / 100}`, `₹${(principal * rate) / 100}`, `₹${interest * 2}`, `₹${interest - rate * 10}`],
        explanation: `Simple interest is $SI = \\frac{P \\times R \\times T}{100} = \\frac{${principal} \\times ${rate} \\times ${years}}{100} = ${interest}$.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /work|pipe|cistern|efficien/i,
    make: (r) => {
      const [a, b, t] = workPairs[r % workPairs.length]!;
      const k = 1 + Math.floor(r / workPairs.length);
      return {
        text: `A can finish a piece of work in $${a * k}$ days and B in $${b * k}$ days. Working together, in how many days do they finish it?`,
        correct: `$${t * k}$ days`,
        value: t * k,
        wrong: [`$${((a + b) * k) / 2}$ days`, `$${(t + 2) * k}$ days`, `$${(b - a) * k}$ days`, `$${t * k + 1}$ days`],
        explanation: `Their rates add: $$\\frac{1}{${a * k}} + \\frac{1}{${b * k}} = \\frac{1}{${t * k}},$$ so together they need $${t * k}$ days.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /probab|dice|chance|coin/i,
    make: (r) => {
      const sum = 2 + (r % 11);
      const ways = 6 - Math.abs(sum - 7);
      return {
        text: `Two fair dice are thrown together (round ${1 + Math.floor(r / 11)} of the practice set). What is the probability that the sum of the numbers shown is $${sum}$?`,
        correct: frac(ways, 36),
        value: ways / 36,
        wrong: [frac(ways + 1, 36), frac(1, 6 + (r % 5)), frac(ways, 12), frac(7, 36), frac(ways + 2, 36)],
        explanation: `Of the $6 \\times 6 = 36$ equally likely outcomes, $${ways}$ give a sum of $${sum}$, so $P = \\frac{${ways}}{36}$.`,
      };
    },
  },
  {
    section: 'Aptitude',
    keywords: /algebra|equation|linear/i,
    make: (r) => {
      const a = 2 + (r % 7);
      const x = 3 + ((r * 3) % 17);
      const b = 5 + (r % 11);
      const c = a * x + b;
      return {
        text: `If $${a}x + ${b} = ${c}$, what is the value of $x$?`,
        correct: `$${x}$`,
        value: x,
        wrong: [`$${x + 1}$`, `$${x - 1}$`, `$${Math.round(c / a)}$`, `$${x + 2}$`, `$${x * 2}$`],
        explanation: `Subtract $${b}$ from both sides and divide by $${a}$: $$x = \\frac{${c} - ${b}}{${a}} = ${x}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /graph|network|tree/i,
    make: (r) => {
      const n = 5 + r;
      const edges = (n * (n - 1)) / 2;
      return {
        text: `How many edges does the complete undirected graph $K_{${n}}$ on $${n}$ vertices have?`,
        correct: `$${edges}$`,
        value: edges,
        wrong: [`$${n * (n - 1)}$`, `$${n * n}$`, `$${edges + n}$`, `$${n - 1}$`],
        explanation: `Every pair of vertices is joined by one edge: $$\\binom{n}{2} = \\frac{n(n-1)}{2} = \\frac{${n} \\times ${n - 1}}{2} = ${edges}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /bit|binary|number system|digital|integer/i,
    make: (r) => {
      const n = 4 + r;
      return {
        text: `How many distinct values can an unsigned integer of $${n}$ bits represent?`,
        correct: `$2^{${n}}$`,
        value: 2 ** n,
        wrong: [`$2^{${n}} - 1$`, `$2^{${n - 1}}$`, `$${n}^{2}$`, `$2 \\times ${n}$`],
        explanation: `Each of the $${n}$ bits is 0 or 1 independently, so there are $2^{${n}}$ patterns, from $0$ to $2^{${n}} - 1$.`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /search|algorithm|complexity|array|data structure/i,
    make: (r) => {
      const k = 5 + r;
      return {
        text: `A sorted array holds $2^{${k}}$ elements. At most how many comparisons does binary search make to find a key (or decide it is absent)?`,
        correct: `$${k + 1}$`,
        value: k + 1,
        wrong: [`$${k}$`, `$2^{${k - 1}}$`, `$${2 * k}$`, `$${k + 2}$`],
        explanation: `Each comparison halves the range: after $\\log_2 2^{${k}} = ${k}$ halvings one element is left, and one more comparison settles it, so $${k} + 1 = ${k + 1}$.`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /bst|binary search tree|catalan|combinator/i,
    make: (r) => {
      const n = 3 + r;
      const count = catalan(n);
      return {
        text: `How many structurally different binary search trees can be built from $${n}$ distinct keys?`,
        correct: `$${count}$`,
        value: count,
        wrong: [`$${count + n}$`, `$${n * n}$`, `$2^{${n}}$`, `$${count * 2}$`],
        explanation: `The count is the Catalan number $$C_n = \\frac{1}{n+1}\\binom{2n}{n}, \\quad C_{${n}} = ${count}.$$`,
      };
    },
  },
  {
    section: 'Technical',
    keywords: /network|subnet|ip|host/i,
    make: (r) => {
      const prefix = 20 + (r % 10);
      const hostBits = 32 - prefix;
      const hosts = 2 ** hostBits - 2;
      return {
        text: `How many usable host addresses does an IPv4 subnet with prefix length $/${prefix}$ have${r >= 10 ? ` (exercise ${r})` : ''}?`,
        correct: `$${hosts}$`,
        value: hosts,
        wrong: [`$${hosts + 2}$`, `$${2 ** (hostBits - 1)}$`, `$${hosts - 2}$`, `$${prefix * 8}$`],
        explanation: `With $32 - ${prefix} = ${hostBits}$ host bits there are $2^{${hostBits}}$ addresses; the network and broadcast addresses are not usable: $2^{${hostBits}} - 2 = ${hosts}$.`,
      };
    },
  },
];
