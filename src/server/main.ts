import path from 'node:path';
import { createApp } from './app.js';
import { PlannerConfigError } from './ai/index.js';
import { ConfigError, loadConfig } from './config.js';
import { distDir } from './paths.js';
import { startRuntime } from './runtime.js';
import { seedLibrary } from './services/gallery/seed.js';

/** config → runtime (database, workers) → createApp → listen → graceful shutdown. */
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
  let runtime;
  try {
    runtime = await startRuntime(config);
  } catch (err) {
    if (err instanceof PlannerConfigError) {
      console.error(`Invalid AI configuration: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await createApp({
    config,
    services: runtime.services,
    appDir: path.join(dist, 'app'),
    drawioDir: path.join(dist, 'drawio'),
    clientsDir: path.join(dist, 'clients'),
    logger: config.SKYPLAN_LOG_LEVEL === 'silent' ? false : { level: config.SKYPLAN_LOG_LEVEL },
  });
  runtime.services.log = app.log;
  runtime.jobs.start();
  runtime.services.engine.warm?.();
  // The export workers start with the server too, so the first export does not wait seconds for one.
  if (config.SKYPLAN_WARM_RENDERER) void runtime.services.renderer().warm().catch((err: unknown) => app.log.warn({ err }, 'the export renderer could not start'));
  const seeding = new AbortController();
  if (config.SKYPLAN_SEED_LIBRARY) {
    void seedLibrary(runtime.services, seeding.signal).then(
      (added) => added.length && app.log.info({ added }, 'gallery library built'),
      (err: unknown) => app.log.warn({ err }, 'gallery library could not be built'),
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    seeding.abort();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => runtime.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? `http://localhost:${config.PORT}` : address;
  console.log(`Skyplan is running at ${shown}`);
  if (runtime.services.mailer.kind === 'outbox') {
    console.log(`No SMTP_URL set: sign-in codes are printed here and saved in ${path.join(config.SKYPLAN_DATA_DIR, 'outbox')}.`);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
