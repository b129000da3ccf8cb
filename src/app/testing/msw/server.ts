import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.js';

/** The request interceptor of the app's component tests (started by src/testing/app-setup.ts). */
export const server = setupServer(...handlers);
