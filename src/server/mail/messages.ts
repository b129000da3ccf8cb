import type { MailMessage } from './mailer.js';

/** The sign-in code e-mail. The code is alone on its own line so people (and tests) find it. */
export function loginCodeMessage(to: string, code: string, minutes: number, appUrl: string): MailMessage {
  const text = [
    'Your Skyplan sign-in code is:',
    '',
    `    ${code}`,
    '',
    `It works once, for ${minutes} minutes. Type it on the sign-in page at ${appUrl}.`,
    "If you did not ask to sign in, ignore this message: nobody can sign in without the code.",
  ].join('\n');
  const html = `<p>Your Skyplan sign-in code is:</p><p style="font-size:24px;font-family:monospace;letter-spacing:4px"><b>${code}</b></p><p>It works once, for ${minutes} minutes.</p><p>If you did not ask to sign in, ignore this message.</p>`;
  return { to, subject: `Your Skyplan sign-in code: ${code}`, text, html, consoleHint: `Sign-in code for ${to}: ${code}` };
}
