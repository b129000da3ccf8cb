import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SkyplanApiError } from '../sdk/index.js';

/** A tool answer of plain text. */
export function text(body: string): CallToolResult {
  return { content: [{ type: 'text', text: body }] };
}

/** A tool error an agent can act on. */
export function failure(body: string): CallToolResult {
  return { content: [{ type: 'text', text: body }], isError: true };
}

/**
 * An API error as a tool error: `Error [CODE] (HTTP 402): message (details) request_id: …`. The
 * details JSON stays in the text (agents read `retry_after`, `upgrade_url` from it).
 */
export function apiFailure(err: SkyplanApiError): CallToolResult {
  const where = err.status ? ` (HTTP ${err.status})` : '';
  const details = err.details && Object.keys(err.details).length ? ` (${JSON.stringify(err.details)})` : '';
  const request = err.requestId ? `\nrequest_id: ${err.requestId}` : '';
  return failure(`Error [${err.code}]${where}: ${err.message}${details}${request}`);
}

/** Turns anything thrown into a tool error; never throws. */
export function toFailure(err: unknown): CallToolResult {
  if (err instanceof SkyplanApiError) return apiFailure(err);
  return failure(`Error: ${err instanceof Error ? err.message : String(err)}`);
}
