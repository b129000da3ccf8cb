import { PlannerError } from '../types.js';

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Name of the provider for messages ("OpenAI-compatible API at http://…"). */
  provider: string;
}

/** What an error body says, whatever its shape ({error:{message}}, {error:"…"}, {message}, text). */
function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; message?: string; detail?: string };
    if (typeof body.error === 'string') return body.error;
    return body.error?.message ?? body.message ?? body.detail ?? text.slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}

/**
 * POSTs JSON to an AI provider with a timeout and the caller's cancellation joined into one
 * signal, so a disconnected caller or a slow provider aborts the upstream request. Failures
 * become PlannerErrors that say which it was: cancelled, timed out, or the provider's status
 * and message.
 */
export async function postJson(opts: PostOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(opts.url, { method: 'POST', headers: { 'content-type': 'application/json', ...opts.headers }, body: JSON.stringify(opts.body), signal });
  } catch (error) {
    throw mapAbort(error, opts);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new PlannerError('AI_PROVIDER_ERROR', `${opts.provider} answered ${response.status}: ${providerMessage(text)}`, { status: response.status, provider_message: providerMessage(text) });
  }
  return response;
}

/** A failed or aborted fetch (or body read) as the PlannerError it means. */
export function mapAbort(error: unknown, opts: Pick<PostOptions, 'signal' | 'timeoutMs' | 'provider'>): PlannerError {
  if (error instanceof PlannerError) return error;
  if (opts.signal?.aborted) return new PlannerError('CANCELLED', 'The request was cancelled; the AI provider call was aborted.');
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new PlannerError('GATEWAY_TIMEOUT', `${opts.provider} did not answer within ${Math.round(opts.timeoutMs / 1000)} s (SKYPLAN_AI_TIMEOUT_MS).`, { timeout_ms: opts.timeoutMs });
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return new PlannerError('AI_PROVIDER_ERROR', `Could not reach ${opts.provider}: ${cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)}`, { cause: cause?.code ?? null });
}

/** Reads a text/event-stream body as {event, data} pairs (data lines joined with "\n"). */
export async function* readSse(response: Response): AsyncGenerator<{ event: string; data: string }> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      if (line === '') {
        if (data.length > 0) yield { event, data: data.join('\n') };
        event = 'message';
        data = [];
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
  }
  if (data.length > 0) yield { event, data: data.join('\n') };
}
