// What the local sign-in provider keeps (sessions, interactions, codes, grants) and the key it signs ID
// tokens with: ours rather than oidc-provider's "quick start" ones, so that it has nothing to warn
// about at start (stand-ins-reach.ts says what matters in one line of our own).
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { Adapter, AdapterPayload, JWK } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** epoch milliseconds; Infinity for an entry with no lifetime */
  expiresAt: number;
}

// the stand-in's records live as long as the process; expired ones are dropped now and then
const PRUNE_EVERY = 500;

// what a grant's revocation takes with it: the tokens and codes issued under it
const ISSUED_UNDER_A_GRANT = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** One store per provider: every model (Session, Grant, AuthorizationCode…) keeps its records in it under its own name. */
export function createMemoryStore(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const sessionByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();
  let writes = 0;

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const prune = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const index of [sessionByUid, byUserCode]) for (const [name, id] of index) if (!entries.has(id)) index.delete(name);
    for (const [grantId, keys] of grantMembers) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) grantMembers.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity });
        if (model === 'Session' && payload.uid) sessionByUid.set(payload.uid, key);
        if (payload.userCode) byUserCode.set(payload.userCode, key);
        if (payload.grantId && ISSUED_UNDER_A_GRANT.has(model)) {
          const keys = grantMembers.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          grantMembers.set(payload.grantId, keys);
        }
        writes += 1;
        if (writes % PRUNE_EVERY === 0) prune();
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const key = sessionByUid.get(uid);
        return key === undefined ? undefined : live(key);
      },
      async findByUserCode(userCode) {
        const key = byUserCode.get(userCode);
        return key === undefined ? undefined : live(key);
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}

const makeKeyPair = promisify(generateKeyPair);
let signingKeys: Promise<{ keys: JWK[] }> | undefined;

/** An RSA key to sign ID tokens with (RS256, as Google does), made once per process. */
export function localSigningKeys(): Promise<{ keys: JWK[] }> {
  signingKeys ??= makeKeyPair('rsa', { modulusLength: 2048 }).then(({ privateKey }) => ({
    keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'prepverse-local', use: 'sig', alg: 'RS256' }],
  }));
  return signingKeys;
}
