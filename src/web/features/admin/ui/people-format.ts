// Dates and labels the people, payments, winners and regrade screens share.
import type { PersonEnrolment } from '../../../../shared/api/admin-people.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** '23 Nov 2026, 8:16 pm' in India time */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
/** '23 Nov 2026' in India time */
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

export const sourceLabels: Record<PersonEnrolment['source'], string> = {
  free: 'Free',
  paid: 'Paid',
  prize: 'Quiz prize',
  admin: 'Granted by an admin',
};
