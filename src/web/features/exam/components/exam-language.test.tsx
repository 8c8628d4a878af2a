// @vitest-environment jsdom
// A paper offered in Hindi (docs/decisions/034): each question opens in the attempt's language or its
// own, its "View in" select switches it and sends the change; the options keep their letters and
// identity; formulas in Hindi text are drawn; a paper not offered in Hindi shows no language control.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import { appI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/http.ts';
import { attempt, questions, renderExam } from './exam-view.harness.tsx';

const saveAnswers = vi.fn(async () => 'saved' as const);
const setAttemptLanguage = vi.fn(async () => ({ success: true }));
vi.mock('../api.ts', () => ({
  saveAnswers: (...args: unknown[]) => saveAnswers(...(args as [])),
  setAttemptLanguage: (...args: unknown[]) => setAttemptLanguage(...(args as [])),
  fetchAttempt: vi.fn(async () => new Promise(() => {})),
}));

const hindi: Record<string, ExamQuestion['hindi']> = {
  // no HTML: a paper served before its drawing was done; the view draws the Markdown and KaTeX itself
  q1: { questionText: '$7 \\times 8$ का मान क्या है?', options: [{ text: 'चौवन' }, { text: 'छप्पन' }] },
  q2: { questionText: '*तेज़* चुनिए', options: [{ text: 'धीमा' }, { text: 'तेज़' }] },
  // drawn by the server, as a paper usually is
  q3: {
    questionText: '10 शीर्षों वाले वृक्ष में कितने किनारे होते हैं?',
    questionHtml: '<p>10 शीर्षों वाले वृक्ष में कितने किनारे होते हैं?</p>',
    options: [
      { text: '9', html: 'नौ' },
      { text: '10', html: 'दस' },
    ],
  },
};
const bilingual = questions.map((question) => ({ ...question, hindi: hindi[question._id] }));

const heading = () => document.getElementById('question-heading')!;
const questionText = () => heading().closest('article')!;

beforeEach(() => {
  localStorage.clear();
  saveAnswers.mockClear();
  setAttemptLanguage.mockClear();
});
afterEach(async () => {
  cleanup();
  await act(() => appI18n.changeLanguage('en'));
});

describe('a paper offered in Hindi', () => {
  it("opens each question in the attempt's language or its own, and View in switches it and sends the change", async () => {
    renderExam(vi.fn(), { ...attempt(), language: 'hi', questionLanguages: { q2: 'en' } }, bilingual);
    const select = screen.getByLabelText('View in') as HTMLSelectElement;
    expect(select.value).toBe('hi');
    // the Hindi words carry lang="hi" (the Devanagari fonts); the formula in them is drawn by KaTeX
    const text = questionText().querySelector('div[lang="hi"]')!;
    await waitFor(() => expect(text.querySelector('.katex')).toBeTruthy(), { timeout: 10_000 });
    expect(text.textContent).toContain('का मान क्या है?');
    // the options keep their letters: B is still the second option, and answering it names option 1
    fireEvent.click(screen.getByRole('radio', { name: /^Option B:\s*छप्पन$/ }));
    // (the visit to question 1 may be sent on its own first)
    await waitFor(() => expect(JSON.stringify(saveAnswers.mock.calls.at(-1))).toContain('"q1":{"answer":1,"status":"answered"}'));

    // question 2 was switched to English earlier: it opens in English
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect((screen.getByLabelText('View in') as HTMLSelectElement).value).toBe('en');
    expect(within(questionText()).getByRole('radio', { name: /^Option A:\s*Slow$/ })).toBeTruthy();

    // question 3 in Hindi from the server's HTML; switched to English, it is sent for the attempt
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(within(questionText()).getByRole('radio', { name: /^Option A:\s*नौ$/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('View in'), { target: { value: 'en' } });
    expect(within(questionText()).getByRole('radio', { name: /^Option A:\s*9$/ })).toBeTruthy();
    expect(questionText().querySelector('div[lang="hi"], span[lang="hi"]')).toBeNull();
    expect(setAttemptLanguage).toHaveBeenCalledWith('att-1', { q3: 'en' });
  });

  it("shows the question paper in each question's language", async () => {
    renderExam(vi.fn(), { ...attempt(), language: 'hi', questionLanguages: { q2: 'en' } }, bilingual);
    fireEvent.click(screen.getByRole('button', { name: 'Question Paper' }));
    const paper = await screen.findByRole('region', { name: 'Questions' });
    const [first, second] = within(paper)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-labelledby')?.startsWith('paper-question-'));
    expect(first!.querySelector('div[lang="hi"]')).toBeTruthy();
    expect(within(first!).getByText('छप्पन')).toBeTruthy();
    expect(second!.querySelector('div[lang="hi"]')).toBeNull();
    expect(within(second!).getByText('Slow')).toBeTruthy();
  });

  it('shows the exam chrome in Hindi when the interface is in Hindi, the question in the language chosen', async () => {
    await act(() => appI18n.changeLanguage('hi'));
    renderExam(vi.fn(), { ...attempt(), language: 'en', questionLanguages: {} }, bilingual);
    expect(heading().textContent).toBe('प्रश्न 1');
    expect(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टेस्ट जमा करें' })).toBeTruthy();
    expect((screen.getByLabelText('इसमें देखें') as HTMLSelectElement).value).toBe('en');
    // the options are named in the interface's words, their text in the question's language
    expect(within(questionText()).getByRole('radio', { name: /^विकल्प B:\s*56$/ })).toBeTruthy();
  });

  it("says a failed submit in Hindi, the app's own words and the API's refusal alike", async () => {
    await act(() => appI18n.changeLanguage('hi'));
    const submit = vi
      .fn<Parameters<typeof renderExam>[0]>()
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockRejectedValueOnce(new ApiError(409, 'This attempt has already been submitted.', 'attempt-ended'));
    renderExam(submit, { ...attempt(), language: 'hi', questionLanguages: {} }, bilingual);
    const confirmSubmit = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'टेस्ट जमा करें' }));
      fireEvent.click(await screen.findByRole('button', { name: 'हाँ, जमा करें' }));
    };
    await confirmSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('आप ऑफ़लाइन हैं। आपके उत्तर इसी डिवाइस पर सुरक्षित हैं: इंटरनेट जुड़ने पर फिर से जमा करें।');
    await confirmSubmit();
    // the API's refusal by its code, not in the server's English
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('यह प्रयास समाप्त हो चुका है: अब उत्तर बदले नहीं जा सकते।'));
  });
});

describe('a paper not offered in Hindi', () => {
  it('shows no language control and the English question', () => {
    renderExam(vi.fn(), { ...attempt(), language: 'hi', questionLanguages: {} }, questions);
    expect(screen.queryByLabelText('View in')).toBeNull();
    expect(questionText().querySelector('div[lang], span[lang]')).toBeNull();
    expect(screen.getByRole('radio', { name: /^Option B:\s*56$/ })).toBeTruthy();
  });
});
