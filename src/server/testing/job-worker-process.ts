// A real Skyplan job-worker process for the multi-process tests: the production runtime on the
// database of DATABASE_URL (schema SKYPLAN_TEST_SCHEMA), with the job workers running. The
// layout step waits SKYPLAN_TEST_LAYOUT_DELAY_MS first, so a test can kill it mid-job.
import { loadConfig } from '../config.js';
import { createRealEngine, DEFAULT_WORK_LIMITS } from '../pipeline/real-engine.js';
import { startRuntime } from '../runtime.js';

const config = loadConfig(process.env);
const delay = Number(process.env.SKYPLAN_TEST_LAYOUT_DELAY_MS ?? 0);
const real = createRealEngine({ computeWorkers: 1, limits: { ...DEFAULT_WORK_LIMITS, computeBudgetMs: 600_000 } });
const runtime = await startRuntime(config, {
  schema: process.env.SKYPLAN_TEST_SCHEMA,
  jobPollMs: 100,
  log: { info: () => undefined, warn: (o, m) => console.error('warn', m, o), error: (o, m) => console.error('error', m, o) },
  services: {
    engine: {
      ...real,
      layout: async (model, opts) => {
        console.log(`layout-start ${process.pid}`);
        await new Promise((r) => setTimeout(r, delay));
        return real.layout(model, opts);
      },
    },
  },
});
runtime.jobs.start();
console.log(`ready ${runtime.jobs.id}`);
const stop = () => void runtime.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
