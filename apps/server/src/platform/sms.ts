/** One text message to a mobile number in international form without the plus sign, such as `5511987654321`. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends text messages. The default provider keeps every message in the outbox table (see the account
 * module's outbox); a gateway provider implements the same interface.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Thrown by a provider that could not hand a message over; callers answer service_unavailable. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
