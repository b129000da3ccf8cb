import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests. Node code runs in the node environment; the React app's
// component tests run in jsdom. e2e journeys are Playwright's (see playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        // The engine is pure functions over data (no database, server, globals or mocks), so its
        // files share one module graph per worker instead of re-importing the catalog and the
        // language model for each file: about four times faster (see docs/adr/0025).
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts'],
          isolate: false,
          testTimeout: 90_000,
        },
      },
      {
        // Server, SDK, MCP and script tests. Like the engine's, their files share one module graph
        // per worker: each file would otherwise re-import the server with the engine behind it and
        // compile PGlite's WebAssembly again. None mocks a module, stubs a global, fakes timers or
        // writes process.env; each closes the servers, databases and processes it starts (docs/adr/0026).
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/app/**', 'src/engine/**', 'node_modules/**'],
          isolate: false,
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
