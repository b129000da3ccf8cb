import { createMetaApi, type TransportOptions } from '../../sdk/index.js';

/** The browser's connection to the API: same origin, session cookie. */
export const transport: TransportOptions = {
  baseUrl: '/api/v2',
  client: 'web/0.1.0',
  credentials: 'same-origin',
};

export const api = {
  meta: createMetaApi(transport),
};
