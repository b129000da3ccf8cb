import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.js';

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await createTestServer({ db: 'pglite', env: { SKYPLAN_REQUEST_TIMEOUT_MS: '1000' } });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as net.AddressInfo).port;
});
afterAll(() => s.close());

/** Sends a request whose body trickles one byte at a time; resolves with what the server did. */
function trickle(bodyBytes: number, everyMs: number): Promise<{ closedBeforeBodyEnded: boolean; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`POST /api/v2/auth/email/start HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
      timer = setInterval(() => {
        if (sent < bodyBytes && !socket.destroyed) {
          socket.write(' ');
          sent++;
        }
      }, everyMs);
    });
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedBeforeBodyEnded: sent < bodyBytes, answer });
    });
  });
}

it('cuts a request whose body trickles in slower than the request timeout (408), on an unauthenticated route', async () => {
  // 200 bytes at one byte per 100 ms would take 20 s; the server stops waiting long before that.
  const result = await trickle(200, 100);
  expect(result.closedBeforeBodyEnded).toBe(true);
  expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
});

it('still answers an ordinary request on the same server', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(res.status).toBe(200);
});
