import type { ReactNode } from 'react';
import { LifeBuoy, Mail } from 'lucide-react';
import { useTranslation } from '../../../i18n/index.ts';
import { useSiteConfig } from '../../../lib/site.ts';

function Address({ icon, label, email }: { icon: ReactNode; label: string; email: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-navy-900">{label}</p>
        <a href={`mailto:${email}`} className="text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline">
          {email}
        </a>
      </div>
    </div>
  );
}

/** The addresses themselves, from the server's configuration, under the Contact page's text. */
export function ContactCard() {
  const { t } = useTranslation('pages');
  const site = useSiteConfig();
  if (!site.data) return null;
  const { supportEmail, contactEmail } = site.data;
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2">
      <Address icon={<LifeBuoy aria-hidden="true" className="size-5" />} label={t('support')} email={supportEmail} />
      {contactEmail !== supportEmail ? <Address icon={<Mail aria-hidden="true" className="size-5" />} label={t('general')} email={contactEmail} /> : null}
    </div>
  );
}
