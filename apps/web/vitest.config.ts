import { defineConfig } from 'vitest/config';

// Unit tests of the web app: pure TypeScript beside the code (src/**/*.test.ts), no DOM; e2e/ is Playwright.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
