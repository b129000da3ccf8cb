/** The server's version, reported by /healthz and the OpenAPI document. */
export const SERVER_VERSION = '0.1.0';
