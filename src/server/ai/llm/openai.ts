import { PlannerError } from '../types.js';
import { mapAbort, postJson, readSse } from './http.js';
import type { ChatRequest, LlmTransport, TransportConfig } from './transport.js';

/** Servers that reject `json_schema` (older vLLM/Ollama builds, some gateways) say so in a 400 like this. */
const SCHEMA_REFUSED = /response_format|json_schema|structured output|not supported|unsupported|unknown (field|parameter)|extra inputs/i;

interface ChatChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

/**
 * The Chat Completions API as OpenAI, Ollama, vLLM, LM Studio and OpenRouter speak it:
 * `POST {base}/chat/completions` with `response_format` json_schema structured output, falling
 * back to json_object (schema in the prompt) when the server refuses json_schema; answers are
 * streamed (SSE) so progress can be reported.
 */
export function openAiTransport(config: TransportConfig): LlmTransport {
  const base = config.baseUrl.replace(/\/+$/, '');
  const name = `OpenAI-compatible API (${config.model} at ${base})`;
  let jsonObjectOnly = false;
  const stream = config.stream ?? true;

  async function send(req: ChatRequest, fallback: boolean): Promise<string> {
    const system = fallback
      ? `${req.system}\n\nReply with one JSON object matching this JSON Schema (${req.schema.name}):\n${JSON.stringify(req.schema.json)}`
      : req.system;
    const body = {
      model: config.model,
      messages: [{ role: 'system', content: system }, ...req.messages],
      temperature: 0,
      stream,
      response_format: fallback
        ? { type: 'json_object' }
        : { type: 'json_schema', json_schema: { name: req.schema.name, description: req.schema.description, schema: req.schema.json, strict: false } },
    };
    const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
    const response = await postJson({ url: `${base}/chat/completions`, headers, body, timeoutMs: config.timeoutMs, signal: req.signal, provider: name });
    try {
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        const json = (await response.json()) as ChatChunk;
        return json.choices?.[0]?.message?.content ?? '';
      }
      let text = '';
      for await (const { data } of readSse(response)) {
        if (data.trim() === '[DONE]') break;
        const chunk = JSON.parse(data) as ChatChunk;
        if (chunk.error) throw new PlannerError('AI_PROVIDER_ERROR', `${name} reported an error while streaming: ${chunk.error.message ?? 'unknown error'}`);
        const piece = chunk.choices?.[0]?.delta?.content ?? '';
        if (piece) {
          text += piece;
          req.onProgress?.(text.length);
        }
      }
      return text;
    } catch (error) {
      throw mapAbort(error, { signal: req.signal, timeoutMs: config.timeoutMs, provider: name });
    }
  }

  return {
    name,
    async complete(req) {
      if (jsonObjectOnly) return send(req, true);
      try {
        return await send(req, false);
      } catch (error) {
        const refused = error instanceof PlannerError && error.details?.['status'] === 400 && SCHEMA_REFUSED.test(String(error.details['provider_message'] ?? ''));
        if (!refused) throw error;
        jsonObjectOnly = true;
        return send(req, true);
      }
    },
  };
}
