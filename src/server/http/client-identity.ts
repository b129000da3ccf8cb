import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS } from '../../shared/contract/headers.js';
import type { ClientSource } from '../../shared/contract/values.js';
import { clientCommands } from '../../shared/contract/clients.js';
import { ApiError } from './api-error.js';

/**
 * Skyplan's own clients below these versions predate the e-mailed-code login and are refused with
 * 426 CLIENT_OUTDATED (API.md §0 "old clients"). The public Diagrams.so clients
 * (X-Diagrams-Client) are never refused.
 */
export const MIN_CLIENT_VERSIONS: Readonly<Record<'sdk-ts' | 'sdk-python' | 'mcp', string>> = {
  'sdk-ts': '0.1.0',
  'sdk-python': '0.1.0',
  mcp: '0.1.0',
};

/** The command that installs a current client of this kind from the server at `origin`. */
export function updateCommandFor(client: keyof typeof MIN_CLIENT_VERSIONS, origin: string): string {
  const commands = clientCommands(origin);
  return client === 'sdk-ts' ? commands.sdkTs : client === 'sdk-python' ? commands.sdkPython : commands.mcp;
}

const CLIENT = /^([a-z][a-z0-9-]{0,30})\/(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.-]+)?$/;

export interface ClientIdentity {
  source: ClientSource;
  /** `<client>/<version>` as sent, for logs. */
  raw: string | null;
  tool: string | null;
}

function parse(value: string | string[] | undefined) {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const m = CLIENT.exec(text.trim());
  if (!m) return { name: text.split('/')[0]!.trim().toLowerCase(), version: null as number[] | null, raw: text };
  return { name: m[1]!, version: [Number(m[2]), Number(m[3]), Number(m[4])], raw: text };
}

const SOURCES = new Set<string>(['web', 'sdk-ts', 'sdk-python', 'mcp']);

function fromUserAgent(ua: string | undefined): ClientSource | null {
  if (!ua) return null;
  if (/diagrams-so\/mcp|skyplan-mcp/i.test(ua)) return 'mcp';
  if (/diagrams-so\/sdk|skyplan-sdk-ts/i.test(ua)) return 'sdk-ts';
  if (/diagrams-so-python|skyplan-python/i.test(ua)) return 'sdk-python';
  return null;
}

function lessThan(a: number[], b: number[]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * Who sent the request (the ledger's `source`), refusing Skyplan's own clients that are too old.
 * X-Skyplan-Client wins over X-Diagrams-Client, then the User-Agent; a web session with neither
 * is `web`; anything else is `api`. `origin` is this server as the client reached it: the 426's
 * update command installs the client this server serves.
 */
export function identifyClient(headers: IncomingHttpHeaders, via: 'key' | 'session' | null, origin: string): ClientIdentity {
  const ours = parse(headers[HEADERS.client]);
  const theirs = parse(headers[HEADERS.diagramsClient]);
  const tool = typeof headers[HEADERS.diagramsTool] === 'string' ? (headers[HEADERS.diagramsTool] as string).slice(0, 80) : null;
  if (ours && ours.name in MIN_CLIENT_VERSIONS) {
    const name = ours.name as keyof typeof MIN_CLIENT_VERSIONS;
    const min = MIN_CLIENT_VERSIONS[name].split('.').map(Number);
    if (!ours.version || lessThan(ours.version, min)) {
      const command = updateCommandFor(name, origin);
      throw new ApiError(
        'CLIENT_OUTDATED',
        `This ${name} client (${ours.raw}) is too old for this Skyplan server, which needs ${name} ${MIN_CLIENT_VERSIONS[name]} or newer. Update it: ${command}`,
        { client: name, minimum_version: MIN_CLIENT_VERSIONS[name], update_command: command },
      );
    }
  }
  const named = [ours, theirs].find((c) => c && SOURCES.has(c.name));
  const source = (named?.name as ClientSource | undefined) ?? fromUserAgent(headers['user-agent']) ?? (via === 'session' ? 'web' : 'api');
  return { source, raw: ours?.raw ?? theirs?.raw ?? null, tool };
}
