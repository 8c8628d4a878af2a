// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { isBlockedShortcut, useExamHardening } from './use-exam-hardening.ts';

afterEach(cleanup);

function Hardened({ blockPaste, onBlocked }: { blockPaste: boolean; onBlocked: () => void }) {
  useExamHardening({ blockPaste, onBlocked });
  return <p>Question text</p>;
}

const key = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
});

describe('isBlockedShortcut (SPEC §5)', () => {
  it('blocks Ctrl/Cmd+U, C and S, F12 and Ctrl+Shift+I or J', () => {
    for (const letter of ['u', 'c', 's', 'U', 'C', 'S']) expect(isBlockedShortcut(key(letter, { ctrl: true }))).toBe(true);
    expect(isBlockedShortcut(key('c', { meta: true }))).toBe(true);
    expect(isBlockedShortcut(key('F12'))).toBe(true);
    expect(isBlockedShortcut(key('I', { ctrl: true, shift: true }))).toBe(true);
    expect(isBlockedShortcut(key('J', { ctrl: true, shift: true }))).toBe(true);
  });

  it('leaves ordinary typing and other shortcuts alone', () => {
    expect(isBlockedShortcut(key('c'))).toBe(false);
    expect(isBlockedShortcut(key('a', { ctrl: true }))).toBe(false);
    expect(isBlockedShortcut(key('K', { ctrl: true, shift: true }))).toBe(false);
  });

  it('blocks Ctrl+V only where paste is blocked (quizzes)', () => {
    expect(isBlockedShortcut(key('v', { ctrl: true }))).toBe(false);
    expect(isBlockedShortcut(key('v', { ctrl: true }), true)).toBe(true);
  });
});

describe('useExamHardening', () => {
  it('cancels the context menu, copy, cut and the shortcuts, and says so', () => {
    const onBlocked = vi.fn();
    const { getByText } = render(<Hardened blockPaste={false} onBlocked={onBlocked} />);
    const text = getByText('Question text');
    expect(fireEvent.contextMenu(text)).toBe(false);
    expect(fireEvent.copy(text)).toBe(false);
    expect(fireEvent.cut(text)).toBe(false);
    expect(fireEvent.keyDown(text, key('u', { ctrl: true }))).toBe(false);
    expect(fireEvent.keyDown(text, key('F12'))).toBe(false);
    expect(onBlocked).toHaveBeenCalledTimes(5);
    expect(fireEvent.keyDown(text, key('a'))).toBe(true);
  });

  it('allows paste on tests and blocks it on quizzes', () => {
    const onBlocked = vi.fn();
    const first = render(<Hardened blockPaste={false} onBlocked={onBlocked} />);
    expect(fireEvent.paste(first.getByText('Question text'))).toBe(true);
    first.unmount();
    const quiz = render(<Hardened blockPaste onBlocked={onBlocked} />);
    expect(fireEvent.paste(quiz.getByText('Question text'))).toBe(false);
  });

  it('stops blocking once the exam is gone', async () => {
    const view = render(<Hardened blockPaste={false} onBlocked={vi.fn()} />);
    await act(() => view.unmount());
    expect(fireEvent.contextMenu(document.body)).toBe(true);
  });
});
