export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages; the only way the server reaches a phone. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
