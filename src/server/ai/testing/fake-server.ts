import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake provider received. */
export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** How the fake answers one request. */
export interface Answer {
  status?: number;
  /** A JSON body (non-streaming answer or error). */
  json?: unknown;
  /** SSE events to stream: [event name or null, data object or raw string]. */
  events?: readonly (readonly [string | null, unknown])[];
  /** Wait this long between streamed events. */
  gapMs?: number;
  /** Never answer (keeps the connection open until the client gives up). */
  hang?: boolean;
  /** Send the first n events, then hang. */
  hangAfter?: number;
}

export interface FakeServer {
  url: string;
  received: Received[];
  /** Connections the client closed before the answer was complete. */
  aborted: number;
  /** Resolves when the next connection is aborted by the client. */
  nextAbort(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local HTTP server (127.0.0.1, random port) that answers like an AI provider from a script:
 * JSON, SSE streams, errors, or silence. It records every request and notices when the client
 * aborts a connection mid-answer.
 */
export async function startFakeServer(script: (req: Received, index: number) => Answer): Promise<FakeServer> {
  const received: Received[] = [];
  let abortWaiters: (() => void)[] = [];
  const state = { aborted: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const entry: Received = { path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} };
      received.push(entry);
      const answer = script(entry, received.length - 1);
      let done = false;
      res.on('close', () => {
        if (done) return;
        state.aborted++;
        const waiters = abortWaiters;
        abortWaiters = [];
        for (const w of waiters) w();
      });
      void respond(res, answer).then(() => (done = true));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get aborted() {
      return state.aborted;
    },
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function respond(res: ServerResponse, answer: Answer): Promise<void> {
  if (answer.hang) return new Promise<void>(() => undefined);
  if (answer.events) {
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const [i, [event, data]] of answer.events.entries()) {
      if (answer.hangAfter !== undefined && i >= answer.hangAfter) return new Promise<void>(() => undefined);
      if (res.destroyed) return;
      res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      if (answer.gapMs) await sleep(answer.gapMs);
    }
    res.end();
    return;
  }
  res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.json ?? {}));
}
