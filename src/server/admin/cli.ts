// `npm run admin -- <command>`: the self-hoster's tool for accounts, plans, credits and keys.
import path from 'node:path';
import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirBusyError, createDatabase } from '../db/index.js';
import { runViaSocket } from './socket.js';
import { HELP, runAdmin } from './commands.js';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    console.log(HELP);
    return argv.length === 0 ? 2 : 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  let database;
  try {
    database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.SKYPLAN_DATA_DIR, 'pglite'), poolSize: 2, readCache: false });
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    // A running server holds the embedded database: it runs the command for us.
    const reply = await runViaSocket(config.SKYPLAN_DATA_DIR, argv);
    if (!reply) {
      console.error(`${err.message} Stop that process, or run this command on the machine it runs on with the same SKYPLAN_DATA_DIR.`);
      return 1;
    }
    for (const line of reply.out) process.stdout.write(`${line}\n`);
    for (const line of reply.err) process.stderr.write(`${line}\n`);
    return reply.code;
  }
  try {
    return await runAdmin(argv, {
      db: database.db,
      clock: systemClock,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Error: ${(err as Error).message}`);
    process.exit(1);
  },
);
