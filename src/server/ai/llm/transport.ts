/** One turn of a conversation with the model. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A request for one JSON object matching a schema. */
export interface ChatRequest {
  system: string;
  messages: ChatMessage[];
  /** What to return: a name, a description, and a JSON Schema of the object. */
  schema: { name: string; description: string; json: Record<string, unknown> };
  signal?: AbortSignal | undefined;
  /** Told how many characters of the answer have arrived (streaming). */
  onProgress?: ((chars: number) => void) | undefined;
}

/** Sends a request to one AI provider and returns the raw JSON text it produced. */
export interface LlmTransport {
  /** For messages: "OpenAI-compatible API (gpt-4o-mini at https://api.openai.com/v1)". */
  readonly name: string;
  complete(req: ChatRequest): Promise<string>;
}

export interface TransportConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  /** Stream answers (SSE) to report progress; on by default. */
  stream?: boolean;
}
