// Shared setup for the app's component tests (jsdom). Handlers live next to their resource in
// src/app/testing/msw/; unhandled requests fail the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../app/testing/msw/server.js';

// jsdom has no layout: the draw.io host follows its placeholder with a ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// findBy…/waitFor wait for a state, not a time: on a busy CI machine a render can take longer than
// the library's default second, so they give it five before calling the state missing.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
});
afterAll(() => server.close());
