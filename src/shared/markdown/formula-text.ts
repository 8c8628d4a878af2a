// A KaTeX formula as the text a reader would say it in, for places that show words, not drawings: a
// notification's excerpt, a card's description, a page's meta description. '$-\tfrac{1}{3}$' reads
// '−1/3', '$x^2 \le 4$' reads 'x² ≤ 4'. Whatever it does not know it keeps as the command's name.

const SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  propto: '∝',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  implies: '⇒',
  Leftrightarrow: '⇔',
  iff: '⇔',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  subseteq: '⊆',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  forall: '∀',
  exists: '∃',
  neg: '¬',
  land: '∧',
  lor: '∨',
  wedge: '∧',
  vee: '∨',
  oplus: '⊕',
  sum: 'Σ',
  prod: 'Π',
  int: '∫',
  partial: '∂',
  nabla: '∇',
  degree: '°',
  circ: '°',
  mid: '|',
  vert: '|',
  ldots: '…',
  cdots: '…',
  dots: '…',
  prime: '′',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  langle: '⟨',
  rangle: '⟩',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
  '%': '%',
  $: '$',
  '&': '&',
  '#': '#',
  _: '_',
  '{': '{',
  '}': '}',
};

const SUPERSCRIPT: Record<string, string> = {
  0: '⁰',
  1: '¹',
  2: '²',
  3: '³',
  4: '⁴',
  5: '⁵',
  6: '⁶',
  7: '⁷',
  8: '⁸',
  9: '⁹',
  '+': '⁺',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  '°': '°',
};
const SUBSCRIPT: Record<string, string> = {
  0: '₀',
  1: '₁',
  2: '₂',
  3: '₃',
  4: '₄',
  5: '₅',
  6: '₆',
  7: '₇',
  8: '₈',
  9: '₉',
  '+': '₊',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
};

/** Commands whose argument is shown as it is: \text{if}, \mathbf{x}, \operatorname{rank}. */
const AS_TEXT =
  /\\(?:text|textbf|textit|mathrm|mathbf|mathit|mathsf|mathtt|mathcal|mathbb|boldsymbol|operatorname|mbox|overline|underline|bar|hat|vec|tilde)\s*/g;

/** The group that starts at `at` ('{…}' with its nesting, or one character), and where it ends. */
function groupAt(text: string, at: number): { inner: string; end: number } {
  let start = at;
  while (text[start] === ' ') start += 1;
  if (text[start] !== '{') {
    const command = /^\\[a-zA-Z]+/.exec(text.slice(start));
    const length = command ? command[0].length : 1;
    return { inner: text.slice(start, start + length), end: start + length };
  }
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return { inner: text.slice(start + 1, index), end: index + 1 };
  }
  return { inner: text.slice(start + 1), end: text.length };
}

/** 'a+b' needs brackets on either side of a slash; 'a' and '12' do not. */
const bracketed = (text: string) => (/^[\p{L}\p{N}.′]+$|^\(.*\)$/u.test(text) ? text : `(${text})`);

/** A script as raised or lowered characters when every one has such a form, else '^(…)' or '_(…)'. */
function script(text: string, table: Record<string, string>, mark: '^' | '_'): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((char) => table[char])) return chars.map((char) => table[char]).join('');
  return `${mark}${chars.length === 1 ? text : `(${text})`}`;
}

/** Rewrites the commands with arguments (\frac, \sqrt, ^, _) from the inside out. */
function rewriteStructures(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const fraction = /^\\[dtc]?frac(?![a-zA-Z])/.exec(rest);
    if (fraction) {
      const top = groupAt(text, index + fraction[0].length);
      const bottom = groupAt(text, top.end);
      out += `${bracketed(formulaToText(top.inner))}/${bracketed(formulaToText(bottom.inner))}`;
      index = bottom.end;
      continue;
    }
    const root = /^\\sqrt\s*(\[[^\]]*\])?/.exec(rest);
    if (root) {
      const body = groupAt(text, index + root[0].length);
      const degree = root[1] ? script(formulaToText(root[1].slice(1, -1)), SUPERSCRIPT, '^') : '';
      out += `${degree}√${bracketed(formulaToText(body.inner))}`;
      index = body.end;
      continue;
    }
    if (text[index] === '^' || text[index] === '_') {
      const group = groupAt(text, index + 1);
      const inner = formulaToText(group.inner);
      out += text[index] === '^' ? script(inner, SUPERSCRIPT, '^') : script(inner, SUBSCRIPT, '_');
      index = group.end;
      continue;
    }
    out += text[index];
    index += 1;
  }
  return out;
}

/** '-\tfrac{1}{3}' -> '−1/3'; 'x^2 \le 4' -> 'x² ≤ 4'; '\sqrt{2}' -> '√2'. */
export function formulaToText(latex: string): string {
  const text = latex
    .replace(/\\(?:left|right|big|Big|bigg|Bigg)(?![a-zA-Z])\s*(\\[{}]|[()[\]|.])?/g, (_, fence: string | undefined) =>
      fence === '.' ? '' : (fence ?? '').replace('\\', ''),
    )
    .replace(/\\(?:,|;|:|!|quad|qquad|displaystyle|textstyle)(?![a-zA-Z])/g, ' ')
    .replace(/\\\\/g, ' ')
    .replace(AS_TEXT, '')
    .replace(/-/g, '−');
  return rewriteStructures(text)
    .replace(/\\([a-zA-Z]+|[%$&#_{}])/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
