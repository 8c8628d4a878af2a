// @vitest-environment jsdom
// The performance report in Hindi (issue 30): every part's own words, the categories, the dates and
// the times per question in the learner's language; the tests' and topics' names stay as written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildPerformanceReport, type SubmittedAttempt } from '../../../../shared/performance-report.ts';
import { toTopicStrength } from '../../../../shared/topic-strengths.ts';
import { appI18n } from '../../../i18n/index.ts';
import { PerformanceReport } from './performance-report.tsx';
import { TrendCharts } from './trend-charts.tsx';

const attempt = (title: string, at: string, percent: number, accuracy: number, category: string): SubmittedAttempt => ({
  title,
  kind: 'test',
  submittedAt: at,
  analysis: {
    quizTitle: title,
    submittedAt: at,
    basicMetrics: { score: percent / 10, totalQuestions: 10, timeTaken: 600, timePerQuestion: 60, maxPossibleMarks: 10 },
    performanceMetrics: {
      correctAnswers: accuracy / 10,
      incorrectAnswers: 10 - accuracy / 10,
      unattemptedQuestions: 0,
      totalMarksWithoutNegative: percent / 10,
      totalMarksWithNegative: percent / 10,
      percentageMarksWithNegative: percent,
      accuracy,
      attemptRate: 100,
      performanceCategory: category,
    },
    questionAnalysis: [],
  },
});

const topic = toTopicStrength(
  { topicId: 'graphs', topic: 'Graph Algorithms', subject: 'Algorithms', seen: 12, answered: 10, correct: 4, timed: 10, seconds: 750 },
  [{ seriesId: 's1', seriesTitle: 'GATE CS Mocks', testId: 't2', testTitle: 'Full Subject Test' }],
);

function report() {
  const built = buildPerformanceReport(
    [attempt('Easy Subject Test', '2026-03-02T10:00:00Z', 90, 90, 'excellent'), attempt('Full Mock 1', '2026-03-09T10:00:00Z', 30, 40, 'needs_improvement')],
    [topic],
  );
  return {
    ...built,
    accuracyByType: [
      { type: 'MCQ' as const, attempted: 10, correct: 7, accuracy: 70 },
      { type: 'NAT' as const, attempted: 4, correct: 1, accuracy: 25 },
    ],
  };
}

beforeEach(async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  await appI18n.changeLanguage('hi');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

describe('the performance report in Hindi', () => {
  it('names each part, its columns and its figures in Hindi', async () => {
    render(
      <MemoryRouter>
        <PerformanceReport report={report()} userId="u1" />
      </MemoryRouter>,
    );
    for (const heading of ['प्रश्न के प्रकार के अनुसार सटीकता', 'विषय के अनुसार मज़बूत और कमज़ोर पक्ष', 'टेस्ट का विवरण', 'विश्लेषण', 'प्रदर्शन श्रेणियाँ']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    // accuracy by type
    expect(screen.getByText(/बहुविकल्पीय \(एक उत्तर\)/)).toBeTruthy();
    expect(screen.getByText('10 हल किए गए में से 7 सही')).toBeTruthy();

    // topics: the table's columns, the figures and the practice link; the time in Hindi units
    const topics = screen.getByRole('table', { name: 'विषय, सबसे कमज़ोर पहले' });
    for (const column of ['विषय', 'उत्तर दिए', 'सही', 'सटीकता', 'प्रति प्रश्न समय', 'अभ्यास करें']) {
      expect(within(topics).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(within(topics).getByText('12 में से 10')).toBeTruthy();
    expect(within(topics).getByText('1 मिनट 15 सेकंड')).toBeTruthy();
    expect(within(topics).getByRole('link', { name: 'Full Subject Test दें (GATE CS Mocks)' })).toBeTruthy();

    // test details: the columns, a Hindi date and each category in words
    const details = screen.getByRole('group', { name: 'टेस्ट विवरण तालिका (बगल में स्क्रॉल होती है)' });
    for (const column of ['टेस्ट का नाम', 'तारीख', 'स्कोर (%)', 'नेगेटिव के बिना अंक', 'अनुत्तरित', 'श्रेणी']) {
      expect(within(details).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(within(details).getByText(/^2 मार्च 2026$/)).toBeTruthy();
    expect(within(details).getByText('उत्कृष्ट')).toBeTruthy();
    expect(within(details).getByText('सुधार की ज़रूरत')).toBeTruthy();

    // insights and categories
    const strengths = screen.getByRole('article', { name: 'मज़बूत पक्ष' });
    expect(strengths.textContent).toContain('स्कोर 90.00% · सटीकता 90.00%');
    expect(within(strengths).getByLabelText('1 टेस्ट')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'सुधार के क्षेत्र' })).toBeTruthy();

    // no English of these parts is left (the tests', topics' and series' own names aside)
    const text = document.body.textContent!.replace(/Easy Subject Test|Full Mock 1|Full Subject Test|Graph Algorithms|Algorithms|GATE CS Mocks|MCQ|NAT/g, '');
    expect(text).not.toMatch(/\b(Score|Accuracy|Marks|Topic|Answered|Correct|Practise|Test|Category|Date|Excellent|Needs|right of|tests?)\b/);
  });

  it('labels the trend charts and their points in Hindi', () => {
    const { container } = render(<TrendCharts trends={report().performanceTrends} titles={['Easy Subject Test', 'Full Mock 1']} />);
    const captions = [...container.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['स्कोर (%)', 'सटीकता (%)', 'कुल अंक', 'प्रयास दर (%)', 'प्रति प्रश्न समय (सेकंड)', 'नेगेटिव अंक', 'सही उत्तर', 'गलत उत्तर']);
  });
});
