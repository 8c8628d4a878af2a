import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://prepverse@db.internal:5432/prepverse',
  SESSION_SECRET: 'kQ7vN2xR9pL4mW8tZ3sH6dJ1cF5bY0gA-production',
  PUBLIC_URL: 'https://prepverse.in',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  RAZORPAY_KEY_ID: 'rzp_live_prepverse',
  RAZORPAY_KEY_SECRET: 'razorpay-secret',
};

// a deployment that is not production by NODE_ENV, yet not on a developer's machine either
const stagingEnv = {
  PUBLIC_URL: 'https://staging.prepverse.in',
  SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
  RAZORPAY_KEY_ID: 'rzp_test_real',
  RAZORPAY_KEY_SECRET: 'real-secret',
};

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  it('starts with no settings at all: PGlite, local Google, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.google.local).toBe(true);
    expect(config.google.issuer).toBe('http://localhost:3000/dev/oidc');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.loadDemoContent).toBe(true);
  });

  it('names the variable of a wrong setting in one line', () => {
    expect(errorOf({ PORT: 'eighty' })).toMatch(/^Invalid configuration: PORT /);
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL');
    expect(errorOf({ PUBLIC_URL: 'not a url' })).toMatch(/^Invalid configuration: PUBLIC_URL /);
    expect(errorOf({ SESSION_SECRET: 'short' })).toBe('Invalid configuration: SESSION_SECRET must be at least 32 characters');
    expect(errorOf({ SUPPORT_EMAIL: 'nobody' })).toBe('Invalid configuration: SUPPORT_EMAIL must be an e-mail address');
    expect(errorOf({ NODE_ENV: 'staging' })).toMatch(/^Invalid configuration: NODE_ENV /);
    for (const message of [errorOf({ PORT: '-1' }), errorOf({ PORT: '70000' })]) expect(message).not.toContain('\n');
  });

  it('refuses a session secret anyone could guess, saying how to make one', () => {
    const how = 'make one with: openssl rand -base64 48';
    for (const env of [{}, productionEnv, stagingEnv]) {
      expect(errorOf({ ...env, SESSION_SECRET: 'x'.repeat(40) })).toBe(`Invalid configuration: SESSION_SECRET is one character repeated; ${how}`);
      expect(errorOf({ ...env, SESSION_SECRET: 'abcdefgh'.repeat(5) })).toBe(
        `Invalid configuration: SESSION_SECRET has only 8 different characters (at least 16); ${how}`,
      );
      for (const placeholder of [
        'changeme'.repeat(4),
        'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
        'secret-secret-secret-secret-secret-secret',
        'your-secret-here-your-secret-here',
        'replace-me!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        'changeme00000000000000000000000000000000',
      ]) {
        expect(errorOf({ ...env, SESSION_SECRET: placeholder }), placeholder).toBe(
          `Invalid configuration: SESSION_SECRET is a placeholder from an example, not a secret; ${how}`,
        );
      }
    }
  });

  it('refuses the placeholder deploy/env.example holds, so a copy left unedited does not start', () => {
    const example = readFileSync(new URL('../../deploy/env.example', import.meta.url), 'utf8');
    const placeholder = /^SESSION_SECRET=(.*)$/m.exec(example)?.[1];
    expect(placeholder).toBeTruthy();
    expect(errorOf({ ...productionEnv, SESSION_SECRET: placeholder! })).toMatch(
      /^Invalid configuration: SESSION_SECRET is a placeholder .*openssl rand -base64 48$/,
    );
  });

  it('takes a good secret: random base64 or hex as openssl makes it, or a long phrase of many characters', () => {
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(24).toString('base64'),
      randomBytes(32).toString('hex'),
      randomBytes(16).toString('hex'),
      'correct-horse-battery-staple-prepverse-2026',
    ]) {
      expect(loadConfig({ ...productionEnv, SESSION_SECRET: secret }).session.secret, secret).toBe(secret);
    }
    // the development secret, set by hand where the stand-ins run, still does
    const development = 'prepverse-development-session-secret-not-for-production';
    expect(loadConfig({ SESSION_SECRET: development }).session.secret).toBe(development);
  });

  it('refuses to start in production without the settings production needs', () => {
    expect(loadConfig(productionEnv).production).toBe(true);
    expect(errorOf({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: DATABASE_URL, SESSION_SECRET, PUBLIC_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET must be set when NODE_ENV=production',
    );
    for (const name of Object.keys(productionEnv).filter((key) => key !== 'NODE_ENV')) {
      const env: Record<string, string> = { ...productionEnv };
      delete env[name];
      expect(errorOf(env)).toBe(`Invalid configuration: ${name} must be set when NODE_ENV=production`);
    }
  });

  it('never uses the local sign-in provider or demo content in production', () => {
    const config = loadConfig(productionEnv);
    expect(config.localStandIns).toBe(false);
    expect(config.google.local).toBe(false);
    expect(config.google.issuer).toBe('https://accounts.google.com');
    expect(config.razorpay).toMatchObject({ local: false, webhookSecret: '' });
    expect(config.loadDemoContent).toBe(false);
    expect(config.secureCookies).toBe(true);
  });

  it('mounts the local stand-ins only when the server is clearly local', () => {
    for (const env of [{}, { NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4100' }, { PUBLIC_URL: 'http://[::1]:3000' }]) {
      const config = loadConfig(env);
      expect(config.localStandIns, JSON.stringify(env)).toBe(true);
      expect(config.google.local).toBe(true);
      expect(config.razorpay.local).toBe(true);
    }
    // a LAN address for trying the site on a phone: only with the explicit opt-in
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000', LOCAL_STAND_INS: 'on' }).localStandIns).toBe(true);
  });

  it('refuses to start without Google and Razorpay settings anywhere that is not clearly local', () => {
    const refusal =
      'Invalid configuration: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET must be set: ' +
      'the local stand-ins for Google and Razorpay run only in development or test with PUBLIC_URL on localhost, or with LOCAL_STAND_INS=on';
    // a deployment that forgot NODE_ENV=production
    expect(errorOf({ PUBLIC_URL: 'https://prepverse.in' })).toBe(refusal);
    expect(errorOf({ NODE_ENV: 'test', PUBLIC_URL: 'http://10.0.0.5:3000' })).toBe(refusal);
    expect(errorOf({ PUBLIC_URL: 'https://prepverse.in', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toBe(
      'Invalid configuration: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET must be set: ' +
        'the local stand-ins for Google and Razorpay run only in development or test with PUBLIC_URL on localhost, or with LOCAL_STAND_INS=on',
    );
    expect(errorOf({ ...productionEnv, LOCAL_STAND_INS: 'on' })).toBe('Invalid configuration: LOCAL_STAND_INS=on is refused when NODE_ENV=production');
    expect(errorOf({ LOCAL_STAND_INS: 'off' })).toBe(refusal);
  });

  it('uses only real keys, and never the local webhook secret, when not local', () => {
    const config = loadConfig(stagingEnv);
    expect(config.localStandIns).toBe(false);
    expect(config.google).toMatchObject({ local: false, issuer: 'https://accounts.google.com' });
    expect(config.razorpay).toMatchObject({ local: false, keyId: 'rzp_test_real', webhookSecret: '', apiUrl: 'https://api.razorpay.com/v1' });
  });

  it('wherever the stand-ins do not run, whatever NODE_ENV says: wants a session secret of its own, loads no demo content, asks for HTTPS only', () => {
    const elsewhere = [
      stagingEnv,
      { ...stagingEnv, NODE_ENV: 'test' },
      { ...stagingEnv, NODE_ENV: 'development', PUBLIC_URL: 'https://192.0.2.10' },
      { ...stagingEnv, PUBLIC_URL: 'https://localhost:3443', LOCAL_STAND_INS: 'off' },
    ];
    for (const env of elsewhere) {
      const config = loadConfig(env);
      expect(config.localStandIns, JSON.stringify(env)).toBe(false);
      expect(config.loadDemoContent, JSON.stringify(env)).toBe(false);
      expect(config.strictTransportSecurity, JSON.stringify(env)).toBe(true);
      const { SESSION_SECRET: _secret, ...withoutSecret } = env;
      expect(errorOf(withoutSecret)).toBe(
        'Invalid configuration: SESSION_SECRET must be set: the development secret is only for where the local stand-ins run',
      );
      expect(errorOf({ ...env, SESSION_SECRET: 'prepverse-development-session-secret-not-for-production' })).toBe(
        'Invalid configuration: SESSION_SECRET must be a secret of your own, not the development one',
      );
      expect(errorOf({ ...env, DEMO_CONTENT: 'on' })).toBe(
        'Invalid configuration: DEMO_CONTENT=on is refused where the local stand-ins do not run: the demo admins, payments and results would be in a live database',
      );
      expect(loadConfig({ ...env, DEMO_CONTENT: 'off' }).loadDemoContent).toBe(false);
    }
    // plain http (a test rig behind nothing): no HSTS, which a browser would ignore there anyway
    expect(loadConfig({ ...stagingEnv, PUBLIC_URL: 'http://10.0.0.5:3000' }).strictTransportSecurity).toBe(false);
    expect(loadConfig(productionEnv).strictTransportSecurity).toBe(true);
    expect(errorOf({ ...productionEnv, SESSION_SECRET: 'prepverse-development-session-secret-not-for-production' })).toBe(
      'Invalid configuration: SESSION_SECRET must be a secret of your own, not the development one',
    );
  });

  it('on a developer machine: the development secret, demo content unless turned off, no HSTS', () => {
    for (const env of [{}, { NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4100' }, { PUBLIC_URL: 'https://192.0.2.10', LOCAL_STAND_INS: 'on' }]) {
      const config = loadConfig(env);
      expect(config.session.secret, JSON.stringify(env)).toBe('prepverse-development-session-secret-not-for-production');
      expect(config.loadDemoContent, JSON.stringify(env)).toBe(true);
      expect(config.strictTransportSecurity, JSON.stringify(env)).toBe(false);
    }
    expect(loadConfig({ DEMO_CONTENT: 'off' }).loadDemoContent).toBe(false);
  });

  it('wants the Google client id and secret together, and the Razorpay key id and secret', () => {
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id-only' })).toBe('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    expect(errorOf({ RAZORPAY_KEY_ID: 'id-only' })).toBe('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(productionEnv).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    const refusal = 'Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list of IP addresses or CIDR ranges';
    for (const value of ['true', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,,10.0.0.2']) {
      expect(errorOf({ TRUST_PROXY: value }), value).toBe(refusal);
    }
  });

  it('listens on this machine alone while the stand-ins run, unless LOCAL_STAND_INS=on opens them', () => {
    const loopback = [{ host: '127.0.0.1' }, { host: '::1', ifAvailable: true }];
    expect(loadConfig({})).toMatchObject({ localStandIns: true, standInsOpen: false, listen: loopback });
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3100' }).listen).toEqual(loopback);
    expect(loadConfig({ HOST: 'localhost' }).listen).toEqual(loopback);
    expect(loadConfig({ HOST: '127.0.0.1' }).listen).toEqual([{ host: '127.0.0.1' }]);
    expect(loadConfig({ HOST: '[::1]' }).listen).toEqual([{ host: '::1' }]);
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(errorOf({ HOST: host })).toBe(
        `Invalid configuration: HOST=${host} would let anyone who reaches this server use the local stand-ins (sign in as anyone, pay nothing): ` +
          'set LOCAL_STAND_INS=on to allow that, or leave HOST unset to listen on this machine only',
      );
    }
    // opened: every address, or the one HOST names
    expect(loadConfig({ LOCAL_STAND_INS: 'on' })).toMatchObject({ standInsOpen: true, listen: [{ host: '0.0.0.0' }] });
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000', LOCAL_STAND_INS: 'on', HOST: '192.168.1.20' }).listen).toEqual([{ host: '192.168.1.20' }]);
    // no stand-ins: every address unless HOST says otherwise
    expect(loadConfig(productionEnv)).toMatchObject({ standInsOpen: false, listen: [{ host: '0.0.0.0' }] });
    expect(loadConfig({ ...stagingEnv, HOST: '10.0.0.5' }).listen).toEqual([{ host: '10.0.0.5' }]);
  });

  it('caps the connections of one address only where no proxy is trusted', () => {
    expect(loadConfig({}).connectionsPerAddress).toBe(256);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '32' }).connectionsPerAddress).toBe(32);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connectionsPerAddress).toBeNull();
    // behind a proxy every connection is the proxy's: it limits each visitor
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).connectionsPerAddress).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '32' }).connectionsPerAddress).toBeNull();
    expect(errorOf({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toBe('Invalid configuration: MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no cap)');
    expect(errorOf({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toMatch(/^Invalid configuration: MAX_CONNECTIONS_PER_ADDRESS /);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).database.kind).toBe('pglite');
  });
});
