import type { Sleep } from '../retry.js';
import { createTestServer, uniqueEmail, type TestServer, type TestServerOptions } from '../../server/testing/server.js';

/**
 * The real Skyplan server for SDK and MCP tests: the server engineer's harness (PGlite in memory,
 * manual clock, a real local SMTP server) listening on 127.0.0.1 on a free port, so clients talk
 * HTTP to it exactly as they would in production.
 */
export interface LiveServer {
  server: TestServer;
  /** `http://127.0.0.1:<port>/api/v2` */
  baseUrl: string;
  /** A sleep that moves the server's clock instead of waiting (plus a few real ms to let I/O run). */
  clockSleep: Sleep;
  /** A signed-in web session (cookie + CSRF headers), through the e-mailed sign-in code. */
  webSession(email?: string): ReturnType<TestServer['sessionCaller']>;
  /** The device-login code of the newest mail to `email` after `after` mails (read over SMTP). */
  deviceCodeFor(email: string, after?: number): Promise<string>;
  /** The web page's Approve or Deny for a code, through the HTTP endpoints. */
  decide(session: { headers: Record<string, string> }, code: string, approve?: boolean): Promise<number>;
  close(): Promise<void>;
}

export async function startLiveServer(opts: Omit<TestServerOptions, 'db'> = {}): Promise<LiveServer> {
  const server = await createTestServer({ db: 'pglite', ...opts });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const clockSleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason;
    server.clock.advance(ms / 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    server,
    baseUrl: `${address}/api/v2`,
    clockSleep,
    webSession: (email = uniqueEmail('web')) => server.sessionCaller(email),
    async deviceCodeFor(email, after = 0) {
      for (let i = 0; i < 200; i++) {
        const mail = server.smtp.received.slice(after).reverse().find((m) => m.to.includes(email));
        const code = mail && /^\s{4}([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m.exec(mail.raw)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No device-login mail to ${email} arrived`);
    },
    async decide(session, code, approve = true) {
      const res = await server.inject({
        method: 'POST',
        url: `/api/v2/oauth/device/${approve ? 'approve' : 'deny'}`,
        payload: { code },
        headers: session.headers,
      });
      return res.statusCode;
    },
    close: () => server.close(),
  };
}

export { uniqueEmail };
