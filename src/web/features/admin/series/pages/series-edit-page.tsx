import { useParams } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useSeriesDetail } from '../../api.ts';
import { SeriesEditor } from '../components/series-editor.tsx';

function SavedSeries({ id }: { id: string }) {
  const detail = useSeriesDetail(id);
  // the same title the editor sets: this effect runs after the editor's
  usePrivatePageTitle(detail.data ? `Edit ${detail.data.series.title}` : 'Test series');
  if (detail.isPending) return <LoadingBlock label="Loading the series…" />;
  if (detail.isError) {
    const missing = isApiError(detail.error, 404) || isApiError(detail.error, 400);
    return (
      <div>
        <AdminPageHeader back={{ to: adminPaths.seriesList(), label: 'All test series' }} title="Test series" />
        <ErrorBlock
          title={missing ? 'No such test series' : 'We could not load this series'}
          message={missing ? 'It may have been deleted. Pick one from the list.' : detail.error.message}
          onRetry={missing ? undefined : () => void detail.refetch()}
        />
      </div>
    );
  }
  return <SeriesEditor series={detail.data.series} tests={detail.data.tests} />;
}

/** /admin/series/new and /admin/series/:seriesId: one editor, keyed by the series so a new one starts clean. */
export function SeriesEditPage() {
  const { seriesId } = useParams();
  return seriesId ? <SavedSeries key={seriesId} id={seriesId} /> : <SeriesEditor key="new" series={null} tests={[]} />;
}
