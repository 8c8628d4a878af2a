// @vitest-environment jsdom
// The exam's failure panels in Hindi (issue 30): their titles, messages and ways out; the API's refusal
// is said in Hindi by its code (issue 43), never in the server's English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/http.ts';
import { QuizFailure } from './quiz-failure.tsx';
import { InvalidParametersPage, TestLoadFailure } from './test-failure.tsx';

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
});

afterEach(async () => {
  cleanup();
  await appI18n.changeLanguage('en');
});

const inRouter = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the exam’s failure panels in Hindi', () => {
  it('says a test is missing, or could not be read, with Retry and the ways back in Hindi', () => {
    inRouter(<TestLoadFailure error={new ApiError(404, 'Test not found.', 'not-found')} testSeriesId="s1" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट नहीं मिला।' })).toBeTruthy();
    expect(screen.getByText('यह टेस्ट इस सीरीज़ में नहीं है, या अब प्रकाशित नहीं है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'टेस्ट सीरीज़ पर वापस जाएँ' }).getAttribute('href')).toBe('/hi/testseriesdetail/s1');
    expect(screen.getByRole('link', { name: 'सभी टेस्ट सीरीज़ देखें' })).toBeTruthy();
    cleanup();

    const retry = vi.fn();
    inRouter(<TestLoadFailure error={new ApiError(503, 'The server is busy.')} testSeriesId="s1" onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट लोड नहीं हो सका' })).toBeTruthy();
    screen.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    expect(retry).toHaveBeenCalledOnce();
    cleanup();

    inRouter(<InvalidParametersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट के पैरामीटर अमान्य हैं।' })).toBeTruthy();
  });

  it('says why a quiz cannot be taken, leading to this week’s quizzes', () => {
    inRouter(<QuizFailure error={new ApiError(409, 'This quiz closed on Sunday.', 'quiz-closed')} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'यह क्विज़ बंद हो चुका है' })).toBeTruthy();
    // the API's refusal, by its code
    expect(screen.getByText('यह क्विज़ बंद हो चुका है: अब इसे शुरू नहीं किया जा सकता।')).toBeTruthy();
    expect(screen.queryByText('This quiz closed on Sunday.')).toBeNull();
    expect(screen.getByRole('link', { name: 'इस सप्ताह के क्विज़' }).getAttribute('href')).toBe('/hi/weeklyquiz');
    cleanup();

    inRouter(<QuizFailure error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />);
    expect(screen.getByText('क्विज़ लाने में त्रुटि। कृपया फिर से कोशिश करें।')).toBeTruthy();
  });
});
