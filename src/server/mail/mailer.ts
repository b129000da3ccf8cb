/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A line for the server console when there is no SMTP server (the embedded outbox), so a person
   * running Skyplan locally can sign in with nothing else installed. Never logged when SMTP is set.
   */
  consoleHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
  /** 'smtp' or 'outbox'. */
  readonly kind: string;
}
