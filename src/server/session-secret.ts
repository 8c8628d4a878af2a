// A session secret anyone could guess signs cookies anyone could forge: a value that is one
// character over and over, has few different characters, or is a placeholder left from an example
// (deploy/env.example's, a tutorial's 'changeme') is refused at start, with the way to make a good one.

export const MAKE_A_SECRET = 'make one with: openssl rand -base64 48';

/** The fewest different characters a secret has; 48 random base64 bytes have about 40. */
export const MIN_DISTINCT = 16;
// a random hex secret (openssl rand -hex 32) draws from 16 digits only, and 64 of them miss one a
// quarter of the time (32 of them, nine times in ten): for hex, at least half the digits
const MIN_DISTINCT_HEX = 8;

// words examples put where the secret goes; a value made of them alone, repeated or padded, is a placeholder
const PLACEHOLDER_WORDS = [
  'changeme',
  'change',
  'replaceme',
  'replace',
  'yoursecrethere',
  'your',
  'secret',
  'here',
  'session',
  'sessionsecret',
  'password',
  'placeholder',
  'example',
  'default',
  'insert',
  'todo',
  'fixme',
  'xxx',
  'atleast',
  'characters',
  'chars',
  'long',
  'random',
  'string',
  'key',
  'token',
  'me',
];

// longest first, so that 'changeme' is taken whole before 'change'
const WORDS = new RegExp([...PLACEHOLDER_WORDS].sort((a, b) => b.length - a.length).join('|'), 'g');

/** What is left of the value once the placeholder words are taken out: padding when it is short on variety. */
const isPlaceholder = (value: string) => {
  const letters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const left = letters.replace(WORDS, '');
  return left.length < letters.length && new Set(left).size < 8;
};

/** Why the secret is too weak to sign cookies with, said after 'SESSION_SECRET ', or null for a good one. */
export function weakSecretProblem(value: string): string | null {
  const distinct = new Set(value).size;
  if (distinct === 1) return `is one character repeated; ${MAKE_A_SECRET}`;
  if (isPlaceholder(value)) return `is a placeholder from an example, not a secret; ${MAKE_A_SECRET}`;
  const least = /^[0-9a-f]+$/i.test(value) ? MIN_DISTINCT_HEX : MIN_DISTINCT;
  if (distinct < least) return `has only ${distinct} different characters (at least ${least}); ${MAKE_A_SECRET}`;
  return null;
}
