import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  // JSX, and in development React's Fast Refresh: an edited component is swapped in with its state kept
  plugins: [react(), tailwindcss()],
  // the development server's render of a public page: React is loaded once, by Node, whichever
  // package asks for it (a package Vite transforms itself would otherwise get a second copy, whose
  // hooks the renderer does not drive)
  ssr: { external: ['react', 'react-dom'], noExternal: ['lucide-react'] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // which chunks each page pulls in: the server's preload hints and bench/web.ts read it
    manifest: true,
    chunkSizeWarningLimit: 900,
    // No preload helper around lazy imports: it added a <link rel=modulepreload> to the head for every
    // chunk a lazy page imports, about thirty for the landing page, and those insertions were the
    // largest piece of main-thread script on / (measured with the CPU profiler: ~45 ms of a 2-core
    // machine's time, ~170 ms at Lighthouse's 4x slowdown). The browser finds a chunk's imports when
    // it reads the chunk; the server names a client-rendered page's chunks in its HTML
    // (plugins/page-preloads.ts).
    modulePreload: false,
    rolldownOptions: {
      // everything the entry imports goes into the entry's one file: split by which pages share it,
      // it came as five files, each with its own compression overhead and request (2.3 kB gzip more)
      // and the series cards' code (the card, its figures and banner, the enrol flow, the price), which
      // the listing, a series' page and checkout share, as one file instead of seven (1.1 kB gzip
      // less on /testseries)
      output: {
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'] },
            // the queries the landing page and the listing both read: on their own, so that the landing
            // page's prefetch does not bring the series cards' code, which only its lower half draws
            { name: 'public-queries', test: /src\/web\/lib\/(series-list|weekly-quiz)\.ts$/ },
            {
              name: 'series-cards',
              test: /src\/(web\/components\/series-(card|stats|banner)|web\/features\/test-series\/(use-enrol|enrol|api)|shared\/pricing)\.tsx?$/,
            },
          ],
        },
      },
      // packages written for React Server Components mark their client files "use client", which
      // means nothing to a browser bundle
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
