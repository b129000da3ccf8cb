import path from 'node:path';
import type { Config } from '../config.js';
import type { Mailer } from './mailer.js';
import { outboxMailer } from './outbox.js';
import { smtpMailer } from './smtp.js';

export type { Mailer, MailMessage } from './mailer.js';
export { outboxMailer } from './outbox.js';
export { smtpMailer } from './smtp.js';
export { loginCodeMessage } from './messages.js';

/** SMTP when SMTP_URL is set; otherwise the outbox under the data directory. */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.SMTP_FROM);
  return outboxMailer(path.join(config.SKYPLAN_DATA_DIR, 'outbox'), config.SMTP_FROM);
}
