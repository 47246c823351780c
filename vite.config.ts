/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    // The prerenderer reads which chunks and stylesheets each page needs.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['tests/unit/setup.ts'],
    // CI sums unit and end-to-end results into one line (scripts/test-summary.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
