// Sign-in state as the browser reads it. Sign-in itself is a navigation (GET /api/auth/google and its
// callback answer redirects), so only the session and logout answer JSON.
import { z } from 'zod';
import { roles } from '../roles.ts';

/** GET /api/auth/session: who is signed in; 401 when nobody is. */
export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/auth/logout: succeeds even without a session, so a stale tab can always sign out. */
export const logoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponse>;
