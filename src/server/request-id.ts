// Every request gets an id that is in each of its log lines, in the `x-request-id` header of its
// answer, and in the words of a server error, so a learner can quote it to support and we can find
// what happened. Ten characters a person can read out: no 0/O or 1/I/L to confuse.
import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // 31 characters

// Random bytes are drawn a few kilobytes at a time: one call to the system's generator per 400
// requests instead of one per request.
const POOL_SIZE = 4000;
let pool = randomBytes(POOL_SIZE);
let used = 0;

export function newRequestId(): string {
  if (used + 10 > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    used = 0;
  }
  let id = '';
  for (let i = used; i < used + 10; i += 1) id += ALPHABET[pool[i]! % ALPHABET.length];
  used += 10;
  return `${id.slice(0, 5)}-${id.slice(5)}`;
}
