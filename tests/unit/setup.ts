import { afterEach } from 'vitest';

// Files run in Node unless they ask for a DOM (`// @vitest-environment jsdom` on their first
// line): only those load the DOM matchers and unmount what they rendered.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
