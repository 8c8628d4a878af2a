// @vitest-environment jsdom
// A dry run's question read with its Hindi version says so, and shows the Hindi to check.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ImportedItem } from '../../../../../shared/api/question-import.ts';
import { PreviewItem } from './preview-item.tsx';

afterEach(cleanup);

const item = (hindi: ImportedItem['question']['hindi']): ImportedItem => ({
  line: 4,
  ok: true,
  needsReview: false,
  warnings: [],
  question: {
    text: 'What is the capital of India?',
    options: ['New Delhi', 'Mumbai'],
    type: 'MCQ',
    correctIndex: 0,
    correctIndexes: null,
    natRange: null,
    explanation: '',
    section: 'Aptitude',
    source: 'original',
    marks: 1,
    topic: null,
    name: null,
    remarks: null,
    hindi,
  },
});

describe('the dry run’s Hindi version', () => {
  it('marks a question in both languages and lists its Hindi text and options', () => {
    render(<PreviewItem item={item({ text: 'भारत की राजधानी क्या है?', options: [{ text: 'नई दिल्ली' }, { text: 'मुंबई' }], explanation: '' })} />);
    expect(screen.getByLabelText('English and Hindi')).toBeTruthy();
    expect(screen.getByText('Hindi version')).toBeTruthy();
    expect(screen.getByText('भारत की राजधानी क्या है?')).toBeTruthy();
    const options = within(screen.getByRole('list', { name: 'Hindi options' }));
    expect(options.getAllByRole('listitem').map((option) => option.textContent)).toEqual(['Aनई दिल्ली', 'Bमुंबई']);
  });

  it('shows neither for a question in English only', () => {
    render(<PreviewItem item={item(null)} />);
    expect(screen.queryByLabelText('English and Hindi')).toBeNull();
    expect(screen.queryByText('Hindi version')).toBeNull();
  });
});
