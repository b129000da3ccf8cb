import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../ids.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The embedded default when no SMTP server is configured: each message becomes one RFC 822 .eml
 * file in `dir` (open it with any mail client), and its console hint is printed.
 */
export function outboxMailer(dir: string, from: string, print: (line: string) => void = (l) => console.log(l)): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await builder.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      // Codes are secrets: the folder and its messages are the server user's only.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      if (message.consoleHint) print(`${message.consoleHint} (mail saved to ${file})`);
    },
    async close() {
      builder.close();
    },
  };
}
