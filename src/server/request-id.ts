// Every request gets an id that is in each of its log lines, in the `x-request-id` header of its
// answer, and in the words of a server error, so a learner can quote it to support and we can find
// what happened. Ten characters a person can read out: no 0/O or 1/I/L to confuse.
import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // 31 characters

export function newRequestId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${id.slice(0, 5)}-${id.slice(5)}`;
}
