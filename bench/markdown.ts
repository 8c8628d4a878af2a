// What a text costs to check and draw (shared/markdown/to-html.ts: the parse, the limits, the HTML),
// on the families of texts that cost the parser most for their length (lib/markdown-families.ts), at
// a question's length (10,000 characters) and a page's (100,000, drawn by <Markdown> in the browser).
// Prints the CPU milliseconds of each (the least of three runs at 10,000, one at longer lengths: CPU
// time, so that other work on the machine counts for little); a family found without parsing
// (nesting.ts, emphasis.ts) over the target exits 1.
//
//   npm run bench:markdown
//   npm run bench:markdown -- --smoke        # 10,000 characters only, one run each
//   npm run bench:markdown -- --family 'lists - ' --lengths 10000,50000,100000
import { parseArgs } from 'node:util';
import { drawMarkdown } from '../src/shared/markdown/to-html.ts';
import { MARKDOWN_FAMILIES } from './lib/markdown-families.ts';

const { values: args } = parseArgs({
  options: { smoke: { type: 'boolean', default: false }, family: { type: 'string' }, lengths: { type: 'string' } },
});
const smoke = args.smoke ?? false;
const lengths = (args.lengths ?? (smoke ? '10000' : '10000,100000')).split(',').map(Number);
/** runs of a text, the least taken: one of a page's length, which takes long enough to be steady */
const runsAt = (length: number) => (smoke || length > 10_000 ? 1 : 3);
const TARGET_MS = 200;
/** A longer text that could take more than this, were its cost the square of its length, is not timed. */
const GIVE_UP_MS = 30_000;

const cpuMs = (work: () => void) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const over: string[] = [];
console.log(`${'family'.padEnd(32)}${lengths.map((length) => `${(length / 1000).toFixed(0)} kB`.padStart(22)).join('')}`);
for (const [name, family] of Object.entries(MARKDOWN_FAMILIES)) {
  if (args.family && name !== args.family) continue;
  const cells: string[] = [];
  let last: [number, number] | null = null;
  for (const length of lengths) {
    if (last && last[1] * (length / last[0]) ** 2 > GIVE_UP_MS) {
      cells.push('not timed'.padStart(22));
      continue;
    }
    const source = family.make(length);
    let least = Number.POSITIVE_INFINITY;
    let outcome = '';
    for (let run = 0; run < runsAt(length); run += 1) {
      least = Math.min(
        least,
        cpuMs(() => (outcome = drawMarkdown(source).problem?.limit ?? 'drawn')),
      );
    }
    cells.push(`${least.toFixed(0)} ms ${outcome}`.padStart(22));
    if (family.checked && least > TARGET_MS) over.push(`${name} at ${length}: ${least.toFixed(0)} ms`);
    last = [length, least];
  }
  console.log(`${(family.checked ? '* ' : '  ') + name}`.padEnd(32) + cells.join(''));
}
console.log(`\n* found without parsing; target ${TARGET_MS} ms each`);
if (over.length > 0) {
  console.error(`over the target:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
