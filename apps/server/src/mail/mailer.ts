export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** Sends mail; the only way the server reaches an inbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
