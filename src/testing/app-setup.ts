// Shared setup for the app's component tests (jsdom). Handlers live next to their resource in
// src/testing/msw/; unhandled requests fail the test.
export {};
