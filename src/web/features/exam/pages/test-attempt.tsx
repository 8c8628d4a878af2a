import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GetTestResponse } from '../../../../shared/api/exam.ts';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';
import { errorActions } from '../../../lib/error-actions.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import type { SessionUser } from '../../../lib/session.ts';
import type { TestRef } from '../api.ts';
import { Instructions } from '../components/instructions.tsx';
import { StartLoader } from '../components/start-loader.tsx';
import { useToast } from '../components/toast-context.ts';
import { testTarget } from '../engine/exam-target.ts';
import { PaperGate } from './paper-gate.tsx';
import { RunningExam } from './running-exam.tsx';
import { rememberSaveMode } from '../hooks/use-exam-session.ts';
import type { SaveMode } from '../../../../shared/exam/navigation.ts';

type OpenTest = Extract<GetTestResponse, { attempted: false }>;

/**
 * The loader plays this long (two of its messages, a beat to settle) before the attempt starts: the
 * server's clock starts when the exam is about to be on screen, so its first frame shows the full time.
 */
const LOADER_MS = 4000;

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
  const { t } = useTranslation('exam');
  const errorText = useErrorText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { userId, testSeriesId, testId } = testRef;
  const target = useMemo(() => testTarget({ userId, testSeriesId, testId }), [userId, testSeriesId, testId]);
  const attempt = data.attempt;
  // the paper's default language, for a paper offered in Hindi: the interface's when it is Hindi
  const interfaceLanguage = useLanguage().language;
  const [language, setLanguage] = useState<ExamLanguage>(interfaceLanguage === 'hi' ? 'hi' : 'en');
  // how choices are saved, chosen before starting: the spec's (at once) unless the learner asks for the real CBT's
  const [saveMode, setSaveMode] = useState<SaveMode>('on-choice');

  /** `chosen`: the default language, for a paper offered in Hindi */
  async function start(chosen: ExamLanguage | undefined) {
    if (starting) return;
    setStarting(true);
    setStartError(null);
    try {
      await new Promise((resolve) => setTimeout(resolve, LOADER_MS));
      const started = await target.start(chosen);
      if (started.submittedAt) {
        // an attempt that ran out while the learner was away: show its result
        await queryClient.invalidateQueries({ queryKey: target.queryKey });
        return;
      }
      rememberSaveMode(started.attemptId, saveMode);
      const opened: OpenTest = { ...data, attempt: started };
      queryClient.setQueryData(target.queryKey, opened);
      toast.show(t('view.testStarting'), 'info');
    } catch (error) {
      setStartError(isApiError(error) ? errorText(error) : t('failure.startFailed'));
    } finally {
      setStarting(false);
    }
  }

  if (starting) return <StartLoader />;
  // the questions are served once the attempt has started (decision 039): the instructions read the paper's outline
  if (!attempt) {
    const offersHindi = data.paper.offeredInHindi === true;
    return (
      <Instructions
        title={data.test.title}
        timeLimitSeconds={data.test.timeLimit}
        outline={{ ...data.paper.outline, questionCount: data.paper.questionCount }}
        marking={data.test.markingScheme}
        backTo={backTo}
        starting={starting}
        error={startError}
        onStart={() => void start(offersHindi ? language : undefined)}
        language={offersHindi ? { value: language, onChange: setLanguage } : undefined}
        saveMode={{ value: saveMode, onChange: setSaveMode }}
      />
    );
  }
  return (
    <PaperGate paper={data.paper} label={t('loading.test')} exit={{ ...errorActions.series(testRef.testSeriesId), to: backTo }}>
      {(questions) => (
        <RunningExam
          target={target}
          user={user}
          title={data.test.title}
          marking={data.test.markingScheme}
          questions={questions}
          attempt={attempt}
          backTo={backTo}
        />
      )}
    </PaperGate>
  );
}
