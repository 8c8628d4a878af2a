import { Mail, Phone } from 'lucide-react';
import type { CheckoutUser } from '../../../../shared/api/test-series.ts';
import { formatIndianPhone } from '../../../../shared/phone.ts';
import { Avatar } from '../../../components/avatar.tsx';

/** Who is enrolling: the photo, name and e-mail of the Google account (and a phone, when known). */
export function LearnerPanel({ user }: { user: CheckoutUser }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar src={user.photoUrl} className="size-14 ring-4 ring-brand-50" />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-navy-900">{user.name}</p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600" title={user.email}>
          <Mail aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
          <span className="truncate">{user.email}</span>
        </p>
        {user.phone ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Phone aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
            {formatIndianPhone(user.phone)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
