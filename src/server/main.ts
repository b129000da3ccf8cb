import path from 'node:path';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { localAuthenticator } from './auth/local.js';
import { distDir } from './paths.js';

/** config → createApp → listen → graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const dist = distDir();
  const app = await createApp({
    config,
    authenticator: localAuthenticator(),
    appDir: path.join(dist, 'app'),
    drawioDir: path.join(dist, 'drawio'),
    logger: config.SKYPLAN_LOG_LEVEL === 'silent' ? false : { level: config.SKYPLAN_LOG_LEVEL },
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? `http://localhost:${config.PORT}` : address;
  console.log(`Skyplan is running at ${shown}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
