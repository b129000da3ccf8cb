import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests. Node code runs in the node environment; the React app's
// component tests run in jsdom. e2e journeys are Playwright's (see playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/app/**', 'node_modules/**'],
          // Safety nets, not speed checks: server tests run real layouts and renders, which on a
          // CI machine busy with other work can take several times their quiet duration.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/app/**/*.test.ts', 'src/app/**/*.test.tsx'],
          setupFiles: ['src/testing/app-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
