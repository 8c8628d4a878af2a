// Indian mobile numbers as learners type them ('98765 43210', '+91 98765 43210', '098765-43210'),
// checked the same way by the profile form and the server, and stored in one form: +919876543210.

/** Why a number is refused; the web says it in the interface's language, the server in `message`. */
export type PhoneProblem = { reason: 'characters' | 'foreign' | 'start' } | { reason: 'length'; digits: number };
export type PhoneCheck = { ok: true; phone: string | null } | ({ ok: false; message: string } & PhoneProblem);

export const phoneMessages = {
  characters: 'Use digits only, like 98765 43210 (spaces, dashes and a leading +91 are fine).',
  foreign: 'Only Indian mobile numbers (+91) can be saved here.',
  length: (digits: number) => `An Indian mobile number has 10 digits; this one has ${digits}.`,
  start: 'An Indian mobile number starts with 6, 7, 8 or 9.',
} as const;

/** Spaces, dashes, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The number in its stored form (+91 and ten digits), null for an empty field (it clears the
 * number), or the reason it is not an Indian mobile number.
 */
export function normaliseIndianPhone(input: string): PhoneCheck {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return { ok: true, phone: null };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: 'characters', message: phoneMessages.characters };

  let digits: string;
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+91')) return { ok: false, reason: 'foreign', message: phoneMessages.foreign };
    digits = compact.slice(3);
  } else if (compact.startsWith('0091')) {
    digits = compact.slice(4);
  } else if (compact.length === 12 && compact.startsWith('91')) {
    digits = compact.slice(2);
  } else if (compact.length === 11 && compact.startsWith('0')) {
    // the trunk prefix dialled before a mobile number from a landline
    digits = compact.slice(1);
  } else {
    digits = compact;
  }

  if (digits.length !== 10) return { ok: false, reason: 'length', digits: digits.length, message: phoneMessages.length(digits.length) };
  if (!/^[6-9]/.test(digits)) return { ok: false, reason: 'start', message: phoneMessages.start };
  return { ok: true, phone: `+91${digits}` };
}

/** '+919876543210' -> '+91 98765 43210'; anything else is shown as it is. */
export function formatIndianPhone(stored: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}
