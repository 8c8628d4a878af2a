// A test's and a weekly quiz's admin pages, put together here: the paper module's page
// (features/admin/papers) with what other admin areas show of a paper, its regrades and statistics
// once learners have started it, and its history. An admin area imports no other; the app does.
import { HistoryPanel } from '../features/admin/audit/components/history-panel.tsx';
import { PaperStatistics } from '../features/admin/item-stats/components/paper-statistics.tsx';
import type { PaperSections } from '../features/admin/papers/paper-page.tsx';
import { QuizEditPage } from '../features/admin/papers/quizzes/quiz-edit-page.tsx';
import { TestEditPage } from '../features/admin/papers/tests/test-edit-page.tsx';
import { PaperRegrades } from '../features/admin/regrade/components/paper-regrades.tsx';

const sections: PaperSections = {
  started: ({ kind, id }) => (
    <>
      <PaperRegrades kind={kind} id={id} />
      <PaperStatistics kind={kind} id={id} />
    </>
  ),
  history: ({ kind, id }) => <HistoryPanel entity={kind} entityId={id} />,
};

/** /admin/series/:seriesId/tests/:testId */
export const AdminTestPage = () => <TestEditPage sections={sections} />;

/** /admin/quizzes/new and /admin/quizzes/:quizId */
export const AdminQuizPage = () => <QuizEditPage sections={sections} />;
