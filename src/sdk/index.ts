/**
 * The Skyplan TypeScript SDK (`skyplan/sdk`): runtime-neutral, works in browsers and Node.
 * Node-only parts (credential file, browser-open login) live behind `skyplan/sdk/node`.
 */
export { SkyplanApiError } from './errors.js';
export { call, encodeQuery, buildPath, DEFAULT_TIMEOUT_MS, type TransportOptions, type CallInput } from './http.js';
export { createMetaApi, type MetaApi } from './meta.js';
