import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { GoogleProfile } from './repository.ts';

/** What the browser carries between leaving for Google and coming back, in a signed cookie. */
export interface SignInFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  redirect: string;
}

/**
 * Google sign-in through OpenID Connect (authorization code + PKCE). The same code talks to
 * accounts.google.com in production and to the local stand-in in development and tests.
 */
export function createGoogleSignIn(config: Config) {
  const { issuer, clientId, clientSecret, local } = config.google;
  const callbackUrl = `${config.publicUrl}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration() {
    discovered ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        undefined,
        // plain http is allowed only for the local provider, never for Google
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async start(redirect: string): Promise<{ url: string; flow: SignInFlow }> {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const flow: SignInFlow = { codeVerifier, state: oidc.randomState(), nonce: oidc.randomNonce(), redirect };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: local ? 'login' : 'select_account',
      });
      return { url: url.href, flow };
    },

    async finish(callbackQuery: string, flow: SignInFlow): Promise<GoogleProfile> {
      const current = new URL(`${callbackUrl}${callbackQuery}`);
      const tokens = await oidc.authorizationCodeGrant(await configuration(), current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The sign-in answer carried no ID token.');
      const email = typeof claims.email === 'string' ? claims.email : '';
      if (!email || claims.email_verified === false) throw new Error('Your Google account has no verified e-mail address.');
      return {
        subject: claims.sub,
        email,
        name: typeof claims.name === 'string' && claims.name ? claims.name : email.split('@')[0]!,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
