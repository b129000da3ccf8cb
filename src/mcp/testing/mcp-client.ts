import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createSkyplanMcpServer } from '../server.js';
import type { McpOptions } from '../context.js';

export interface ToolAnswer {
  text: string;
  isError: boolean;
  content: { type: string; text?: string; data?: string; mimeType?: string }[];
  progress: { progress: number; total?: number; message?: string }[];
}

/** The MCP server connected to a real MCP client over the SDK's in-memory transport. */
export async function connectMcp(options: McpOptions) {
  const { server, context } = createSkyplanMcpServer(options);
  const client = new Client({ name: 'skyplan-test-client', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  return {
    client,
    context,
    /** Calls a tool, asking for progress notifications. */
    async call(name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
      const progress: ToolAnswer['progress'] = [];
      const result = (await client.callTool({ name, arguments: args }, undefined, { onprogress: (p) => void progress.push(p), timeout: 120_000 })) as {
        content: ToolAnswer['content'];
        isError?: boolean;
      };
      const text = result.content.filter((c) => c.type === 'text').map((c) => c.text ?? '').join('\n');
      return { text, isError: result.isError ?? false, content: result.content, progress };
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** The first `id: <uuid>` in a tool answer (how agents and the public smoke test read ids). */
export function idIn(text: string, label = 'id'): string {
  const match = new RegExp(`${label}: ([0-9a-f-]{36})`).exec(text);
  if (!match) throw new Error(`no ${label} in:\n${text}`);
  return match[1]!;
}
