import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EyeOff, Send, Trash2 } from 'lucide-react';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { hasErrorCode } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { useDeleteSeries, useSetSeriesStatus } from '../api.ts';
import { ConfirmDialog, dangerButtonClasses } from '../../ui/confirm-dialog.tsx';

interface SeriesActionsProps {
  series: AdminSeries;
  role: Role;
  /** publishing shows the saved series: with edits pending it waits for Save */
  dirty: boolean;
  onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
  /** before the page goes away after a delete, so the unsaved-edits guard lets it */
  onLeaving: () => void;
}

/** Publish or unpublish (a master's) and delete (a master's, and refused while learners depend on it). */
export function SeriesActions({ series, role, dirty, onNotice, onLeaving }: SeriesActionsProps) {
  const navigate = useNavigate();
  const setStatus = useSetSeriesStatus(series.id);
  const remove = useDeleteSeries(series.id);
  const [asking, setAsking] = useState<'unpublish' | 'delete' | null>(null);

  const live = series.status === 'published';
  const mayPublish = can(role, live ? 'content.unpublish' : 'content.publish');
  const mayDelete = can(role, 'content.delete');
  // the server's refusal ('has-paying-learners', 'has-learners'): unpublishing is what is left
  const refusedDelete = remove.isError && (hasErrorCode(remove.error, 'has-paying-learners') || hasErrorCode(remove.error, 'has-learners'));
  const offerUnpublish = refusedDelete && live && can(role, 'content.unpublish');

  function changeStatus(to: 'publish' | 'unpublish') {
    setStatus.mutate(to, {
      onSuccess: () => {
        setAsking(null);
        remove.reset();
        onNotice({
          tone: 'success',
          text: to === 'publish' ? 'Published: learners can now find this series on the Test Series page.' : 'Unpublished: learners no longer see this series.',
        });
      },
      onError: (error) => {
        setAsking(null);
        remove.reset();
        onNotice({ tone: 'error', text: error.message });
      },
    });
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        onLeaving();
        void navigate(adminPaths.seriesList(), { replace: true });
      },
    });
  }

  function closeDelete() {
    setAsking(null);
    remove.reset();
  }

  return (
    <>
      {mayPublish ? (
        live ? (
          <Button variant="secondary" onClick={() => setAsking('unpublish')} disabled={setStatus.isPending}>
            <EyeOff aria-hidden="true" className="size-4" />
            Unpublish
          </Button>
        ) : (
          <Button
            onClick={() => changeStatus('publish')}
            disabled={setStatus.isPending || dirty}
            title={dirty ? 'Save your changes first: publishing shows the saved series.' : undefined}
          >
            {setStatus.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
            Publish
          </Button>
        )
      ) : null}
      {mayDelete ? (
        <button type="button" className={dangerButtonClasses('outline')} onClick={() => setAsking('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      ) : null}

      <ConfirmDialog
        open={asking === 'unpublish'}
        title="Unpublish this series?"
        confirmLabel="Unpublish"
        busy={setStatus.isPending}
        onConfirm={() => changeStatus('unpublish')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <strong className="font-semibold text-slate-900">{series.title}</strong> will disappear from the Test Series page. You can publish it again at any
          time.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'delete'}
        title={refusedDelete ? 'This series cannot be deleted' : 'Delete this series?'}
        confirmLabel={offerUnpublish ? 'Unpublish instead' : refusedDelete ? 'OK' : 'Delete series'}
        cancelLabel={offerUnpublish ? 'Keep it published' : refusedDelete ? null : 'Cancel'}
        destructive={!refusedDelete}
        busy={remove.isPending || setStatus.isPending}
        onConfirm={() => {
          if (!refusedDelete) confirmDelete();
          else if (offerUnpublish) changeStatus('unpublish');
          else closeDelete();
        }}
        onCancel={closeDelete}
      >
        {refusedDelete ? (
          <>
            <p role="alert">{remove.error.message}</p>
            <p className="mt-2">
              {live
                ? 'Unpublishing hides it from new learners and keeps every receipt and result.'
                : 'It is already hidden from learners, which keeps every receipt and result.'}
            </p>
          </>
        ) : (
          <>
            <p>
              <strong className="font-semibold text-slate-900">{series.title}</strong> and its tests will be deleted for good. A series that learners have paid
              for or taken tests in cannot be deleted; unpublish it instead.
            </p>
            {remove.isError ? (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
                {remove.error.message}
              </p>
            ) : null}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
