// Bundles the server (with the web app's pages it renders, the admin command and the import's worker) into dist/server, with the migrations beside them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// the server renders the public pages with the web app's own components; their styles (ours and
// packages' alike) are the browser's business, so a stylesheet import bundles as nothing
const noStyles = {
  name: 'no-styles',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-styles' }));
    build.onLoad({ filter: /.*/, namespace: 'no-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    // imported files are read in worker threads, which load this file beside main.js (question-import/checker.ts)
    'import-check-worker': 'src/server/features/admin/question-import/check-worker.ts',
    // the embedded database runs in a thread of its own, which loads this file (db/pglite-thread.ts)
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [noStyles],
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled in dist/server');
