// @vitest-environment jsdom
// The admin editors' one save flow: pending while it runs, the refusal kept until the next edit, the
// answer handed on only while the editor is on screen, and a new item's page opened in place of this one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useEditorSubmit } from './use-editor-submit.ts';

afterEach(cleanup);

function setUp<Notice = string, Problem = Error>(options: Partial<Parameters<typeof useEditorSubmit<Notice, Problem>>[0]> = {}) {
  const leaveFreely = vi.fn();
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/things/new', element: children },
        { path: '/things/:id', element: <p>A thing</p> },
      ],
      { initialEntries: ['/things/new'] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useEditorSubmit<Notice, Problem>({ leaveFreely, ...options }), { wrapper });
  return { hook, leaveFreely, router: () => router };
}

describe('useEditorSubmit', () => {
  it('starts with what the page that moved here said', () => {
    const { hook } = setUp({ arrival: { notice: 'Created.', error: null } });
    expect(hook.result.current.notice).toBe('Created.');
    expect(hook.result.current.error).toBeNull();
    expect(hook.result.current.saving).toBe(false);
  });

  it('is pending while a save runs, hands its answer on, and keeps a refusal until the next edit', async () => {
    const { hook } = setUp();
    let finish!: (value: number) => void;
    const then = vi.fn();
    let running!: Promise<boolean>;
    act(() => {
      running = hook.result.current.run('save', () => new Promise<number>((resolve) => (finish = resolve)), { then });
    });
    expect(hook.result.current.pending).toBe('save');
    expect(hook.result.current.saving).toBe(true);
    await act(async () => {
      finish(7);
      expect(await running).toBe(true);
    });
    expect(then).toHaveBeenCalledWith(7);
    expect(hook.result.current.saving).toBe(false);

    await act(async () => {
      expect(await hook.result.current.run('save', () => Promise.reject(new Error('The server is down.')))).toBe(false);
    });
    expect(hook.result.current.error?.message).toBe('The server is down.');
    act(() => hook.result.current.edited());
    expect(hook.result.current.error).toBeNull();
  });

  it('keeps the notice through a save unless told to clear it, and describes a refusal as asked', async () => {
    const { hook } = setUp<string, string>({ arrival: { notice: 'Published.' }, describe: (problem) => `Refused: ${String(problem)}` });
    await act(async () => {
      await hook.result.current.run('save', () => Promise.reject('no'));
    });
    expect(hook.result.current.notice).toBe('Published.');
    expect(hook.result.current.error).toBe('Refused: no');
    await act(async () => {
      await hook.result.current.run('save', () => Promise.resolve(), { clearNotice: true });
    });
    expect(hook.result.current.notice).toBeNull();
    expect(hook.result.current.error).toBeNull();
  });

  it('counts a save as tried, and a saved item starts the checks over with its notice', () => {
    const { hook } = setUp();
    const preventDefault = vi.fn();
    act(() => hook.result.current.begin({ preventDefault } as unknown as Parameters<typeof hook.result.current.begin>[0]));
    expect(preventDefault).toHaveBeenCalled();
    expect(hook.result.current.tried).toBe(true);
    act(() => hook.result.current.saved('Saved.'));
    expect(hook.result.current.tried).toBe(false);
    expect(hook.result.current.notice).toBe('Saved.');
  });

  it('focuses the first field, in page order, that the check refused', () => {
    const { hook } = setUp();
    document.body.insertAdjacentHTML('beforeend', '<input id="f-title"><input id="f-body">');
    act(() => hook.result.current.focusFirst({ body: 'Write it.' }, { title: 'f-title', body: 'f-body' }));
    expect(document.activeElement?.id).toBe('f-body');
    act(() => hook.result.current.focusFirst({ title: 'Enter a title.', body: 'Write it.' }, { title: 'f-title', body: 'f-body' }));
    expect(document.activeElement?.id).toBe('f-title');
    document.getElementById('f-title')?.remove();
    document.getElementById('f-body')?.remove();
  });

  it('opens a new item’s page in place of this one, past the unsaved-changes guard', async () => {
    const { hook, leaveFreely, router } = setUp();
    await act(async () => hook.result.current.leaveTo('/things/42', { created: true }));
    expect(leaveFreely).toHaveBeenCalled();
    expect(router().state.location.pathname).toBe('/things/42');
    expect(router().state.location.state).toEqual({ created: true });
    expect(router().state.historyAction).toBe('REPLACE');
  });

  it('hands no answer on once the editor is gone', async () => {
    const { hook } = setUp();
    let finish!: () => void;
    const then = vi.fn();
    let running!: Promise<boolean>;
    act(() => {
      running = hook.result.current.run('save', () => new Promise<void>((resolve) => (finish = resolve)), { then });
    });
    hook.unmount();
    finish();
    expect(await running).toBe(true);
    expect(then).not.toHaveBeenCalled();
  });
});
