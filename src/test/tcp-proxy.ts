// A TCP proxy between the app and PostgreSQL that a test can cut, as a network or a database failover
// would: while cut, every open connection is reset and new ones are refused at once; once restored,
// connections go through again. The app is not told and not restarted.
import net from 'node:net';

export interface FaultyLink {
  /** the database URL to give the app: the same database, through the proxy */
  url: string;
  cut(): void;
  restore(): void;
  /** connections the proxy reset or refused since it started */
  readonly dropped: number;
  close(): Promise<void>;
}

export async function faultyLink(databaseUrl: string): Promise<FaultyLink> {
  const target = new URL(databaseUrl);
  // each connection from the app, with its own connection to the database
  const open = new Map<net.Socket, net.Socket>();
  let cut = false;
  let dropped = 0;

  const server = net.createServer((incoming) => {
    if (cut) {
      dropped += 1;
      incoming.resetAndDestroy();
      return;
    }
    const outgoing = net.connect(Number(target.port || 5432), target.hostname);
    open.set(incoming, outgoing);
    const forget = () => {
      open.delete(incoming);
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', forget).on('close', forget);
    outgoing.on('error', forget).on('close', forget);
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.href,
    cut: () => {
      cut = true;
      for (const [incoming, outgoing] of open) {
        dropped += 1;
        incoming.resetAndDestroy();
        outgoing.destroy();
      }
      open.clear();
    },
    restore: () => {
      cut = false;
    },
    get dropped() {
      return dropped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [incoming, outgoing] of open) {
          incoming.destroy();
          outgoing.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
