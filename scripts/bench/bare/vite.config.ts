// The bare page's build (see app.tsx); `npm run bench` runs it, then prerenders.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__bench/bare/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    manifest: true,
    outDir: fileURLToPath(new URL('../../../dist-bench/site/bare/', import.meta.url)),
    emptyOutDir: true,
  },
});
