import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  // JSX is Vite's own transform (tsconfig's react-jsx); the packages react and react-dom are Preact's
  // compatibility layer (package.json, decision 022), so React's Fast Refresh plugin is not used and
  // a change in development reloads the page
  plugins: [tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // which chunks each page pulls in: the server's preload hints and bench/web.ts read it
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // packages written for React Server Components mark their client files "use client", which
      // means nothing to a browser bundle
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
