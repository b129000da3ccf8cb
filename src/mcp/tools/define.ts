import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { SkyplanApiError, type SkyplanClient } from '../../sdk/index.js';
import type { McpContext } from '../context.js';
import { toFailure } from '../results.js';

/** What a tool's run function gets besides its arguments. */
export interface ToolCall {
  client: SkyplanClient;
  ctx: McpContext;
  signal: AbortSignal;
  /** Reports progress (0–100) when the caller asked for it; never decreases. */
  progress(percent: number, message: string): Promise<void>;
}

/** A tool: a thin function over the SDK, with a zod input shape and a description for agents. */
export interface ToolDef<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations?: ToolAnnotations;
  run(args: z.infer<z.ZodObject<S>>, call: ToolCall): Promise<CallToolResult>;
}

/** Keeps each tool's argument types while collecting them in one list. */
export const defineTool = <S extends z.ZodRawShape>(def: ToolDef<S>): ToolDef => def as unknown as ToolDef;

interface Extra {
  signal: AbortSignal;
  _meta?: { progressToken?: string | number };
  sendNotification(notification: { method: 'notifications/progress'; params: { progressToken: string | number; progress: number; total: number; message: string } }): Promise<void>;
}

function progressReporter(extra: Extra): ToolCall['progress'] {
  const token = extra._meta?.progressToken;
  let last = -1;
  return async (percent, message) => {
    if (token === undefined || percent <= last) return;
    last = percent;
    await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: percent, total: 100, message } }).catch(() => undefined);
  };
}

/** Without a working key, the answer is a sign-in link instead of an error the agent cannot fix. */
async function answerError(err: unknown, ctx: McpContext): Promise<CallToolResult> {
  if (err instanceof SkyplanApiError && err.code === 'NO_API_KEY') return ctx.signIn.prompt('You are not signed in to Skyplan.');
  if (err instanceof SkyplanApiError && err.status === 401) {
    return ctx.signIn.prompt(`Your Skyplan key is no longer valid (revoked or expired; request_id: ${err.requestId ?? '—'}).`);
  }
  return toFailure(err);
}

export function registerTools(server: McpServer, ctx: McpContext, tools: ToolDef[]): void {
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
      (async (args: Record<string, unknown>, extra: Extra) => {
        try {
          return await tool.run(args as never, { client: ctx.client(tool.name), ctx, signal: extra.signal, progress: progressReporter(extra) });
        } catch (err) {
          return answerError(err, ctx);
        }
      }) as never,
    );
  }
}
