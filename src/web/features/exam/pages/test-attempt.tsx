import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AttemptState, GetTestResponse } from '../../../../shared/api/exam.ts';
import { isApiError } from '../../../lib/http.ts';
import { examKeys } from '../../../lib/query-keys.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { startTest, submitTest, type TestRef } from '../api.ts';
import { ExamView } from '../components/exam-view.tsx';
import { Instructions } from '../components/instructions.tsx';
import { StartLoader } from '../components/start-loader.tsx';
import { useToast } from '../components/toast-context.ts';
import { useExamHardening, BLOCKED_MESSAGE } from '../hooks/use-exam-hardening.ts';
import { useExamSession, type SubmitResult } from '../hooks/use-exam-session.ts';

type OpenTest = Extract<GetTestResponse, { attempted: false }>;

/** The loader shows at least this long: two of its messages, a beat to settle before the clock. */
const MIN_LOADER_MS = 4000;

interface TestAttemptProps {
  user: SessionUser;
  testRef: TestRef;
  data: OpenTest;
  backTo: string;
}

/** Instructions, then the start loader, then the exam; an attempt already open resumes at once. */
export function TestAttempt({ user, testRef, data, backTo }: TestAttemptProps) {
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const attempt = data.attempt;

  async function start() {
    if (starting) return;
    setStarting(true);
    setStartError(null);
    try {
      const [response] = await Promise.all([startTest(testRef), new Promise((resolve) => setTimeout(resolve, MIN_LOADER_MS))]);
      if (response.attempt.submittedAt) {
        // an attempt that ran out while the learner was away: show its result
        await queryClient.invalidateQueries({ queryKey: examKeys.test(testRef) });
        return;
      }
      const opened: OpenTest = { ...data, attempt: response.attempt };
      queryClient.setQueryData(examKeys.test(testRef), opened);
      toast.show('The test is starting now!', 'info');
    } catch (error) {
      setStartError(isApiError(error) ? error.message : 'The test could not be started. Please try again.');
    } finally {
      setStarting(false);
    }
  }

  if (attempt) return <RunningTest user={user} testRef={testRef} data={data} attempt={attempt} backTo={backTo} />;
  if (starting) return <StartLoader />;
  return (
    <Instructions
      title={data.test.title}
      timeLimitSeconds={data.test.timeLimit}
      questions={data.test.questions}
      backTo={backTo}
      starting={starting}
      error={startError}
      onStart={() => void start()}
    />
  );
}

function RunningTest({ user, testRef, data, attempt, backTo }: TestAttemptProps & { attempt: AttemptState }) {
  const toast = useToast();
  const queryClient = useQueryClient();

  const submit = useCallback(
    async (pending: Parameters<typeof submitTest>[2]): Promise<SubmitResult> => {
      const response = await submitTest(testRef.userId, testRef.testId, pending);
      const { score, maxPossibleMarks } = response.analyzedData.basicMetrics;
      return { score, maxMarks: maxPossibleMarks };
    },
    [testRef.userId, testRef.testId],
  );

  const session = useExamSession({
    kind: 'test',
    targetId: testRef.testId,
    attempt,
    questions: data.test.questions,
    submit,
    onSubmitted: ({ score, maxMarks }) => toast.show(`Test submitted! Your score: ${score}/${maxMarks}`, 'success'),
    // the attempt is over on the server: read the test again, which now carries the result
    onEnded: () => void queryClient.invalidateQueries({ queryKey: examKeys.test(testRef) }),
  });

  const onBlocked = useCallback(() => toast.show(BLOCKED_MESSAGE, 'warning'), [toast]);
  useExamHardening({ blockPaste: false, onBlocked });

  return <ExamView session={session} user={user} title={data.test.title} backTo={backTo} />;
}
