import { useClients } from '../../../api/clients/get-clients.js';
import { useSession } from '../../../api/auth/get-session.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { CommandBlock } from './command-block.js';

const KIND: Record<string, string> = { npm: 'npm package (TypeScript SDK + MCP server)', 'python-sdist': 'Python source package', 'python-wheel': 'Python wheel' };

/**
 * The commands that install this server's own clients, with this server's address: the MCP server
 * for AI assistants, the TypeScript SDK and the Python SDK. Nothing is installed by name from a
 * public registry; each archive's SHA-256 is listed.
 */
export function UseFromCode() {
  const clients = useClients();
  const session = useSession();
  if (clients.isError) return <ErrorAlert error={clients.error} />;
  if (!clients.data) return <p className="text-sm text-slate-500">Loading…</p>;
  const { commands, api_base: apiBase } = clients.data;
  const email = session.data?.account.email ?? 'you@example.com';
  const login = commands.mcp_login.replace('you@example.com', email);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="connect-assistant" className="flex flex-col gap-3">
        <h2 id="connect-assistant" className="text-lg font-semibold">
          From your AI assistant (MCP)
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Prints the configuration for Claude Desktop, Cursor, VS Code or Claude Code. The assistant then always runs this server&apos;s current MCP server.
        </p>
        <CommandBlock label="Print the MCP configuration" command={commands.mcp_install} />
        <CommandBlock label="Sign in once (a code is e-mailed to you)" command={login} />
      </section>
      <section aria-labelledby="connect-ts" className="flex flex-col gap-3">
        <h2 id="connect-ts" className="text-lg font-semibold">
          From TypeScript or JavaScript
        </h2>
        <CommandBlock label="Install the TypeScript SDK" command={commands.sdk_ts} />
        <CommandBlock
          label="Use it"
          command={`import { login, createNodeClient } from 'skyplan-client/sdk/node';\nawait login({ email: '${email}' });  // once\nconst skyplan = createNodeClient();\nconst d = await skyplan.diagrams.generate({ prompt: 'Three-tier web app on AWS', cloud_provider: 'aws' });`}
        />
      </section>
      <section aria-labelledby="connect-py" className="flex flex-col gap-3">
        <h2 id="connect-py" className="text-lg font-semibold">
          From Python
        </h2>
        <CommandBlock label="Install the Python SDK" command={commands.sdk_python} />
        <CommandBlock label="Sign in once" command={`skyplan login --email ${email}`} />
      </section>
      <section aria-labelledby="connect-files" className="flex flex-col gap-2">
        <h2 id="connect-files" className="text-lg font-semibold">
          Packages of this server ({clients.data.version})
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          API address: <code>{apiBase}</code>. Installed clients talk to this server by themselves.
        </p>
        <ul className="flex flex-col gap-1 text-sm">
          {clients.data.clients.map((c) => (
            <li key={c.file}>
              <a className="text-sky-700 underline dark:text-sky-400" href={c.url}>
                {c.file}
              </a>{' '}
              — {KIND[c.kind] ?? c.kind}, {Math.max(1, Math.round(c.size / 1024))} KB, SHA-256 <code className="break-all">{c.sha256}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
