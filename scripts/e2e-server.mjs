// The server the end-to-end journeys run against: the real built server (`npm start`'s path),
// sending its mail through a real SMTP server (the `smtp-server` package) started here, which
// drops every message it receives into <SKYPLAN_DATA_DIR>/smtp-inbox/ as an .eml file for the
// journeys to read sign-in codes from.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const inbox = path.join(process.env.SKYPLAN_DATA_DIR ?? './data', 'smtp-inbox');
fs.mkdirSync(inbox, { recursive: true });
let seq = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++seq).padStart(5, '0')}.eml`;
      const file = path.join(inbox, name);
      fs.writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      fs.renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
console.log(`e2e: mail goes through SMTP at ${process.env.SMTP_URL} into ${inbox}`);
await import('./start.mjs');
