import { createServer } from 'node:net';

/** A free TCP port on loopback, for tests that need a real listening server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** fetch with a cookie jar and no automatic redirects: what a browser does, one hop at a time. */
export function createBrowserlessClient(baseUrl: string) {
  const jar = new Map<string, string>();

  async function request(url: string, init: RequestInit = {}) {
    const target = new URL(url, baseUrl);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    return response;
  }

  /** Follows redirects until a non-redirect answer, returning it and the URL it came from. */
  async function follow(url: string, init: RequestInit = {}, hops = 10) {
    let response = await request(url, init);
    let current = new URL(url, baseUrl).href;
    while (response.status >= 300 && response.status < 400 && hops-- > 0) {
      current = new URL(response.headers.get('location')!, current).href;
      response = await request(current);
    }
    return { response, url: current };
  }

  return { request, follow, jar };
}
