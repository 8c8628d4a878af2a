import { useState } from 'react';
import { logout } from '../lib/session.ts';

/** Logout with a pending flag, so a second click while the request runs does nothing. */
export function useLogout() {
  const [pending, setPending] = useState(false);
  return {
    pending,
    logout: () => {
      if (pending) return;
      setPending(true);
      void logout();
    },
  };
}
