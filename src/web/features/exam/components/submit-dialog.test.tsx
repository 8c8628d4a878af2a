// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubmitDialog } from './submit-dialog.tsx';

afterEach(cleanup);

const counts = { answered: 3, 'not-answered': 1, 'not-visited': 1, marked: 0, 'answered-marked': 1 };

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit Test
      </button>
      <SubmitDialog open={open} onOpenChange={setOpen} counts={counts} noun="test" scheme="gate" onConfirm={onConfirm} />
    </>
  );
}

describe('the submit confirmation', () => {
  it('starts on Keep working (not on Yes, submit), and gives focus back to Submit when closed with it or with Escape', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const submit = screen.getByRole('button', { name: 'Submit Test' });

    for (const close of ['Keep working', 'Escape'] as const) {
      submit.focus();
      await act(async () => fireEvent.click(submit));
      const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
      expect(dialog.textContent).toContain('2 questions are still without an answer');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep working' }));
      if (close === 'Escape') await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
      else await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep working' })));
      expect(screen.queryByRole('dialog')).toBeNull();
      // the dialog gives the focus back as it goes
      await waitFor(() => expect(document.activeElement).toBe(submit));
    }
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
