import type { MailMessage } from '../../mail/mailer.js';

const CLIENT_LABELS: Record<string, string> = {
  mcp: 'the Skyplan MCP server',
  'sdk-ts': 'the Skyplan TypeScript SDK',
  'sdk-python': 'the Skyplan Python SDK',
};

/** 900 → "15 minutes", 90 → "90 seconds", 60 → "1 minute". */
function spell(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The device name comes from whoever asked for the code: never let it become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DeviceCodeMail {
  to: string;
  code: string;
  clientId: string;
  deviceName: string | null;
  /** How long the code works, in seconds. */
  lifetimeSeconds: number;
  /** The plain /device page; the code is deliberately not in it. */
  pageUrl: string;
}

/**
 * The device-login e-mail. The code is alone on its own line (people and tests find it), and the
 * link does not carry it: a forwarded or stolen link cannot approve anything.
 */
export function deviceCodeMessage(mail: DeviceCodeMail): MailMessage {
  const lifetime = spell(mail.lifetimeSeconds);
  const who = CLIENT_LABELS[mail.clientId] ?? mail.clientId;
  const where = mail.deviceName ? ` on "${mail.deviceName}"` : '';
  const text = [
    `${who}${where} asked to sign in to your Skyplan account. Your one-time code is:`,
    '',
    `    ${mail.code}`,
    '',
    `Open ${mail.pageUrl}, sign in with this address, type the code and click Approve.`,
    `The code works once, for ${lifetime}.`,
    'If you did not start this, ignore this message: nothing happens without the code.',
  ].join('\n');
  const html =
    `<p>${escapeHtml(who + where)} asked to sign in to your Skyplan account. Your one-time code is:</p>` +
    `<p style="font-size:24px;font-family:monospace;letter-spacing:4px"><b>${mail.code}</b></p>` +
    `<p>Open <a href="${escapeHtml(mail.pageUrl)}">${escapeHtml(mail.pageUrl)}</a>, sign in with this address, type the code and click Approve. It works once, for ${lifetime}.</p>` +
    '<p>If you did not start this, ignore this message.</p>';
  return {
    to: mail.to,
    subject: 'Your Skyplan device sign-in code',
    text,
    html,
    consoleHint: `Device sign-in code for ${mail.to}: ${mail.code}`,
  };
}
