import { createHash } from 'node:crypto';

/** Google's subjects are opaque and stable per account; the local stand-in derives one from the e-mail. */
export const localSubjectFor = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 21);
