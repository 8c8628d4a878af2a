import type { QuizWeek as Week } from '../../../../shared/api/quiz.ts';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { weekLabelIn } from '../quiz-state.ts';
import { QuizCard } from './quiz-card.tsx';

interface QuizWeekProps {
  week: Week;
  now: number;
  userId: string | null;
  onSignInToStart: (path: string) => void;
  past: boolean;
}

/** A week's quizzes, grouped by exam (the list may show several exams at once). */
export function QuizWeek({ week, now, userId, onSignInToStart, past }: QuizWeekProps) {
  const { t } = useTranslation('quiz');
  const { locale } = useFormat();
  const exams = [...new Set(week.quizzes.map((quiz) => quiz.exam))];
  const several = exams.length > 1;
  return (
    // several exams sit side by side, one column each; one exam's quizzes share the two columns
    <div className={several ? 'grid items-start gap-6 lg:grid-cols-2' : 'flex flex-col gap-6'}>
      {exams.map((exam) => (
        <section key={exam} aria-label={t('week.examQuizzes', { exam, week: weekLabelIn(t, locale, week.startsAt) })} className="flex flex-col gap-3">
          {several ? <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{exam}</h3> : null}
          <div className={several ? 'flex flex-col gap-4' : 'grid items-start gap-4 lg:grid-cols-2'}>
            {week.quizzes
              .filter((quiz) => quiz.exam === exam)
              .map((quiz) => (
                <QuizCard key={quiz._id} quiz={quiz} now={now} userId={userId} onSignInToStart={onSignInToStart} leaderboardOpen={past} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
