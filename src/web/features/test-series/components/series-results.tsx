import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSeriesList } from '../api.ts';
import { filterSeries, filtersFromSearch, searchFromFilters } from '../filters.ts';
import { useEnrol } from '../use-enrol.ts';
import { SeriesGrid } from './series-grid.tsx';

// the dialog's widgets (Radix) load on the first Read more, not with the listing
const ReadMoreDialog = lazy(() => import('./read-more-dialog.tsx').then((m) => ({ default: m.ReadMoreDialog })));

/**
 * The listing's cards, with the enrol flow and the Read more dialog: what the filters in the address
 * leave (SPEC §2). The page hydrates it after its header and filters (decision 046), reading the same
 * address and the same cached list.
 */
export function SeriesResults() {
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, exam } = filtersFromSearch(searchParams);
  const list = useSeriesList();
  const enrol = useEnrol();
  const [readMoreId, setReadMoreId] = useState<string | null>(null);
  // kept mounted after the first opening, so closing still hands focus back to the card
  const [readMoreUsed, setReadMoreUsed] = useState(false);

  const all = useMemo(() => list.data ?? [], [list.data]);
  // the server sends the newest first, which is the reverse order SPEC §2 asks for
  const shown = useMemo(() => filterSeries(all, { search, exam }), [all, search, exam]);
  const readMore = all.find((series) => series.testSeriesId === readMoreId) ?? null;

  return (
    <>
      {enrol.enrolmentError ? (
        <p role="alert" className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {enrol.enrolmentError}
        </p>
      ) : null}
      <div className="mt-6">
        <SeriesGrid
          state={
            list.isPending
              ? { status: 'pending' }
              : list.isError
                ? { status: 'error', reason: errorText(list.error), retry: () => void list.refetch() }
                : { status: 'success', all, shown }
          }
          actionFor={enrol.actionFor}
          ready={enrol.ready}
          onEnrol={enrol.run}
          onReadMore={(id) => {
            setReadMoreUsed(true);
            setReadMoreId(id);
          }}
          onClearFilters={() => setSearchParams(searchFromFilters({ search: '', exam: '' }), { replace: true, preventScrollReset: true })}
        />
      </div>
      {readMoreUsed ? (
        <Suspense fallback={null}>
          <ReadMoreDialog
            series={readMore}
            action={readMore ? enrol.actionFor(readMore.testSeriesId) : null}
            ready={enrol.ready}
            onEnrol={(action) => {
              setReadMoreId(null);
              enrol.run(action);
            }}
            onClose={() => setReadMoreId(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
