import { describe, expect, it } from 'vitest';
import { readSseEvents, streamError } from './sse.js';
import { SkyplanApiError } from './errors.js';

/** A body delivered in the given pieces, as a network would split it. */
function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readSseEvents(stream)) events.push(event);
  return events;
}

const complete = { id: 'd', title: 't', xml: '<mxfile/>', is_public: false, created_at: null, warnings: [], suggestions: [], usage: { credits_charged: 1, credits_remaining: 9 } };

describe('readSseEvents', () => {
  it('reads events split anywhere, skips comments and unknown events, and stops after complete', async () => {
    const wire = `: ping\n\nevent: progress\ndata: {"stage":"layout","progress":40,"message":"Laying out é"}\n\nevent: hello\ndata: {}\n\nevent: complete\ndata: ${JSON.stringify(complete)}\n\nevent: progress\ndata: {"stage":"saving","progress":99,"message":"late"}\n\n`;
    const bytes = new TextEncoder().encode(wire);
    // Split inside the multi-byte "é" and inside a line.
    const cut = wire.indexOf('é') + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut, cut + 7));
        controller.enqueue(bytes.slice(cut + 7));
        controller.close();
      },
    });
    const events = await collect(stream);
    expect(events.map((e) => e.event)).toEqual(['progress', 'complete']);
    expect(events[0]!.data).toMatchObject({ message: 'Laying out é' });
  });

  it('accepts a final event without its blank line', async () => {
    const events = await collect(body(`event: complete\ndata: ${JSON.stringify(complete)}`));
    expect(events.map((e) => e.event)).toEqual(['complete']);
  });

  it('ends with the error event, which maps to the status its code is sent with', async () => {
    const events = await collect(body('event: error\ndata: {"error":{"code":"QUOTA_EXCEEDED","message":"Out of credits.","details":{"upgrade_url":"https://x/billing"}}}\n\n'));
    expect(events).toHaveLength(1);
    const err = streamError(events[0]!.data as never);
    expect(err).toMatchObject({ status: 402, code: 'QUOTA_EXCEEDED', upgradeUrl: 'https://x/billing' });
  });

  it('throws CONNECTION_ERROR when the stream ends before a result', async () => {
    const err = await collect(body('event: progress\ndata: {"stage":"planning","progress":10,"message":"m"}\n\n')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SkyplanApiError);
    expect(err).toMatchObject({ code: 'CONNECTION_ERROR' });
  });
});
