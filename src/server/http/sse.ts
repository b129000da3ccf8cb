import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatSseEvent } from '../../shared/contract/sse.js';

/**
 * A Server-Sent Events response (API.md §11) that opens lazily: nothing is written until the first
 * event, so failures before the work starts still answer with a JSON error envelope.
 */
export class SseStream {
  private open = false;
  private ping: NodeJS.Timeout | null = null;
  constructor(
    private readonly req: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get started(): boolean {
    return this.open;
  }

  private start(): void {
    if (this.open) return;
    this.open = true;
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'close',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': this.req.id,
      ...(this.reply.getHeader('idempotency-replayed') ? { 'Idempotency-Replayed': 'true' } : {}),
    });
    // Keep-alive comments stop proxies from closing a quiet stream; clients skip them.
    this.ping = setInterval(() => this.reply.raw.write(': ping\n\n'), 15_000);
    this.ping.unref();
  }

  send(event: 'progress' | 'complete' | 'error', data: unknown): void {
    this.start();
    if (!this.reply.raw.writableEnded) this.reply.raw.write(formatSseEvent(event, data));
  }

  /** Sends the terminal event and closes the stream. */
  finish(event: 'complete' | 'error', data: unknown): void {
    this.send(event, data);
    this.close();
  }

  close(): void {
    if (this.ping) clearInterval(this.ping);
    if (this.open && !this.reply.raw.writableEnded) this.reply.raw.end();
  }
}

/** An AbortSignal that fires when the caller disconnects before the answer is complete. */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}
