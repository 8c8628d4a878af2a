// The values the fuzzer puts where a request's values go: junk (wrong types, 1 MB strings, negative
// and huge numbers, unusual Unicode, bad ids) and near-valid ones (foreign ids, odd but allowed text).
// Whether a value breaks a request is not decided here: the route's own zod schema decides.
import fc from 'fast-check';

export const MEGABYTE = 1024 * 1024;

/** Text that has tripped servers before: controls, lone surrogates, direction overrides, injections. */
const nastyText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  '\u200b\u200d\ufeff',
  '🧪👩🏽‍🔬🏳️‍🌈',
  'ﷺ'.repeat(40),
  'Z̷̡̛͉̓a̸̢͌l̵̛̙g̶̣̍o̴̰͐',
  'नमस्ते',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '９９',
  'true',
];

const nastyNumbers = [-1, 0, -0, 0.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, Number.MIN_VALUE];

export const unusualText = fc.oneof(
  fc.constantFrom(...nastyText),
  fc.string({ unit: 'binary', maxLength: 24 }),
  // every UTF-16 unit, lone surrogates included
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 12 }),
);

/** A string well past any field's limit; rarely, one of a megabyte (the body limit's size). */
export const longText = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 101, max: 12_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom('é'.repeat(MEGABYTE / 2 - 64), 'a'.repeat(MEGABYTE - 100)) },
);

export const badId = fc.oneof(
  fc.constantFrom('not-a-uuid', '1', '-1', '00000000-0000-0000-0000-00000000000g', '{00000000-0000-0000-0000-000000000000}'),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.uuid().map((id) => ` ${id}`),
);

/** Any value where a body or a query puts one: the schema decides whether it breaks the request. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: unusualText },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })) },
  { weight: 2, arbitrary: badId },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
);

/** What a path parameter can be: a string, since the path is text. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: unusualText },
  { weight: 2, arbitrary: badId },
  { weight: 1, arbitrary: fc.integer({ min: 81, max: 400 }).map((length) => 'p'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(...nastyNumbers.map(String)) },
);

/** A query value: one, or the same key repeated (which arrives as an array). */
export const junkQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: junkSegment },
  { weight: 1, arbitrary: fc.array(junkSegment, { minLength: 2, maxLength: 3 }) },
);

/** Unknown fields a client might add: harmless, or aimed at the prototype. */
export const unknownFields = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'score', 'userId', 'amount'), fc.string({ maxLength: 12 })),
  junkValue,
  { minKeys: 1, maxKeys: 3 },
);
