import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AttemptState, ExamQuestion } from '../../../../shared/api/exam.ts';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { weeklyQuizKeys } from '../../../lib/query-keys.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { ExamView } from '../components/exam-view.tsx';
import { useToast } from '../components/toast-context.ts';
import type { ExamTarget } from '../engine/exam-target.ts';
import { useExamHardening } from '../hooks/use-exam-hardening.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatScore } from '../../../../shared/number-format.ts';
import { useExamSession } from '../hooks/use-exam-session.ts';
import { preloadResultView } from '../result/lazy-result-view.tsx';

interface RunningExamProps {
  target: ExamTarget;
  user: SessionUser;
  title: string;
  marking: Marking;
  questions: readonly ExamQuestion[];
  attempt: AttemptState;
  backTo: string;
}

/** An open attempt of a test or a quiz: the one engine, the one exam screen, the target's words. */
export function RunningExam({ target, user, title, marking, questions, attempt, backTo }: RunningExamProps) {
  const { t } = useTranslation('exam');
  const toast = useToast();
  const queryClient = useQueryClient();

  const session = useExamSession({
    target,
    attempt,
    questions,
    onSubmitted: (result) => {
      toast.clear();
      // the success notice (SPEC §4 test flow, §8 quiz)
      const score = formatScore(result.score, result.maxMarks);
      toast.show(target.kind === 'quiz' ? t('toast.quizSubmitted', { score }) : t('toast.testSubmitted', { score }), 'success');
    },
    // the attempt is over on the server: read the page's data again, which now carries the result
    onEnded: () => {
      void queryClient.invalidateQueries({ queryKey: target.queryKey });
      // a quiz's standing and the learner's state on the list changed with it
      if (target.kind === 'quiz') void queryClient.invalidateQueries({ queryKey: weeklyQuizKeys.all });
    },
  });

  const blocked = target.kind === 'quiz' ? t('toast.blockedQuiz') : t('toast.blockedTest');
  const onBlocked = useCallback(() => toast.show(blocked, 'warning'), [toast, blocked]);
  // SPEC §5: paste is blocked on quizzes, not on tests
  useExamHardening({ blockPaste: target.kind === 'quiz', onBlocked });

  // the result's code, after the first question has been drawn: ready when the attempt ends
  useEffect(() => {
    const timer = setTimeout(preloadResultView, 2000);
    return () => clearTimeout(timer);
  }, []);

  return <ExamView session={session} user={user} title={title} backTo={backTo} marking={marking} />;
}
