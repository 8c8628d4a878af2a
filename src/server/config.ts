import path from 'node:path';
import { ADSENSE_SCRIPT_URL, adPlacements, parseAdSlots } from '../shared/ads.ts';
import { isIP } from 'node:net';
import { isLoopback } from './loopback.ts';
import { weakSecretProblem } from './session-secret.ts';
import { z } from 'zod';

/** A setting that is wrong or missing: the server prints `message` as one line and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// the names proxy-addr (Fastify's trustProxy) knows for whole private ranges
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none when unset, the nearest
 * N hops for a number, or the listed addresses and ranges. Trusting every sender would let any
 * client pick its own address and step around the per-address rate limits.
 */
const trustedProxies = optionalText.transform((value, context): false | number | string[] => {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({ code: 'custom', message: 'must be a hop count or a comma-separated list of IP addresses or CIDR ranges' });
  return z.NEVER;
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = optionalText.pipe(httpUrl.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: optionalText,
  TRUST_PROXY: trustedProxies,
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: optionalText,
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .superRefine((value, context) => {
        const problem = weakSecretProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalUrl,
  RAZORPAY_CHECKOUT_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  ADS_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^ca-pub-\d{10,20}$/, 'must be an AdSense publisher id (ca-pub-…)')
      .optional(),
  ),
  ADS_SLOTS: optionalText,
  ADS_SCRIPT_URL: optionalUrl,
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@prepverse.in'),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@prepverse.in'),
  APPLY_URL: httpUrl.default('https://forms.gle/prepverse-apply'),
  PRIZE_SERIES_ID: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_CONTENT: z.enum(['on', 'off']).optional(),
  LOCAL_STAND_INS: z.enum(['on', 'off']).optional(),
  WORKERS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(64).default(1),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(200).default(10),
  DATABASE_ADMIN_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(50).default(3),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number (0: no cap)' }).int().min(0).max(1_000_000).default(256),
});

type Env = z.infer<typeof envSchema>;

const requiredInProduction = [
  'DATABASE_URL',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
] as const satisfies readonly (keyof Env)[];

// what the local stand-ins replace: without them, the real accounts must be configured
const providerSettings = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const satisfies readonly (keyof Env)[];

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The stand-ins let anyone sign in as anyone (the demo admin included) and pay nothing, so they run
 * only where the server is clearly a developer's: development or test on a loopback PUBLIC_URL, or
 * LOCAL_STAND_INS=on. NODE_ENV alone is not enough: a deployment that forgets it would serve them.
 */
function wantsLocalStandIns(env: Env, publicUrl: string): boolean {
  if (env.LOCAL_STAND_INS !== undefined) return env.LOCAL_STAND_INS === 'on';
  return env.NODE_ENV !== 'production' && LOCAL_HOSTS.includes(new URL(publicUrl).hostname);
}

/** An address to listen on; one `ifAvailable` is skipped on a machine that has no such address (no IPv6). */
export interface ListenAddress {
  host: string;
  ifAvailable?: boolean;
}

// both, so that http://localhost works whichever of them the browser's (or Node's) localhost resolves to
const LOOPBACK_ADDRESSES: ListenAddress[] = [{ host: '127.0.0.1' }, { host: '::1', ifAvailable: true }];

const isLoopbackHost = (host: string) => host === 'localhost' || isLoopback(host.replace(/^\[(.*)\]$/, '$1'));

/**
 * Where the server listens. While the stand-ins run, and nobody opened them to the network with
 * LOCAL_STAND_INS=on, only on this machine's loopback: anyone else who could reach the port would
 * sign in as anyone through them. A HOST that would reach further is refused rather than quietly
 * narrowed, so that the operator learns why the site is not where they expected it.
 */
function listenAddresses(env: Env, standInsLocalOnly: boolean): ListenAddress[] {
  const host = env.HOST;
  if (host === undefined) return standInsLocalOnly ? LOOPBACK_ADDRESSES : [{ host: '0.0.0.0' }];
  if (host === 'localhost') return LOOPBACK_ADDRESSES;
  if (standInsLocalOnly && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Invalid configuration: HOST=${host} would let anyone who reaches this server use the local stand-ins (sign in as anyone, pay nothing): ` +
        'set LOCAL_STAND_INS=on to allow that, or leave HOST unset to listen on this machine only',
    );
  }
  return [{ host: host.replace(/^\[(.*)\]$/, '$1') }];
}

const publicUrlOf = (env: Env) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

// where the stand-ins run, a fixed secret keeps sessions alive across `npm run dev` restarts
const DEVELOPMENT_SESSION_SECRET = 'prepverse-development-session-secret-not-for-production';

/**
 * What belongs to a developer's machine alone never reaches a site where the stand-ins do not run,
 * whatever NODE_ENV says: the development session secret (anyone can read it here and sign cookies
 * with it) and the demo content (demo admins, payments and results in a live database).
 */
function refuseDevelopmentLeftovers(env: Env) {
  if (env.SESSION_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET must be set: the development secret is only for where the local stand-ins run');
  }
  if (env.DEMO_CONTENT === 'on') {
    throw new ConfigError(
      'Invalid configuration: DEMO_CONTENT=on is refused where the local stand-ins do not run: the demo admins, payments and results would be in a live database',
    );
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && env.LOCAL_STAND_INS === 'on') {
    throw new ConfigError('Invalid configuration: LOCAL_STAND_INS=on is refused when NODE_ENV=production');
  }
  if (production) {
    const missing = requiredInProduction.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set when NODE_ENV=production`);
    }
  }
  if (env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET && !wantsLocalStandIns(env, publicUrlOf(env))) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET must be a secret of your own, not the development one');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }

  const publicUrl = publicUrlOf(env);
  const localStandIns = wantsLocalStandIns(env, publicUrl);
  if (!localStandIns) {
    const missing = providerSettings.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} must be set: the local stand-ins for Google and Razorpay ` +
          'run only in development or test with PUBLIC_URL on localhost, or with LOCAL_STAND_INS=on',
      );
    }
  }
  if (!localStandIns) refuseDevelopmentLeftovers(env);
  // LOCAL_STAND_INS=on is the operator's word that the stand-ins may answer the network
  const standInsOpen = localStandIns && env.LOCAL_STAND_INS === 'on';
  const listen = listenAddresses(env, localStandIns && !standInsOpen);
  if (env.WORKERS > 1 && env.DATABASE_URL === undefined) {
    throw new ConfigError('Invalid configuration: WORKERS above 1 needs DATABASE_URL: the embedded database lives inside one process');
  }
  const adSlots = parseAdSlots(env.ADS_SLOTS);
  if (typeof adSlots === 'string') throw new ConfigError(`Invalid configuration: ADS_SLOTS ${adSlots}`);
  const useLocalGoogle = localStandIns && env.GOOGLE_CLIENT_ID === undefined;
  const useLocalRazorpay = localStandIns && env.RAZORPAY_KEY_ID === undefined;

  return {
    production,
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    /** the addresses to listen on, all at `port` */
    listen,
    trustProxy: env.TRUST_PROXY,
    /**
     * Open connections one client address may have; null for no cap. Behind a trusted proxy every
     * connection comes from the proxy, which limits each visitor itself (README, Operations).
     */
    connectionsPerAddress: env.TRUST_PROXY === false && env.MAX_CONNECTIONS_PER_ADDRESS > 0 ? env.MAX_CONNECTIONS_PER_ADDRESS : null,
    publicUrl,
    /** whether the stand-ins for Google, Razorpay (and any later one) may be mounted under /dev */
    localStandIns,
    /** LOCAL_STAND_INS=on: the stand-ins answer whoever reaches the server, not only this machine */
    standInsOpen,
    secureCookies: publicUrl.startsWith('https://'),
    /**
     * HSTS wherever the site is served over https for real: never where the stand-ins run, whose
     * https://localhost would otherwise make a developer's browser refuse http on localhost for a year.
     */
    strictTransportSecurity: !localStandIns && publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL,
    /** what GET /metrics asks for as a Bearer token; unset: there is no /metrics */
    metricsToken: env.METRICS_TOKEN,
    /** server processes behind the one port (Node's cluster); each has its own pool of `poolSize` connections */
    workers: env.WORKERS,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, adminPoolSize: env.DATABASE_ADMIN_POOL_SIZE } as const)
      : ({ kind: 'pglite', dataDir: env.DATA_DIR } as const),
    loadDemoContent: localStandIns && env.DEMO_CONTENT !== 'off',
    /** uploaded images (the question bank's figures, series images): on disk, beside the embedded database by default */
    uploadsDir: env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    session: {
      secret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      maxAgeSeconds: env.SESSION_DAYS * 24 * 60 * 60,
    },
    google: useLocalGoogle
      ? {
          local: true as const,
          issuer: `${publicUrl}/dev/oidc`,
          clientId: 'prepverse-local',
          clientSecret: 'prepverse-local-secret',
        }
      : {
          local: false as const,
          issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          clientId: env.GOOGLE_CLIENT_ID!,
          clientSecret: env.GOOGLE_CLIENT_SECRET!,
        },
    razorpay: {
      local: useLocalRazorpay,
      // the well-known local secrets belong to the emulator alone: with real keys and no webhook
      // secret, webhooks are refused instead of trusting a secret anyone can read here
      configured: useLocalRazorpay || Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
      keyId: env.RAZORPAY_KEY_ID ?? (useLocalRazorpay ? 'rzp_test_prepverse_local' : ''),
      keySecret: env.RAZORPAY_KEY_SECRET ?? (useLocalRazorpay ? 'prepverse-local-razorpay-secret' : ''),
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? (useLocalRazorpay ? 'prepverse-local-webhook-secret' : ''),
      apiUrl: env.RAZORPAY_API_URL ?? (useLocalRazorpay ? `${publicUrl}/dev/razorpay/v1` : 'https://api.razorpay.com/v1'),
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? (useLocalRazorpay ? `${publicUrl}/dev/razorpay/checkout.js` : 'https://checkout.razorpay.com/v1/checkout.js'),
    },
    llm: {
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
    },
    redisUrl: env.REDIS_URL,
    site: {
      supportEmail: env.SUPPORT_EMAIL,
      contactEmail: env.CONTACT_EMAIL,
      applyUrl: env.APPLY_URL,
      prizeSeriesId: env.PRIZE_SERIES_ID,
    },
    /**
     * Ads show only with a publisher id. On a developer's machine the ad network is the local stand-in
     * (every placement gets a slot); elsewhere a placement shows ads only once ADS_SLOTS names its slot.
     */
    ads: env.ADS_CLIENT_ID
      ? {
          clientId: env.ADS_CLIENT_ID,
          local: localStandIns && env.ADS_SCRIPT_URL === undefined,
          scriptUrl: env.ADS_SCRIPT_URL ?? (localStandIns ? `${publicUrl}/dev/ads/adsbygoogle.js` : ADSENSE_SCRIPT_URL),
          slots: localStandIns ? { ...Object.fromEntries(adPlacements.map((p) => [p, '1000000000'])), ...adSlots } : adSlots,
        }
      : null,
  };
}

export type Config = ReturnType<typeof loadConfig>;
