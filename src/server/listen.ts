// Listening on several addresses at one port (127.0.0.1 and ::1 while the stand-ins run). Fastify
// listens on the first; each other address gets a plain TCP listener that hands its connections to
// the same HTTP server, so that the timeouts, the per-address cap and the shutdown's closing of
// connections (shutdown.ts) treat every connection alike, whichever address it came in on.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ListenAddress } from './config.ts';

const otherListeners = new WeakMap<FastifyInstance, net.Server[]>();

/** Called by buildApp, before the app is ready: the other addresses stop accepting when the app closes, as its own does. */
export function closeOtherListenersWithApp(app: FastifyInstance) {
  app.addHook('preClose', (done) => {
    for (const listener of otherListeners.get(app) ?? []) listener.close();
    done();
  });
}

// what listening on an address this machine does not have (IPv6 turned off, say) fails with
const NO_SUCH_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

const shown = (host: string, port: number) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`);

function listenOnOther(app: FastifyInstance, host: string, port: number): Promise<net.Server> {
  const listener = net.createServer((socket) => app.server.emit('connection', socket));
  return new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen({ host, port }, () => {
      listener.off('error', reject);
      listener.on('error', (error) => app.log.error({ err: error, address: shown(host, port) }, 'listener failed'));
      resolve(listener);
    });
  });
}

/** Listens on every address at `port` (0: a free one, the same for all); resolves with the addresses listened on. */
export async function listenOn(app: FastifyInstance, port: number, addresses: readonly ListenAddress[]): Promise<string[]> {
  const [first, ...others] = addresses;
  if (first === undefined) throw new Error('no address to listen on');
  await app.listen({ port, host: first.host });
  const bound = (app.server.address() as net.AddressInfo).port;
  const listening = [shown(first.host, bound)];
  const listeners: net.Server[] = [];
  otherListeners.set(app, listeners);
  for (const { host, ifAvailable } of others) {
    try {
      listeners.push(await listenOnOther(app, host, bound));
      listening.push(shown(host, bound));
    } catch (error) {
      if (ifAvailable && NO_SUCH_ADDRESS.has((error as NodeJS.ErrnoException).code ?? '')) continue;
      await app.close();
      throw error;
    }
  }
  return listening;
}
