// Dates and labels the people, payments, winners and regrade screens share.
import type { PersonEnrolment } from '../../../../shared/api/admin-people.ts';

import { formatAdminDay, formatAdminTime } from './india-time.ts';

/** '23 Nov 2026, 8:16 pm IST' */
export const formatWhen = formatAdminTime;
/** '23 Nov 2026' in India */
export const formatDay = formatAdminDay;

export const sourceLabels: Record<PersonEnrolment['source'], string> = {
  free: 'Free',
  paid: 'Paid',
  prize: 'Quiz prize',
  admin: 'Granted by an admin',
};
