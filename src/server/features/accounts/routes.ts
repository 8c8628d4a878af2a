import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createGoogleSignIn, type SignInFlow } from './google.ts';
import { currentUser, sessionToken } from '../../plugins/auth.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { openSession, revokeSession, setUserLanguage, upsertGoogleUser } from './service.ts';
import { unauthorized } from '../../http-errors.ts';
import { safeRedirectPath } from '../../../shared/redirect.ts';
import { accountApi } from '../../../shared/api/accounts.ts';
import { accountRoutes } from './profile.routes.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

const FLOW_COOKIE = 'pv_signin';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
// the interface's language (web/i18n/languages.ts): read by the pages, so not httpOnly
const LANG_COOKIE = 'lang';
const LANG_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const isLanguage = (value: unknown): value is 'en' | 'hi' => value === 'en' || value === 'hi';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { config } = app;
  const google = createGoogleSignIn(config);
  const cookieBase = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;

  serve(accountApi.googleSignIn, { config: perAddress(30) }, async (request, reply) => {
    const { url, flow } = await google.start(safeRedirectPath(request.query.redirect));
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      ...cookieBase,
      path: '/api/auth',
      maxAge: FLOW_MAX_AGE_SECONDS,
      signed: true,
    });
    return reply.redirect(url);
  });

  serve(accountApi.googleCallback, { config: perAddress(30) }, async (request, reply) => {
    const flow = readFlow(request.cookies[FLOW_COOKIE], (value) => request.unsignCookie(value));
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
    if (!flow) return reply.redirect('/login?error=expired');
    const query = request.url.slice(request.url.indexOf('?'));
    let profile;
    try {
      profile = await google.finish(query, flow);
    } catch (error) {
      request.log.warn({ err: error }, 'google sign-in failed');
      return reply.redirect('/login?error=failed');
    }
    const user = await upsertGoogleUser(app.db, profile);
    // the language the account keeps opens this device in it; an account without one keeps this
    // device's choice (the switch, or a first page at a Hindi address; decision 045)
    const browserLanguage = request.cookies[LANG_COOKIE];
    if (isLanguage(user.language)) {
      reply.setCookie(LANG_COOKIE, user.language, { path: '/', maxAge: LANG_MAX_AGE_SECONDS, sameSite: 'lax', secure: config.secureCookies });
    } else if (isLanguage(browserLanguage)) {
      await setUserLanguage(app.db, user.id, browserLanguage);
    }
    // a new session every sign-in, never one the browser brought along (a cookie planted by someone
    // else, or an earlier sign-in): that one ends here, so it cannot be ridden afterwards
    const previous = sessionToken(request);
    if (previous) await revokeSession(app.db, previous);
    const session = await openSession(app.db, user.id, config.session.maxAgeSeconds, request.headers['user-agent']);
    reply.setCookie(SESSION_COOKIE, session.token, {
      ...cookieBase,
      path: '/',
      expires: session.expiresAt,
      signed: true,
    });
    return reply.redirect(`/login-success?redirect=${encodeURIComponent(flow.redirect)}`);
  });

  serve(accountApi.session, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) {
      // a cookie that no longer opens a session is dropped so the browser stops sending it
      if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw unauthorized('Not signed in.');
    }
    return user;
  });

  serve(accountApi.logout, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await revokeSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true } as const;
  });

  // the learner's own account page: profile, payments, their data, sign out everywhere, delete
  await app.register(accountRoutes);
};

function readFlow(raw: string | undefined, unsign: (value: string) => { valid: boolean; value: string | null }): SignInFlow | null {
  if (!raw) return null;
  const unsigned = unsign(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<SignInFlow>;
    if (!flow.codeVerifier || !flow.state || !flow.nonce) return null;
    return { codeVerifier: flow.codeVerifier, state: flow.state, nonce: flow.nonce, redirect: safeRedirectPath(flow.redirect) };
  } catch {
    return null;
  }
}
