import { useId, useState, type FormEvent } from 'react';
import { ShieldPlus } from 'lucide-react';
import { accessChange, accessGrant, type PersonEnrolment } from '../../../../../shared/api/admin-people.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { ConfirmDialog, dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useSeriesList } from '../../api.ts';
import { useGrantAccess, useRevokeAccess } from '../api.ts';
import { formatWhen, sourceLabels } from '../../ui/people-format.ts';

/** The person's enrolments; with `canGrant`, the 'Revoke' of an admin's grant and the grant form. */
export function AccessSection({ userId, enrolments, canGrant }: { userId: string; enrolments: PersonEnrolment[]; canGrant: boolean }) {
  const [revoking, setRevoking] = useState<PersonEnrolment | null>(null);
  return (
    <section aria-labelledby="enrolments-heading" className="space-y-4">
      <h2 id="enrolments-heading" className="text-lg font-semibold text-navy-900">
        Enrolments <span className="text-sm font-normal text-slate-500">({enrolments.length})</span>
      </h2>
      {enrolments.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">Not enrolled in any test series.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {enrolments.map((enrolment) => (
            <li key={enrolment.seriesId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-navy-900">{enrolment.seriesTitle}</p>
                <p className="text-xs text-slate-500">
                  {sourceLabels[enrolment.source]} · {formatWhen(enrolment.createdAt)}
                </p>
              </div>
              {canGrant && enrolment.source === 'admin' ? (
                <button type="button" className={dangerButtonClasses('outline', 'sm')} onClick={() => setRevoking(enrolment)}>
                  Revoke<span className="sr-only"> {enrolment.seriesTitle}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canGrant ? <GrantForm userId={userId} enrolled={new Set(enrolments.map((e) => e.seriesId))} /> : null}
      {revoking ? <RevokeDialog userId={userId} enrolment={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}

function GrantForm({ userId, enrolled }: { userId: string; enrolled: Set<string> }) {
  const series = useSeriesList();
  const grant = useGrantAccess(userId);
  const [seriesId, setSeriesId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ seriesId?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const choices = (series.data ?? []).filter((item) => !enrolled.has(item.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = accessGrant.safeParse({ seriesId, reason });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ seriesId: fields.seriesId?.[0], reason: fields.reason?.[0] });
      return;
    }
    setErrors({});
    const title = choices.find((item) => item.id === seriesId)?.title ?? 'the series';
    grant.mutate(parsed.data, {
      onSuccess: () => {
        setSeriesId('');
        setReason('');
        setDone(`Access to ${title} granted.`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 font-semibold text-navy-900">
        <ShieldPlus aria-hidden="true" className="size-4 text-brand-700" /> Grant access to a series
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <Field id={`${id}-series`} label="Test series" hint="Drafts can be granted too: they open once published." error={errors.seriesId}>
          <select
            id={`${id}-series`}
            value={seriesId}
            onChange={(event) => setSeriesId(event.target.value)}
            aria-describedby={fieldDescription(`${id}-series`, errors.seriesId)}
            aria-invalid={errors.seriesId ? true : undefined}
            className={inputClasses(Boolean(errors.seriesId))}
            disabled={series.isPending}
          >
            <option value="">{series.isPending ? 'Loading series…' : 'Choose a series'}</option>
            {choices.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
                {item.status === 'published' ? '' : ` (${item.status === 'draft' ? 'draft' : 'unpublished'})`}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-reason`} label="Reason" hint="Kept in the audit log with your name." error={errors.reason}>
          <input
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={fieldDescription(`${id}-reason`, errors.reason)}
            aria-invalid={errors.reason ? true : undefined}
            placeholder="e.g. Scholarship, campus drive winner"
            className={inputClasses(Boolean(errors.reason))}
          />
        </Field>
      </div>
      {grant.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {grant.error.message}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {done}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={grant.isPending}>
        {grant.isPending ? <Spinner className="size-4" /> : null}
        Grant access
      </Button>
    </form>
  );
}

function RevokeDialog({ userId, enrolment, onClose }: { userId: string; enrolment: PersonEnrolment; onClose: () => void }) {
  const revoke = useRevokeAccess(userId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const confirm = () => {
    const parsed = accessChange.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why.');
      return;
    }
    setError(null);
    revoke.mutate({ seriesId: enrolment.seriesId, reason: parsed.data.reason }, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      open
      title={`Revoke ${enrolment.seriesTitle}?`}
      confirmLabel="Revoke access"
      destructive
      busy={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>The learner loses access at once; their past results stay.</p>
      <Field id={`${id}-reason`} label="Reason" error={error ?? (revoke.isError ? revoke.error.message : null)} className="mt-3">
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={fieldDescription(`${id}-reason`, error)}
          className={inputClasses(Boolean(error))}
          autoFocus
        />
      </Field>
    </ConfirmDialog>
  );
}
