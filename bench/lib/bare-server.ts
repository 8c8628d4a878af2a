// The yardstick of bench:ratio: a bare Fastify route that sends the same bytes as the paper, with
// nothing else (no plugins, no session, no headers of ours but the bytes' encoding). Run in its own
// process, as the server is.
//   node --import tsx bench/lib/bare-server.ts BODY_FILE PORT [ENCODING]
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [bodyFile, port, encoding = 'identity'] = process.argv.slice(2);
const body = await readFile(bodyFile!);
const app = Fastify({ logger: false });
app.get('/paper', (_request, reply) => {
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get('/health', () => 'ok');
await app.listen({ port: Number(port), host: '127.0.0.1' });
