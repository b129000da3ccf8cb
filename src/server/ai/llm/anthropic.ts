import { PlannerError } from '../types.js';
import { mapAbort, postJson, readSse } from './http.js';
import type { ChatRequest, LlmTransport, TransportConfig } from './transport.js';

const API_VERSION = '2023-06-01';

interface StreamEvent {
  type?: string;
  delta?: { type?: string; partial_json?: string; text?: string };
  content_block?: { type?: string; input?: unknown };
  error?: { type?: string; message?: string };
}

interface MessageResponse {
  content?: { type: string; input?: unknown; text?: string }[];
}

/**
 * The Anthropic Messages API: `POST {base}/v1/messages` with x-api-key and anthropic-version,
 * the answer forced through one tool whose input_schema is the wanted JSON Schema, streamed as
 * SSE (message_start, content_block_delta with input_json_delta, message_stop).
 */
export function anthropicTransport(config: TransportConfig): LlmTransport {
  const base = config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const name = `Anthropic API (${config.model} at ${base})`;
  const stream = config.stream ?? true;
  return {
    name,
    async complete(req: ChatRequest): Promise<string> {
      const tool = { name: req.schema.name, description: req.schema.description, input_schema: req.schema.json };
      const body = {
        model: config.model,
        max_tokens: 8192,
        system: req.system,
        messages: req.messages,
        tools: [tool],
        tool_choice: { type: 'tool', name: tool.name },
        stream,
      };
      const headers = { 'x-api-key': config.apiKey ?? '', 'anthropic-version': API_VERSION };
      const response = await postJson({ url: `${base}/v1/messages`, headers, body, timeoutMs: config.timeoutMs, signal: req.signal, provider: name });
      try {
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
          const json = (await response.json()) as MessageResponse;
          const use = json.content?.find((c) => c.type === 'tool_use');
          return use ? JSON.stringify(use.input) : (json.content?.find((c) => c.type === 'text')?.text ?? '');
        }
        let text = '';
        for await (const { event, data } of readSse(response)) {
          const ev = JSON.parse(data) as StreamEvent;
          const type = ev.type ?? event;
          if (type === 'error') throw new PlannerError('AI_PROVIDER_ERROR', `${name} reported an error while streaming: ${ev.error?.message ?? 'unknown error'}`, { type: ev.error?.type ?? null });
          if (type === 'content_block_delta' && ev.delta?.type === 'input_json_delta') {
            text += ev.delta.partial_json ?? '';
            req.onProgress?.(text.length);
          }
          if (type === 'message_stop') break;
        }
        return text;
      } catch (error) {
        throw mapAbort(error, { signal: req.signal, timeoutMs: config.timeoutMs, provider: name });
      }
    },
  };
}
