// @vitest-environment jsdom
// The review in the paper's language (issue 43): each question opens in the language the learner last
// read it in during the exam, and its "View in" select reads it in the other, on this page alone.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { appI18n } from '../../../i18n/index.ts';
import { testResult, type AttemptedTest } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture, attemptedInHindiFixture } from './result-view.fixture.ts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

// the review's code (Markdown, KaTeX) loads lazily: transformed once here, not in the first test
beforeAll(() => import('./question-review.tsx'), 30_000);

function renderResult(data: AttemptedTest) {
  // a switch is the page's own: any request it made would be a failure
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ResultView result={testResult(data)} kind="test" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const reviewShown = () => screen.findAllByRole('article', {}, { timeout: 15_000 });
const card = (number: number) => within(screen.getByRole('article', { name: `Question ${number}` }));
const switchOf = (number: number) => card(number).getByRole('combobox', { name: `View in (question ${number})` }) as HTMLSelectElement;
const rows = (number: number, listName: string) =>
  within(card(number).getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const lines = (number: number, groupName: string) =>
  Array.from(card(number).getByRole('group', { name: groupName }).querySelectorAll('p')).map((line) => line.textContent);

const HINDI_Q6 = 'इनमें से कौन-से सॉर्टिंग एल्गोरिदम स्थिर हैं?';
const ENGLISH_Q6 = 'Which of these sorting algorithms are stable?';

describe('the review of a paper offered in Hindi', () => {
  it('opens a question read in Hindi in Hindi: its text, options, verdict and explanation', async () => {
    renderResult(attemptedInHindiFixture());
    await reviewShown();
    expect(switchOf(6).value).toBe('hi');
    // the header is the interface's; the question's words are the Hindi version's, marked as Hindi
    expect(card(6).getByRole('heading', { name: 'Question 6' })).toBeTruthy();
    expect(card(6).getByText(HINDI_Q6).closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect(card(6).queryByText(ENGLISH_Q6)).toBeNull();
    expect(rows(6, 'प्रश्न 6 के विकल्प')).toEqual(['Aमर्ज सॉर्टसही विकल्पचुना गया', 'Bक्विकसॉर्टचुना गया, सही नहीं', 'Cइंसर्शन सॉर्टसही विकल्पछूट गया', 'Dहीपसॉर्ट']);
    expect(lines(6, 'प्रश्न 6 का आपका उत्तर')).toEqual([
      'आपका उत्तर: A, B · सही: A, C',
      'गलत: आपसे C छूट गया और आपने B चुना, जो सही नहीं है। अंक तभी मिलते हैं जब ठीक-ठीक सभी सही विकल्प चुने गए हों।',
    ]);
    const explanation = card(6).getByRole('region', { name: 'प्रश्न 6 का हल' });
    expect(explanation.getAttribute('lang')).toBe('hi');
    expect(explanation.textContent).toContain('मर्ज सॉर्ट और इंसर्शन सॉर्ट बराबर कुंजियों का क्रम बनाए रखते हैं।');
    // a NAT's verdict in Hindi too
    expect(lines(8, 'प्रश्न 8 का आपका उत्तर')).toEqual(['आपका उत्तर: 16 · स्वीकृत: 15', 'गलत: स्वीकृत सीमा के बाहर।']);
  });

  it('opens a question switched to English during the exam in English', async () => {
    renderResult(attemptedInHindiFixture());
    await reviewShown();
    expect(switchOf(5).value).toBe('en');
    expect(card(5).getByText('Which layer of the OSI model does a router work at?')).toBeTruthy();
    expect(card(5).queryByText('राउटर OSI मॉडल की किस परत पर काम करता है?')).toBeNull();
    expect(rows(5, 'Options for question 5')).toEqual(['AData link', 'BNetworkCorrect answerYour answer', 'CTransport', 'DSession']);
    expect(card(5).getByRole('region', { name: 'Explanation for question 5' }).textContent).toContain('Routers forward packets by IP address');
  });

  it('switches one question between the languages: its text, options, verdict and explanation, and sends nothing', async () => {
    const fetch = renderResult(attemptedInHindiFixture());
    await reviewShown();
    await act(async () => {
      fireEvent.change(switchOf(6), { target: { value: 'en' } });
    });
    expect(switchOf(6).value).toBe('en');
    expect(card(6).getByText(ENGLISH_Q6).closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(card(6).queryByText(HINDI_Q6)).toBeNull();
    expect(rows(6, 'Options for question 6')).toEqual([
      'AMerge sortCorrect optionChosen',
      'BQuicksortChosen, not correct',
      'CInsertion sortCorrect optionMissed',
      'DHeapsort',
    ]);
    expect(lines(6, 'Your answer to question 6')).toEqual([
      'Your answer: A, B · Correct: A, C',
      'Incorrect: you missed C and you chose B, which is not correct. Only exactly the correct options earn marks.',
    ]);
    expect(card(6).getByRole('region', { name: 'Explanation for question 6' }).textContent).toContain(
      'Merge sort and insertion sort keep equal keys in order.',
    );
    // the other questions stay as they were
    expect(switchOf(7).value).toBe('hi');
    expect(card(7).getByText('TCP इनमें से क्या देता है?')).toBeTruthy();

    // and back, and the other way for a question read in English
    await act(async () => {
      fireEvent.change(switchOf(6), { target: { value: 'hi' } });
      fireEvent.change(switchOf(5), { target: { value: 'hi' } });
    });
    expect(card(6).getByText(HINDI_Q6)).toBeTruthy();
    expect(card(5).getByText('राउटर OSI मॉडल की किस परत पर काम करता है?')).toBeTruthy();
    expect(rows(5, 'प्रश्न 5 के विकल्प')).toEqual(['Aडेटा लिंक', 'Bनेटवर्कसही उत्तरआपका उत्तर', 'Cट्रांसपोर्ट', 'Dसेशन']);
    expect(card(5).getByRole('region', { name: 'प्रश्न 5 का हल' }).textContent).toContain('राउटर IP पते के आधार पर पैकेट आगे भेजते हैं');
    // the attempt has ended: a switch in the result is not the exam's, and goes nowhere
    expect(fetch).not.toHaveBeenCalled();
  });

  it('quotes the question in the report dialog in the language it is shown in', async () => {
    renderResult(attemptedInHindiFixture());
    await reviewShown();
    fireEvent.click(card(6).getByRole('button', { name: 'Report this question (question 6)' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Report question 6' }));
    expect(dialog.getByText(HINDI_Q6).closest('blockquote')?.getAttribute('lang')).toBe('hi');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await act(async () => {
      fireEvent.change(switchOf(6), { target: { value: 'en' } });
    });
    fireEvent.click(card(6).getByRole('button', { name: 'Report this question (question 6)' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Report question 6' }));
    expect(dialog.getByText(ENGLISH_Q6).closest('blockquote')?.getAttribute('lang')).toBe('en');
    expect(dialog.queryByText(HINDI_Q6)).toBeNull();
  });

  it('in a Hindi interface, names the switch in Hindi and keeps a question read in English in English', async () => {
    await appI18n.changeLanguage('hi');
    renderResult(attemptedInHindiFixture());
    await reviewShown();
    const question5 = within(screen.getByRole('article', { name: 'प्रश्न 5' }));
    expect((question5.getByRole('combobox', { name: 'इसमें देखें (प्रश्न 5)' }) as HTMLSelectElement).value).toBe('en');
    expect(question5.getByText('Which layer of the OSI model does a router work at?')).toBeTruthy();
    expect(question5.getByRole('region', { name: 'Explanation for question 5' })).toBeTruthy();
    // the numbers beside it are the interface's, in hi-IN
    expect(question5.getByText(/75\.61% परीक्षार्थियों/)).toBeTruthy();
  });
});

describe('the review of a paper not offered in Hindi', () => {
  it('shows every question in English, with no language switch', async () => {
    renderResult(attemptedFixture());
    await reviewShown();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(card(6).getByText(ENGLISH_Q6).closest('[lang]')).toBeNull();
    expect(rows(6, 'Options for question 6')[0]).toBe('AMerge sortCorrect optionChosen');
  });
});
