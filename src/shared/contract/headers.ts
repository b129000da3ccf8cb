/**
 * Header and cookie names of the contract, so the server and every client spell them the same.
 */
export const HEADERS = {
  /** `<client>/<semver>` of Skyplan's own clients: `web`, `sdk-ts`, `sdk-python`, `mcp`. */
  client: 'x-skyplan-client',
  /** The public Diagrams.so clients' identity header (attribution only, never refused). */
  diagramsClient: 'x-diagrams-client',
  /** MCP: the tool making the call; stored in the ledger row's metadata. */
  diagramsTool: 'x-diagrams-tool',
  idempotencyKey: 'idempotency-key',
  idempotencyReplayed: 'idempotency-replayed',
  requestId: 'x-request-id',
  /** Double-submit CSRF token: must equal the `skyplan_csrf` cookie on cookie-authenticated mutations. */
  csrf: 'x-csrf-token',
} as const;

export const COOKIES = {
  /** httpOnly, SameSite=Lax: the web session. */
  session: 'skyplan_session',
  /** Readable by the page (not httpOnly): echo it in the X-CSRF-Token header. */
  csrf: 'skyplan_csrf',
} as const;

/** Idempotency keys: 1–255 printable ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
