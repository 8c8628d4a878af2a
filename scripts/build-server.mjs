// Bundles the server (and the admin command) into dist/server, with the migrations beside them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', admin: 'src/server/cli/admin.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled in dist/server');
