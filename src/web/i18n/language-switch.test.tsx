// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { appI18n, useTranslation } from './index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LANG_COOKIE } from './languages.ts';
import { browserLanguage } from './start.ts';

function NavLabel() {
  const { t } = useTranslation('common');
  return <p>{t('nav.testSeries')}</p>;
}

afterEach(async () => {
  cleanup();
  document.cookie = `${LANG_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
  await appI18n.changeLanguage('en');
});

describe('the language switch', () => {
  it('shows both languages, each in its own script, with the current one pressed', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('aria-pressed')).toBe('false');
    expect(hindi.getAttribute('lang')).toBe('hi');
  });

  it('turns the interface to Hindi, marks the document hi, and remembers the choice in the lang cookie', async () => {
    render(
      <>
        <LanguageSwitch />
        <NavLabel />
      </>,
    );
    expect(screen.getByText('Test Series')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    });
    expect(screen.getByText('टेस्ट सीरीज़')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(screen.getByText('Test Series')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });
});

describe('the language the app starts in', () => {
  it("takes a rendered page over in the language the server wrote it in, whatever the browser's own", () => {
    document.documentElement.lang = 'hi';
    expect(browserLanguage(document, ['en-US'], true)).toBe('hi');
  });

  it("otherwise reads the remembered choice, then the browser's languages", () => {
    document.documentElement.lang = 'en';
    expect(browserLanguage(document, ['hi-IN', 'en'], false)).toBe('hi');
    expect(browserLanguage(document, ['ta-IN', 'en-GB'], false)).toBe('en');
    document.cookie = 'lang=en; Path=/';
    expect(browserLanguage(document, ['hi-IN'], false)).toBe('en');
    document.cookie = 'lang=hi; Path=/';
    expect(browserLanguage(document, ['en-US'], false)).toBe('hi');
  });
});
