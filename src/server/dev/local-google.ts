import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Configuration, JWKS, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import { createMemoryStore, localSigningKeys } from './local-google-store.ts';
import { demoIdentities } from './demo/identities.ts';
import { renderChooserPage } from './local-google-page.ts';
import { localSubjectFor } from './local-subject.ts';

/**
 * A local OpenID Connect provider that plays Google in development and tests: the app talks to
 * it through the same openid-client code path that talks to accounts.google.com in production.
 * Mounted under /dev/oidc on the app's own port.
 */
export const LOCAL_GOOGLE_PREFIX = '/dev/oidc';

interface LocalAccount {
  email: string;
  name: string;
  picture: string | null;
}

/**
 * oidc-provider, loaded only where the stand-ins run. Loading it on Node 20 prints that it supports
 * Node 22 and later (it works here, DESIGN.md says so): that one line is kept off the console, and
 * stand-ins-reach.ts says it among the rest. Any other warning of the library still shows.
 */
async function loadProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

export async function registerLocalGoogle(app: FastifyInstance, config: Config) {
  if (!config.localStandIns || !config.google.local) return;
  const accounts = new Map<string, LocalAccount>();
  for (const identity of demoIdentities) accounts.set(localSubjectFor(identity.email), identity);

  const Provider = await loadProvider();
  const provider = new Provider(config.google.issuer, providerConfiguration(config, accounts, await localSigningKeys()));

  // the provider is a Koa app: give it the raw request with Fastify's mount prefix removed
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    scope.all(`${LOCAL_GOOGLE_PREFIX}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(LOCAL_GOOGLE_PREFIX.length) || '/';
      callback(raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: { uid: string } }>(`${LOCAL_GOOGLE_PREFIX}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const client = await provider.Client.find(String(details.params.client_id));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return renderChooserPage({
        action: `${LOCAL_GOOGLE_PREFIX}/interaction/${details.uid}/login`,
        clientName: client?.clientName ?? 'Prepverse',
        identities: demoIdentities,
      });
    });

    scope.post<{ Params: { uid: string } }>(`${LOCAL_GOOGLE_PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const account = accountFromForm(form);
      if (!account) {
        reply.code(400).type('text/html; charset=utf-8');
        return renderChooserPage({
          action: request.url,
          clientName: 'Prepverse',
          identities: demoIdentities,
          error: 'Enter a name and a valid e-mail address.',
        });
      }
      const accountId = localSubjectFor(account.email);
      accounts.set(accountId, account);
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
    });
  });
}

function accountFromForm(form: Record<string, string | undefined>): LocalAccount | null {
  const email = form.email?.trim().toLowerCase() ?? '';
  const name = form.name?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || name.length === 0 || name.length > 100) return null;
  const known = demoIdentities.find((identity) => identity.email === email);
  return { email, name, picture: known?.picture ?? null };
}

function providerConfiguration(config: Config, accounts: Map<string, LocalAccount>, jwks: JWKS): Configuration {
  return {
    // its own store and key, not the library's quick-start ones (local-google-store.ts)
    adapter: createMemoryStore(),
    jwks,
    clients: [
      {
        client_id: config.google.clientId,
        client_secret: config.google.clientSecret,
        client_name: 'Prepverse',
        redirect_uris: [`${config.publicUrl}/api/auth/google/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the profile in the ID token; do the same
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_GOOGLE_PREFIX}/interaction/${interaction.uid}` },
    cookies: { keys: [createHash('sha256').update(`local-google:${config.session.secret}`).digest('hex')] },
    findAccount: (_ctx, accountId) => {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          name: account.name,
          ...(account.picture ? { picture: absoluteUrl(config, account.picture) } : {}),
        }),
      };
    },
    // a first-party stand-in: no consent screen, as Google shows none for a returning user
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, _out, error) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in failed: ${error.message}`;
    },
  };
}

const absoluteUrl = (config: Config, path: string) => (path.startsWith('http') ? path : `${config.publicUrl}${path}`);
