// The exam view with a real exam session on a small paper, for the component tests.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AttemptState, ExamQuestion } from '../../../../shared/api/exam.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { siteConfigQuery } from '../../../lib/site.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { testTarget } from '../engine/exam-target.ts';
import type { PendingWork } from '../api.ts';
import { useExamSession, type ExamSession, type SubmitResult } from '../hooks/use-exam-session.ts';
import { ExamView } from './exam-view.tsx';
import { PaperExamContext } from '../../../components/paper-exam.ts';
import type { PaperExam } from '../../../../shared/exam/paper-exam.ts';

const question = (id: string, section: 'Aptitude' | 'Technical', text: string, options: string[], type: ExamQuestion['type'] = 'MCQ'): ExamQuestion => ({
  _id: id,
  questionText: text,
  questionImage: null,
  options: options.map((option, index) => ({ _id: `${id}:${index}`, text: option, image: null })),
  section,
  marks: 1,
  type,
  questionRemarks: null,
});

export const questions = [
  question('q1', 'Aptitude', 'What is $7 \\times 8$?', ['54', '56']),
  question('q2', 'Aptitude', 'Pick *quick*', ['Slow', 'Quick']),
  question('q3', 'Technical', 'Edges of a tree on 10 vertices?', ['9', '10']),
];

// GATE's three types in one paper: an MSQ, two NATs and an MCQ
export const typedQuestions = [
  question('m1', 'Technical', 'Which are prime?', ['2', '4', '5', '9'], 'MSQ'),
  question('n1', 'Technical', 'Evaluate $2 - 4.5$.', [], 'NAT'),
  question('n2', 'Technical', 'How many bits in a byte?', [], 'NAT'),
  question('c1', 'Technical', 'Pick one', ['Yes', 'No']),
];

const user: SessionUser = { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', image: null, role: 'learner' };

export function attempt(deadlineInMs = 20 * 60_000): AttemptState {
  return {
    attemptId: 'att-1',
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + deadlineInMs).toISOString(),
    answers: {},
    version: 0,
    submittedAt: null,
  };
}

export type Submit = (pending: PendingWork) => Promise<SubmitResult>;

/** `exam`: the exam the paper is set for, as the page gives it (none: as an admin's one-question preview). */
export function renderExam(submit: Submit, state = attempt(), paper = questions, exam: PaperExam | null = null) {
  const handle: { session: ExamSession | null } = { session: null };
  const onSubmitted = vi.fn();
  const onEnded = vi.fn();
  function Harness() {
    const session = useExamSession({
      target: { ...testTarget({ userId: 'u1', testSeriesId: 's1', testId: 'test-1' }), submit },
      attempt: state,
      questions: paper,
      onSubmitted,
      onEnded,
    });
    handle.session = session;
    return <ExamView session={session} user={user} title="Mock Test" backTo="/testseriesdetail/s1" marking={markingOf('gate')} />;
  }
  const client = new QueryClient();
  client.setQueryData(siteConfigQuery.queryKey, {
    supportEmail: 'support@example.com',
    contactEmail: 'hello@example.com',
    applyUrl: 'https://example.com',
    ads: null,
    razorpayKeyId: 'rzp_test',
    localSignIn: true,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaperExamContext value={exam}>
          <Harness />
        </PaperExamContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { handle, onSubmitted, onEnded };
}
