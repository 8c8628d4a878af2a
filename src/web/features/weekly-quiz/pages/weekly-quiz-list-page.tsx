import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { WinnerAnnouncement } from '../../../components/winner-announcement.tsx';
import { isApiError } from '../../../lib/http.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { weeklyQuizzesQuery } from '../../../lib/weekly-quiz.ts';
import { ExamFilter } from '../components/exam-filter.tsx';
import { QuizWeek } from '../components/quiz-week.tsx';
import { leaderboardsOpenAtOnce, weekLabelIn } from '../quiz-state.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import type { Prefetch } from '../../../lib/route-data.ts';
import { leaderboardQuery } from '../api.ts';

export const SIGN_IN_TO_START = 'Please sign in to take the weekly quiz.';

/** The exam the list is filtered to (?exam=GATE), null for all. */
const examFromSearch = (searchParams: URLSearchParams) => searchParams.get('exam')?.trim() || null;

/** The week's quizzes for the exam, then the first page of each leaderboard shown open. */
export const prefetch: Prefetch = async ({ queryClient, searchParams }) => {
  const list = await queryClient.fetchQuery(weeklyQuizzesQuery(examFromSearch(searchParams))).catch(() => undefined);
  if (!list) return;
  await Promise.all(leaderboardsOpenAtOnce(list).map((quiz) => queryClient.prefetchQuery(leaderboardQuery(quiz._id, 1))));
};

/** /weeklyquiz: this week's quizzes, the past weeks with their leaderboards, and last week's winner. */
export function WeeklyQuizListPage() {
  const { t } = useTranslation('quiz');
  const errorText = useErrorText();
  const { locale } = useFormat();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const promises = [t('page.promiseAttempt'), t('page.promiseAnalysis'), t('page.promisePrize')];
  const [searchParams, setSearchParams] = useSearchParams();
  const exam = examFromSearch(searchParams);
  const session = useSession();
  const signInDialog = useSignInDialog();
  const query = useQuery(weeklyQuizzesQuery(exam));
  const now = useServerNow(query.data?.serverTime, query.dataUpdatedAt);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  const setExam = (next: string | null) => setSearchParams(next ? { exam: next } : {}, { replace: true, preventScrollReset: true });
  // SPEC §4: the path carries 'null' for the user; sign-in puts the learner's id in its place
  const onSignInToStart = (path: string) => signInDialog.open(path, t('page.signInToStart'));

  const data = query.data;
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} width="max-w-6xl">
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
              {promise}
            </li>
          ))}
        </ul>
        {data?.lastWinner ? <WinnerAnnouncement winner={data.lastWinner} linkTo="prize" className="mt-6 max-w-3xl" /> : null}
      </PageHeader>

      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-8 pb-16 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="this-week" className="text-xl font-semibold tracking-tight text-navy-900 sm:text-2xl">
            {data ? weekLabelIn(t, locale, data.thisWeek.startsAt) : t('page.thisWeek')}
          </h2>
          <ExamFilter exams={data?.exams ?? []} value={exam} onChange={setExam} />
        </div>

        {query.isPending ? (
          <LoadingBlock label={t('page.loading')} />
        ) : query.isError && !data ? (
          <ErrorBlock
            title={t('page.loadError')}
            message={isApiError(query.error) ? errorText(query.error) : t('page.tryAgain')}
            onRetry={() => void query.refetch()}
          />
        ) : data ? (
          <>
            <section aria-labelledby="this-week" className="-mt-6">
              {data.thisWeek.quizzes.length === 0 ? (
                <EmptyBlock title={exam ? t('page.noExamQuiz', { exam }) : t('page.noQuiz')}>
                  {t('page.newEveryWeek')} {exam ? t('page.tryAnotherExam') : t('page.comeBack')}
                </EmptyBlock>
              ) : (
                <QuizWeek week={data.thisWeek} now={now} userId={userId} onSignInToStart={onSignInToStart} past={false} />
              )}
            </section>

            {data.pastWeeks.length > 0 ? (
              <section aria-labelledby="past-weeks" className="flex flex-col gap-8">
                <h2 id="past-weeks" className="text-xl font-semibold tracking-tight text-navy-900 sm:text-2xl">
                  {t('page.pastWeeks')}
                </h2>
                {data.pastWeeks.map((week) => (
                  <div key={week.startsAt} className="flex flex-col gap-3">
                    <h3 className="text-base font-semibold text-slate-700">{weekLabelIn(t, locale, week.startsAt)}</h3>
                    <QuizWeek week={week} now={now} userId={userId} onSignInToStart={onSignInToStart} past />
                  </div>
                ))}
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
