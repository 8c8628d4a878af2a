// A saved question's page as the admin area shows it: the questions area's editor, with what other
// admin areas add to it (the review conversation, the statistics, the history). An admin area imports
// no other (eslint.config.js), so the app, which may import any feature, puts them together here.
import { HistoryPanel } from '../features/admin/audit/components/history-panel.tsx';
import { QuestionStatisticsPanel } from '../features/admin/item-stats/components/question-statistics.tsx';
import type { QuestionSections } from '../features/admin/questions/components/question-workspace.tsx';
import { QuestionEditPage } from '../features/admin/questions/pages/question-edit-page.tsx';
import { ReviewPanel } from '../features/admin/review/components/review-panel.tsx';

const sections: QuestionSections = {
  review: (question, unsaved) => <ReviewPanel question={question} unsaved={unsaved} />,
  statistics: (question) => <QuestionStatisticsPanel questionId={question.id} />,
  history: (question) => <HistoryPanel entity="question" entityId={question.id} />,
};

/** /admin/questions/new and /admin/questions/:questionId */
export function AdminQuestionEditPage() {
  return <QuestionEditPage sections={sections} />;
}
