import { useEffect } from 'react';
import { UserRound } from 'lucide-react';
import { GoogleSignInButton } from '../../../components/google-sign-in-button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { useProfile } from '../api.ts';
import { DeleteAccount } from '../components/delete-account.tsx';
import { GoogleIdentity } from '../components/google-identity.tsx';
import { PaymentsList } from '../components/payments-list.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { YourData } from '../components/your-data.tsx';

const PATH = '/userdetail';

function SignedOut() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-8 ring-brand-50">
          <UserRound aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 text-lg font-semibold text-navy-900">{t('signedOut.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('signedOut.note')}</p>
        <GoogleSignInButton redirectPath={PATH} className="mt-6" />
      </div>
    </div>
  );
}

function Account({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlock label={t('page.loading')} />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorBlock title={t('page.loadError')} message={errorText(profile.error)} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:py-10">
      <GoogleIdentity profile={profile.data} />
      <div className="flex min-w-0 flex-col gap-6">
        {/* keyed by the stored profile's id: another account in this tab starts with its own values */}
        <ProfileForm key={profile.data.id} profile={profile.data} />
        <PaymentsList userId={user.id} />
        <YourData />
        <DeleteAccount email={profile.data.email} role={profile.data.role} />
      </div>
    </div>
  );
}

/** /userdetail: the signed-in learner's profile, payments, data and account. */
export function UserDetailPage() {
  const { t } = useTranslation('account');
  usePageMeta({
    title: t('page.title'),
    description: t('page.description'),
    index: false,
  });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const session = useSession();

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} width="max-w-6xl" />
      {session.status === 'loading' ? (
        <LoadingBlock label={t('page.checkingSession')} />
      ) : session.status === 'error' ? (
        <div className="mx-auto max-w-xl px-4 py-12">
          <ErrorBlock title={t('page.sessionError')} message={t('page.noAnswer')} onRetry={session.retry} />
        </div>
      ) : session.status === 'signed-out' ? (
        <SignedOut />
      ) : (
        <Account user={session.user} />
      )}
    </>
  );
}
