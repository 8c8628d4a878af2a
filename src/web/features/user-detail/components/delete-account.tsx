import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Archive, ShieldAlert, Trash2, X } from 'lucide-react';
import { isAdminRole, type Role } from '../../../../shared/roles.ts';
import { Button } from '../../../components/button.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { deleteAccount } from '../api.ts';
import { dangerButtonClasses, fieldClasses, Section } from './section.tsx';

/** What deleting does, said before the learner confirms: what goes, and what the law makes us keep. */
function WhatHappens() {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="rounded-xl bg-red-50 p-4 ring-1 ring-red-100">
        <p className="flex items-center gap-2 font-semibold text-red-900">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.erased')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900/90">
          <li>{t('delete.erasedName')}</li>
          <li>{t('delete.erasedProfile')}</li>
          <li>{t('delete.erasedSessions')}</li>
        </ul>
      </div>
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="flex items-center gap-2 font-semibold text-navy-900">
          <Archive aria-hidden="true" className="size-4" />
          {t('delete.kept')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            <Trans t={t} i18nKey="delete.keptPayments" components={{ strong: <strong className="font-semibold" /> }} />
          </li>
          <li>{t('delete.keptChanges')}</li>
          <li>{t('delete.keptResults')}</li>
        </ul>
      </div>
    </div>
  );
}

function DeleteDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed);
      // a new page load: nothing about the account stays in memory
      window.location.assign('/');
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? errorText(failure) : t('delete.failed'));
    }
  }

  // closed, the dialog hands focus back to the button that opened it
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setTyped('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-navy-900">{t('delete.dialogTitle')}</Dialog.Title>
            <Dialog.Close className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-navy-900" aria-label={t('delete.close')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('delete.dialogText')}</Dialog.Description>
          <div className="mt-4">
            <WhatHappens />
          </div>
          <form onSubmit={submit} className="mt-5 flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              <Trans t={t} i18nKey="delete.confirm" values={{ email }} components={{ strong: <strong className="font-semibold break-all text-navy-900" /> }} />
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
              className={fieldClasses(Boolean(error))}
            />
            {error ? (
              <p role="alert" className="mt-1 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
                {error}
              </p>
            ) : null}
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  {t('delete.keep')}
                </Button>
              </Dialog.Close>
              <button type="submit" disabled={!matches || busy} className={dangerButtonClasses(true)}>
                {busy ? <Spinner className="size-4 border-white/40 border-t-white" /> : <Trash2 aria-hidden="true" className="size-4" />}
                {t('delete.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Leaving Prepverse for good. Staff (creator, master, god) cannot: what they did is answered for under
 * their name, so the server refuses until a god has taken the role away, and the page says so instead.
 */
export function DeleteAccount({ email, role }: { email: string; role: Role }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  if (isAdminRole(role)) {
    return (
      <Section tone="danger" title={t('delete.title')}>
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-4 text-sm font-medium text-navy-900 ring-1 ring-slate-200">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('delete.staff')}
        </p>
      </Section>
    );
  }
  return (
    <Section tone="danger" title={t('delete.title')} description={t('delete.description')}>
      <WhatHappens />
      <button type="button" onClick={() => setOpen(true)} className={dangerButtonClasses(false, 'mt-5')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete.open')}
      </button>
      <DeleteDialog email={email} open={open} onOpenChange={setOpen} />
    </Section>
  );
}
