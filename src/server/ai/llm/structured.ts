import { PlannerError } from '../types.js';
import type { ChatMessage, ChatRequest, LlmTransport } from './transport.js';

export type Check<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export interface StructuredRequest<T> {
  transport: LlmTransport;
  system: string;
  user: string;
  schema: ChatRequest['schema'];
  /** Validates the parsed JSON (schema and meaning); errors go back to the model. */
  check: (value: unknown) => Check<T>;
  what: string;
  attempts?: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((chars: number, attempt: number) => void) | undefined;
}

/** The JSON object in a reply, tolerating a ```json fence or words around it. */
export function parseJsonReply(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = (fenced ? fenced[1]! : text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return { ok: false, error: 'the reply contains no JSON object' };
  try {
    return { ok: true, value: JSON.parse(body.slice(start, end + 1)) };
  } catch (error) {
    return { ok: false, error: `the reply is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Asks for a JSON object and checks it; on invalid JSON or failed checks the reply and the exact
 * problems go back to the model, up to `attempts` tries in all. After the last try a PlannerError
 * carries the last problems — never an empty result.
 */
export async function structured<T>(req: StructuredRequest<T>): Promise<T> {
  const attempts = req.attempts ?? 3;
  const messages: ChatMessage[] = [{ role: 'user', content: req.user }];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const text = await req.transport.complete({
      system: req.system, messages, schema: req.schema, signal: req.signal,
      onProgress: req.onProgress ? (chars) => req.onProgress!(chars, attempt) : undefined,
    });
    const parsed = parseJsonReply(text);
    if (parsed.ok) {
      const checked = req.check(parsed.value);
      if (checked.ok) return checked.value;
      problems = checked.errors;
    } else {
      problems = [parsed.error];
    }
    messages.push(
      { role: 'assistant', content: text.length > 0 ? text : '(empty reply)' },
      { role: 'user', content: `That ${req.what} cannot be used:\n${problems.slice(0, 12).map((p) => `- ${p}`).join('\n')}\nReply with the corrected JSON object only.` },
    );
  }
  throw new PlannerError('AI_PROVIDER_ERROR', `${req.transport.name} returned an unusable ${req.what} ${attempts} times; last problems: ${problems.slice(0, 5).join('; ')}`, { attempts, errors: problems.slice(0, 20) });
}

/** zod issues as "path: message" lines the model can act on. */
export function issues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string[] {
  return error.issues.slice(0, 20).map((i) => `${i.path.length > 0 ? i.path.map(String).join('.') : '(root)'}: ${i.message}`);
}
