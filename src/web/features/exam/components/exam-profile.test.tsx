// @vitest-environment jsdom
// The exam view and its instructions tell each learner their own exam's rules (issue 42): a UGC NET
// paper never speaks of GATE, offers no calculator and names its one section; a GATE subject test
// says it is one, with GATE's sections, types and calculator.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { appI18n } from '../../../i18n/index.ts';
import { PaperExamContext } from '../../../components/paper-exam.ts';
import type { PaperExam } from '../../../../shared/exam/paper-exam.ts';
import { GATE_CS_SUBJECT_EXAM, UGC_NET_PAPER_ONE_EXAM } from '../paper-exam.fixture.ts';
import { Instructions } from './instructions.tsx';
import { questions, renderExam } from './exam-view.harness.tsx';
import { MESSAGE_MS, StartLoader } from './start-loader.tsx';

afterEach(async () => {
  cleanup();
  await act(() => appI18n.changeLanguage('en'));
});

function renderInstructions(exam: PaperExam, outline: { section: 'Aptitude' | 'Technical'; count: number }[], marking = markingOf('ugc-net')) {
  const questionCount = outline.reduce((sum, range) => sum + range.count, 0);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PaperExamContext value={exam}>
          <Instructions
            title="A paper"
            timeLimitSeconds={3600}
            outline={{ sections: outline.map((range) => ({ section: range.section, count: range.count })), totalMarks: 2 * questionCount, questionCount }}
            marking={marking}
            backTo="/testseriesdetail/s1"
            starting={false}
            error={null}
            onStart={vi.fn()}
          />
        </PaperExamContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const never = /GATE|MSQ|NAT|Aptitude and Technical|calculator opens/;

describe('the instructions of a whole UGC NET Paper 1', () => {
  it('name the exam, read its profile’s own paragraphs and its one section, and never speak of GATE', () => {
    renderInstructions(UGC_NET_PAPER_ONE_EXAM, [{ section: 'Aptitude', count: 50 }]);
    const main = document.body.textContent ?? '';
    expect(main).not.toMatch(never);
    expect(
      screen.getByText(
        'This test resembles the real exam, UGC NET Paper 1 (General Paper on Teaching and Research Aptitude), in its pattern and in this interface.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Paper 1: 50 questions of 2 marks each, 100 marks in all, in one section.')).toBeTruthy();
    expect(screen.getByText('No calculator is offered.')).toBeTruthy();
    expect(screen.getByText('Teaching and Research Aptitude (50)')).toBeTruthy();
  });

  it('in Hindi too', async () => {
    await act(() => appI18n.changeLanguage('hi'));
    renderInstructions(UGC_NET_PAPER_ONE_EXAM, [{ section: 'Aptitude', count: 50 }]);
    expect(document.body.textContent).not.toMatch(never);
    expect(screen.getByText('प्रश्नपत्र 1: 2-2 अंकों के 50 प्रश्न, कुल 100 अंक, एक ही खंड में।')).toBeTruthy();
    expect(screen.getByText('शिक्षण एवं शोध अभिरुचि (50)')).toBeTruthy();
  });

  it('of a NET paper that is not the whole exam: its rules drawn from the profile, MCQs only and no calculator', () => {
    renderInstructions({ ...UGC_NET_PAPER_ONE_EXAM, scope: 'subject', instructions: { en: [], hi: [] } }, [{ section: 'Aptitude', count: 10 }]);
    expect(document.body.textContent).not.toMatch(never);
    expect(screen.getByText(/It is a subject test: it covers part of the syllabus/)).toBeTruthy();
    expect(screen.getByText('Every question is a multiple-choice question (MCQ) with one correct option, chosen with a radio button.')).toBeTruthy();
    expect(screen.getByText('Each question carries 2 marks.')).toBeTruthy();
    expect(screen.getByText('There is no negative marking: a wrong answer costs nothing.')).toBeTruthy();
    expect(screen.getByText('All questions are in one section, Teaching and Research Aptitude.')).toBeTruthy();
    expect(screen.getByText('No calculator is offered, as in the real exam.')).toBeTruthy();
  });
});

describe('the instructions of a GATE subject test', () => {
  it('say it is a subject test of GATE CS, with GATE’s types, marking, two sections and calculator', () => {
    renderInstructions(
      GATE_CS_SUBJECT_EXAM,
      [
        { section: 'Aptitude', count: 3 },
        { section: 'Technical', count: 6 },
      ],
      markingOf('gate'),
    );
    expect(screen.getByText(/resembles the real exam, GATE Computer Science and Information Technology \(CS\), in its question types/)).toBeTruthy();
    expect(screen.getByText(/Questions are of 3 types:/)).toBeTruthy();
    expect(screen.getByText(/A wrong answer to a multiple-choice question \(MCQ\) costs one third of its marks/)).toBeTruthy();
    expect(screen.getByText(/A numerical-answer question \(NAT\)/)).toBeTruthy();
    expect(
      screen.getByText(
        'Questions are in 2 sections, General Aptitude and Computer Science and Information Technology; use the section tabs or the palette to move between them.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/A virtual scientific calculator opens from the top of the screen/)).toBeTruthy();
    expect(screen.getByText('General Aptitude (3) · Computer Science and Information Technology (6)')).toBeTruthy();
  });
});

describe('the exam view', () => {
  it('of a UGC NET paper has no calculator and names its section as the profile does', async () => {
    // a Paper 1 paper's questions are all of its one section
    renderExam(
      vi.fn(),
      undefined,
      questions.filter((question) => question.section === 'Aptitude'),
      UGC_NET_PAPER_ONE_EXAM,
    );
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Calculator/ })).toBeNull();
    expect(screen.getAllByText(/Section: Teaching and Research Aptitude/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Instructions' })[0]!);
    expect(document.body.textContent).not.toMatch(/GATE|calculator opens/);
  });

  it('of a GATE paper offers the calculator and GATE’s section names in its tabs', async () => {
    renderExam(vi.fn(), undefined, undefined, GATE_CS_SUBJECT_EXAM);
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Calculator/ })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByRole('button', { name: /General Aptitude/ })).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: /Computer Science and Information Technology/ })).toBeTruthy();
  });
});

describe('the start loader', () => {
  it('warms up no calculator for an exam that has none', () => {
    vi.useFakeTimers();
    try {
      const loaderAt = (exam: PaperExam) => {
        render(
          <PaperExamContext value={exam}>
            <StartLoader />
          </PaperExamContext>,
        );
        // the fifth of its ten messages
        act(() => vi.advanceTimersByTime(4 * MESSAGE_MS));
        const text = screen.getByRole('status').textContent;
        cleanup();
        return text;
      };
      expect(loaderAt(GATE_CS_SUBJECT_EXAM)).toContain('Warming up the calculator…');
      expect(loaderAt(UGC_NET_PAPER_ONE_EXAM)).toContain('No calculator in this exam: keep your rough sheet handy…');
    } finally {
      vi.useRealTimers();
    }
  });
});
