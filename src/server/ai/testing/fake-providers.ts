import type { Answer } from './fake-server.js';

/** Splits text into n roughly equal pieces, as a model streams tokens. */
function pieces(text: string, n = 4): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** A Chat Completions answer streaming `content` as deltas, then [DONE]. */
export function openAiStream(content: string, opts: { gapMs?: number; hangAfter?: number } = {}): Answer {
  const events: [null, unknown][] = pieces(content).map((p) => [null, { id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: p }, finish_reason: null }] }]);
  events.push([null, { id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }], [null, '[DONE]']);
  return { events, ...opts };
}

/** A non-streamed Chat Completions answer. */
export function openAiJson(content: string): Answer {
  return { json: { id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] } };
}

/** An OpenAI-style error body with a status. */
export function openAiError(status: number, message: string): Answer {
  return { status, json: { error: { message, type: 'invalid_request_error' } } };
}

/** A Messages API stream: the tool input arrives as input_json_delta pieces. */
export function anthropicStream(input: string, opts: { gapMs?: number; hangAfter?: number; toolName?: string } = {}): Answer {
  const events: [string, unknown][] = [
    ['message_start', { type: 'message_start', message: { id: 'm1', type: 'message', role: 'assistant', content: [], model: 'fake', stop_reason: null } }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 't1', name: opts.toolName ?? 'tool', input: {} } }],
    ...pieces(input).map((p): [string, unknown] => ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: p } }]),
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use' } }],
    ['message_stop', { type: 'message_stop' }],
  ];
  return { events, ...(opts.gapMs ? { gapMs: opts.gapMs } : {}), ...(opts.hangAfter !== undefined ? { hangAfter: opts.hangAfter } : {}) };
}

/** A Messages API stream that fails partway with an `error` event (e.g. overloaded). */
export function anthropicStreamError(message: string): Answer {
  return {
    events: [
      ['message_start', { type: 'message_start', message: { id: 'm1', type: 'message', role: 'assistant', content: [] } }],
      ['error', { type: 'error', error: { type: 'overloaded_error', message } }],
    ],
  };
}

export function anthropicJson(input: unknown): Answer {
  return { json: { id: 'm1', type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'tool', input }], stop_reason: 'tool_use' } };
}

export function anthropicError(status: number, message: string): Answer {
  return { status, json: { type: 'error', error: { type: 'invalid_request_error', message } } };
}
