// @vitest-environment jsdom
// Issue 39: staff cannot delete their own account. The account page says why in place of the form,
// and a learner still has the form (the server refuses staff too: profile.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { roles } from '../../../../shared/roles.ts';
import { DeleteAccount } from './delete-account.tsx';

const EMAIL = 'meera@example.com';
const REFUSAL = 'Staff accounts cannot be deleted: a god must first take the role away.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deleting one’s account', () => {
  for (const role of roles.filter((role) => role !== 'learner')) {
    it(`shows a ${role} the refusal instead of the delete form, and sends nothing`, () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      render(<DeleteAccount email={EMAIL} role={role} />);
      const section = screen.getByRole('heading', { name: 'Delete my account' }).closest('section')!;
      expect(within(section).getByText(REFUSAL)).toBeTruthy();
      expect(within(section).queryByRole('button')).toBeNull();
      expect(within(section).queryByRole('textbox')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it('offers a learner the form, and no refusal', async () => {
    render(<DeleteAccount email={EMAIL} role="learner" />);
    expect(screen.queryByText(REFUSAL)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });
});
