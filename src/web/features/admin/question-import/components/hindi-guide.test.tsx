// @vitest-environment jsdom
// The import page's guide says how each format carries the Hindi version (decision 034).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { FormatGuide } from './format-guide.tsx';

afterEach(cleanup);

const hindiSection = () => within(screen.getByRole('region', { name: /Writing/ }));

describe('the format guide’s Hindi notes', () => {
  it('GIFT: both multilang forms, escaped as Moodle’s export escapes them', () => {
    render(<FormatGuide format="gift" />);
    expect(screen.getByRole('heading', { name: 'Hindi beside English' })).toBeTruthy();
    expect(hindiSection().getByText('<span lang="hi" class="multilang">…</span>')).toBeTruthy();
    expect(hindiSection().getByText('{mlang en}…{mlang}{mlang hi}…{mlang}')).toBeTruthy();
    expect(hindiSection().getByText('\\{mlang hi\\}…\\{mlang\\}')).toBeTruthy();
  });

  it('Moodle XML: the same forms, without GIFT’s escaping', () => {
    render(<FormatGuide format="xml" />);
    expect(screen.getByRole('heading', { name: 'Hindi beside English' })).toBeTruthy();
    expect(hindiSection().queryByText('\\{mlang hi\\}…\\{mlang\\}')).toBeNull();
  });

  it('CSV: the hindi_ columns, listed with the others and explained', () => {
    render(<FormatGuide format="csv" />);
    const table = within(screen.getByRole('table', { name: 'CSV columns' }));
    for (const name of ['hindi_question', 'hindi_option_a', 'hindi_option_e', 'hindi_explanation']) expect(table.getByText(name)).toBeTruthy();
    expect(screen.getByText(/For a question in Hindi too, fill/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hindi beside English' })).toBeNull();
  });
});
