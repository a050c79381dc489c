import nodemailer from 'nodemailer';

/** One e-mail: plain text always, HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail. The default provider keeps every message in the outbox table (see the account module's
 * outbox); with SMTP_URL configured, `smtpMailProvider` delivers through that server instead.
 */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a provider that could not hand a message over; callers decide whether the user must know. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

/** Delivers through an SMTP server named by a URL such as `smtp://user:password@mail.example:587` or `smtps://…`. */
export function smtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        throw new MailDeliveryError('the SMTP server refused the message', { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
