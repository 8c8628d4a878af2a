import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CircleAlert, CircleCheck, Save } from 'lucide-react';
import clsx from 'clsx';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { can, canChange } from '../../../../../shared/admin-permissions.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { useCreateSeries, useEditSeries, type SeriesTestRow } from '../api.ts';
import {
  changedFields,
  checkSeriesForm,
  emptySeriesForm,
  formFromSeries,
  inputFromSeries,
  previewCard,
  previewPrice,
  sameForm,
  type SeriesErrors,
  type SeriesField,
  type SeriesForm,
} from '../series-form.ts';
import { SeriesActions } from './series-actions.tsx';
import { SeriesCardPreview } from './series-card-preview.tsx';
import { SeriesFormFields } from './series-form-fields.tsx';
import { SeriesTests } from './series-tests.tsx';

// in the order they sit on the page, so a failed save focuses the first problem
const fieldIds: Partial<Record<SeriesField, string>> = {
  title: 'series-title',
  exam: 'series-exam',
  year: 'series-year',
  priceRupees: 'series-price',
  discountPercent: 'series-discount',
  description: 'series-description',
  hindiTitle: 'series-hindi-title',
  hindiDescription: 'series-hindi-description',
};

type Notice = { tone: 'success' | 'error'; text: string };

/** A new series (series null) or a saved one with its tests: the form, the learner's card beside it, and the tests under it. */
export function SeriesEditor({ series, tests }: { series: AdminSeries | null; tests: readonly SeriesTestRow[] }) {
  const user = useAdminUser();
  const navigate = useNavigate();
  const saved = useMemo(() => (series ? formFromSeries(series) : emptySeriesForm()), [series]);
  const [form, setForm] = useState<SeriesForm>(saved);
  const [touched, setTouched] = useState<ReadonlySet<SeriesField>>(new Set());
  const [triedSave, setTriedSave] = useState(false);
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() =>
    (location.state as { created?: boolean } | null)?.created ? { tone: 'success', text: 'Series created as a draft. Add its tests below.' } : null,
  );
  const create = useCreateSeries();
  const edit = useEditSeries(series?.id ?? '');
  const saving = create.isPending || edit.isPending;
  const saveError = create.error ?? edit.error;

  const dirty = !sameForm(form, saved);
  const { blocker, leaveFreely } = useUnsavedChanges(dirty);
  usePrivatePageTitle(series ? `Edit ${series.title}` : 'New test series');

  const check = useMemo(() => checkSeriesForm(form), [form]);
  const errors: SeriesErrors = {};
  if (!check.ok) {
    for (const [field, message] of Object.entries(check.errors) as [SeriesField, string][]) {
      if (triedSave || touched.has(field)) errors[field] = message;
    }
  }

  const editable = series === null ? can(user.role, 'draft.create') : canChange(user, series);
  const publishedTests = tests.filter((test) => test.status === 'published').length;
  const card = previewCard(form, {
    id: series?.id ?? 'new',
    tests: publishedTests,
    fallbackPricePaise: series?.pricePaise ?? 0,
    fallbackDiscount: series?.discountPercent ?? 0,
  });

  function change<K extends SeriesField>(field: K, value: SeriesForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setNotice(null);
    create.reset();
    edit.reset();
  }

  function afterSave(next: AdminSeries) {
    setForm(formFromSeries(next));
    setTouched(new Set());
    setTriedSave(false);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setTriedSave(true);
    if (!check.ok) {
      const first = (Object.keys(fieldIds) as SeriesField[]).find((field) => check.errors[field]);
      if (first) document.getElementById(fieldIds[first] ?? '')?.focus();
      return;
    }
    if (series === null) {
      create.mutate(check.input, {
        onSuccess: (created) => {
          leaveFreely();
          void navigate(adminPaths.series(created.id), { replace: true, state: { created: true } });
        },
      });
      return;
    }
    if (Object.keys(changedFields(inputFromSeries(series), check.input)).length === 0) {
      // only spaces the server would trim: nothing to send
      setForm(saved);
      return;
    }
    // the whole form, not just the changed fields: seriesPatch fills an absent description, image
    // or discount with seriesInput's default, so a partial PATCH would wipe them
    edit.mutate(check.input, {
      onSuccess: (next) => {
        afterSave(next);
        setNotice({ tone: 'success', text: 'Saved.' });
      },
    });
  }

  return (
    <div>
      <AdminPageHeader
        back={{ to: adminPaths.seriesList(), label: 'All test series' }}
        title={series ? series.title : 'New test series'}
        lead={
          series ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusPill status={series.status} />
              <span>{series.status === 'published' ? 'Learners can see and enrol in it.' : 'Hidden from learners until a master publishes it.'}</span>
            </span>
          ) : (
            'Starts as a draft; a master publishes it once its tests are ready.'
          )
        }
        actions={series ? <SeriesActions series={series} role={user.role} dirty={dirty} onNotice={setNotice} onLeaving={leaveFreely} /> : null}
      />

      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={clsx(
            'mb-5 flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1',
            notice.tone === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200',
          )}
        >
          {notice.tone === 'success' ? (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          )}
          {notice.text}
        </p>
      ) : null}
      {!editable ? (
        <p className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {series?.status === 'draft'
            ? "This series is another author's draft: only its author or a master can change it."
            : `${series?.status === 'published' ? 'This series is published' : 'This series has been published before'}: only a master can change it now.`}{' '}
          You can still open its tests.
        </p>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          onSubmit={save}
          noValidate
          aria-label="Series details"
          className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:col-start-1 lg:row-start-1"
        >
          <div className="p-5 sm:p-6">
            <SeriesFormFields
              form={form}
              errors={errors}
              disabled={!editable || saving}
              onChange={change}
              onLeave={(field) => setTouched((current) => new Set(current).add(field))}
            />
          </div>
          {editable ? (
            <div
              className={clsx(
                'flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-slate-200 px-5 py-3 sm:px-6',
                // pending edits keep Save in sight while the long form scrolls
                dirty ? 'sticky bottom-0 z-10 bg-white/95 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)] backdrop-blur' : 'bg-white',
              )}
            >
              {saveError ? (
                <p role="alert" className="mr-auto text-sm font-medium text-red-700">
                  {saveError.message}
                </p>
              ) : dirty ? (
                <p className="mr-auto text-sm text-slate-600">Unsaved changes</p>
              ) : null}
              {dirty && series ? (
                <Button variant="ghost" onClick={() => afterSave(series)} disabled={saving}>
                  Discard changes
                </Button>
              ) : null}
              <Button type="submit" disabled={!dirty || saving}>
                {saving ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
                {series ? 'Save changes' : 'Create series'}
              </Button>
            </div>
          ) : null}
        </form>

        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SeriesCardPreview card={card} priceIsTyped={previewPrice(form) !== null} />
        </aside>

        <div className="lg:col-start-1 lg:row-start-2">
          {series ? (
            <SeriesTests seriesId={series.id} tests={tests} canAdd={series.status === 'draft' ? editable : can(user.role, 'draft.create')} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
              Create the series first; then add its easy, medium and hard tests here.
            </p>
          )}
        </div>
      </div>

      <LeaveWithoutSavingDialog blocker={blocker} confirmLabel="Leave without saving">
        <p>Your changes to this series have not been saved.</p>
      </LeaveWithoutSavingDialog>
    </div>
  );
}
