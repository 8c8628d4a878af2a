import { Navigate, useNavigate, useParams, type NavigateFunction } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { quizQuery, type QuizRef } from '../api.ts';
import { QuizFailure } from '../components/quiz-failure.tsx';
import { ToastProvider } from '../components/toast.tsx';
import { quizResult, quizScoreOnly } from '../result/exam-result.ts';
import { ResultView } from '../result/lazy-result-view.tsx';
import { QuizAttempt } from './quiz-attempt.tsx';
import { PaperExamContext } from '../../../components/paper-exam.ts';
import type { GetQuizResponse } from '../../../../shared/api/quiz.ts';

/** /weeklyquiz/:exam/:userId/:quizId — SPEC §5: only the signed-in learner's own quiz, else the list. */
export function TakeQuizPage() {
  const { t } = useTranslation('exam');
  const { exam, userId, quizId } = useParams();
  const session = useSession();

  if (session.status === 'loading') return <LoadingBlock label={t('loading.quiz')} />;
  if (session.status !== 'signed-in' || session.user.id !== userId || !exam || !quizId) {
    return <Navigate to={routePatterns.weeklyQuiz} replace />;
  }
  return (
    <ToastProvider>
      <QuizScreen user={session.user} quizRef={{ exam, userId, quizId }} />
    </ToastProvider>
  );
}

function QuizScreen({ user, quizRef }: { user: SessionUser; quizRef: QuizRef }) {
  const { t } = useTranslation('exam');
  const query = useQuery(quizQuery(quizRef));
  const navigate = useNavigate();
  usePrivatePageTitle(query.data?.quiz.title ?? 'Weekly quiz');

  // data already on screen wins over a failed refetch: a running quiz must not vanish
  if (!query.data) {
    if (query.isPending) return <LoadingBlock label={t('loading.quiz')} />;
    const error = query.error;
    // the session changed since the page opened: the same guard as above
    if (hasErrorCode(error, 'not-yours') || hasErrorCode(error, 'not-signed-in')) return <Navigate to={routePatterns.weeklyQuiz} replace />;
    return <QuizFailure error={error} onRetry={() => void query.refetch()} />;
  }

  // the exam the quiz is set in the style of, for every part of the page that names its sections, types or calculator
  return <PaperExamContext value={query.data.quiz.profile}>{quizScreenOf(user, quizRef, query.data, () => void query.refetch(), navigate)}</PaperExamContext>;
}

function quizScreenOf(user: SessionUser, quizRef: QuizRef, data: GetQuizResponse, refetch: () => void, navigate: NavigateFunction) {
  if (data.attempted) {
    const onBack = () => void navigate(routePatterns.weeklyQuiz);
    if (data.solutions === 'pending') {
      // the score and rank now; the review once the quiz has settled for everyone (decision 039)
      return <ResultView result={quizScoreOnly(data)} kind="quiz" onBack={onBack} onSolutionsOpen={refetch} />;
    }
    return <ResultView result={quizResult(data)} kind="quiz" onBack={onBack} />;
  }
  return <QuizAttempt user={user} quizRef={quizRef} data={data} backTo={routePatterns.weeklyQuiz} />;
}
