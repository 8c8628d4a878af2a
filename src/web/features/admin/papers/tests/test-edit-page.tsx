import { useParams } from 'react-router';
import { adminPaths } from '../../../../lib/paths.ts';
import { useSeriesDetail } from '../../api.ts';
import { difficultyLabels } from '../../ui/difficulty-badge.tsx';
import { usePaperChanges } from '../api.ts';
import { PaperPage, type PaperSections } from '../paper-page.tsx';
import { formatDuration } from '../paper-order.ts';
import { testCalls, useTest } from './api.ts';
import { TestSettingsForm } from './test-settings-form.tsx';

/** /admin/series/:seriesId/tests/:testId: a test's settings, its publishing and its paper. */
export function TestEditPage({ sections }: { sections?: PaperSections }) {
  const { seriesId = '', testId = '' } = useParams();
  const test = useTest(testId);
  const series = useSeriesDetail(seriesId);
  const changes = usePaperChanges(testCalls, testId);

  return (
    <PaperPage
      kind="test"
      name="test"
      query={test}
      changes={changes}
      back={{ to: adminPaths.series(seriesId), label: series.data ? series.data.series.title : 'Back to the series' }}
      notFoundMessage="It may have been deleted, or the link is wrong. Go back to the series to find its tests."
      lead={(current) => ({
        summary: (
          <>
            {difficultyLabels[current.difficulty]} test · {formatDuration(current.timeLimitSeconds)} · {current.totals.questions}{' '}
            {current.totals.questions === 1 ? 'question' : 'questions'} · {current.totals.marks} marks
          </>
        ),
      })}
      settings={(current, locks) => (
        <TestSettingsForm
          key={current.id}
          test={current}
          settingsLock={locks.settings}
          examLock={locks.paper}
          saving={changes.edit.isPending}
          onSave={(patch) => changes.edit.mutateAsync(patch)}
        />
      )}
      sections={sections}
    />
  );
}
