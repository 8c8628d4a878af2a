import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { can, canChange } from '../../../../../shared/admin-permissions.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { useEditorSubmit } from '../../ui/use-editor-submit.ts';
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
import { SeriesLockedNote, SeriesNoticeLine, type SeriesNotice } from './series-editor-notices.tsx';
import { SeriesFormFields } from './series-form-fields.tsx';
import { SeriesSaveBar } from './series-save-bar.tsx';
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

/** A new series (series null) or a saved one with its tests: the form, the learner's card beside it, and the tests under it. */
export function SeriesEditor({ series, tests }: { series: AdminSeries | null; tests: readonly SeriesTestRow[] }) {
  const user = useAdminUser();
  const saved = useMemo(() => (series ? formFromSeries(series) : emptySeriesForm()), [series]);
  const [form, setForm] = useState<SeriesForm>(saved);
  const [touched, setTouched] = useState<ReadonlySet<SeriesField>>(new Set());
  const location = useLocation();
  const create = useCreateSeries();
  const edit = useEditSeries(series?.id ?? '');

  const dirty = !sameForm(form, saved);
  const { blocker, leaveFreely } = useUnsavedChanges(dirty);
  const submit = useEditorSubmit<SeriesNotice>({
    leaveFreely,
    arrival: {
      notice: (location.state as { created?: boolean } | null)?.created ? { tone: 'success', text: 'Series created as a draft. Add its tests below.' } : null,
    },
  });
  const { saving, notice } = submit;
  usePrivatePageTitle(series ? `Edit ${series.title}` : 'New test series');

  const check = useMemo(() => checkSeriesForm(form), [form]);
  const errors: SeriesErrors = {};
  if (!check.ok) {
    for (const [field, message] of Object.entries(check.errors) as [SeriesField, string][]) {
      if (submit.tried || touched.has(field)) errors[field] = message;
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
    submit.edited();
  }

  function afterSave(next: AdminSeries) {
    setForm(formFromSeries(next));
    setTouched(new Set());
    submit.setTried(false);
  }

  function save(event: FormEvent) {
    submit.begin(event);
    if (!check.ok) return submit.focusFirst(check.errors, fieldIds);
    if (series === null) {
      void submit.run('save', () => create.mutateAsync(check.input), {
        then: (created) => submit.leaveTo(adminPaths.series(created.id), { created: true }),
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
    void submit.run('save', () => edit.mutateAsync(check.input), {
      then: (next) => {
        afterSave(next);
        submit.setNotice({ tone: 'success', text: 'Saved.' });
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
        actions={series ? <SeriesActions series={series} role={user.role} dirty={dirty} onNotice={submit.setNotice} onLeaving={leaveFreely} /> : null}
      />

      {notice ? <SeriesNoticeLine notice={notice} /> : null}
      {!editable ? <SeriesLockedNote series={series} /> : null}

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
            <SeriesSaveBar exists={series !== null} dirty={dirty} saving={saving} error={submit.error} onDiscard={() => series && afterSave(series)} />
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
