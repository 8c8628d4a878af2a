import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // which chunks each page pulls in: the server's preload hints and bench/web.ts read it
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
});
