import { useParams } from 'react-router';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { formatDuration } from '../../papers/paper-order.ts';
import { PaperPage, StartedBadge } from '../../papers/paper-page.tsx';
import { useSeriesDetail } from '../../series/api.ts';
import { difficultyLabels } from '../../series/components/difficulty-badge.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { useEditTest, useServeLatestInTest, useSetTestQuestions, useSetTestStatus, useTest } from '../api.ts';
import { TestSettingsForm } from '../components/test-settings-form.tsx';

/** /admin/series/:seriesId/tests/:testId: a test's settings, its publishing and its paper. */
export function TestEditPage() {
  const { seriesId = '', testId = '' } = useParams();
  const test = useTest(testId);
  const series = useSeriesDetail(seriesId);
  const edit = useEditTest(testId);
  const setQuestions = useSetTestQuestions(testId);
  const setStatus = useSetTestStatus(testId);
  const serveLatest = useServeLatestInTest(testId);
  usePrivatePageTitle(test.data ? `${test.data.title} (test)` : 'Test');

  return (
    <PaperPage
      kind="test"
      query={test}
      back={{ to: adminPaths.series(seriesId), label: series.data ? series.data.series.title : 'Back to the series' }}
      fallbackTitle="Test"
      notFoundMessage="It may have been deleted, or the link is wrong. Go back to the series to find its tests."
      lead={(current) => (
        <span className="flex flex-wrap items-center gap-2">
          <StatusPill status={current.status} />
          <span>
            {difficultyLabels[current.difficulty]} test · {formatDuration(current.timeLimitSeconds)} · {current.totals.questions}{' '}
            {current.totals.questions === 1 ? 'question' : 'questions'} · {current.totals.marks} marks
          </span>
          <StartedBadge started={current.hasAttempts} />
        </span>
      )}
      settings={(current, locks) => (
        <TestSettingsForm
          key={current.id}
          test={current}
          settingsLock={locks.settings}
          examLock={locks.paper}
          saving={edit.isPending}
          onSave={(patch) => edit.mutateAsync(patch)}
        />
      )}
      status={{ isPending: setStatus.isPending, change: (to) => setStatus.mutateAsync(to) }}
      onSaveQuestions={(questionIds) => setQuestions.mutateAsync(questionIds)}
      onServeLatest={(questionId) => serveLatest.mutateAsync(questionId)}
    />
  );
}
