import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountTestClient } from '../modules/account/account-test-client.ts';
import { MailDeliveryError, smtpMailProvider } from './mail.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: ReceivedMail[] = [];

/** A local SMTP server that keeps every message, and refuses mail to refused@example.com. */
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.com') callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP provider', () => {
  it('delivers a message to the SMTP server named by the URL', async () => {
    const provider = smtpMailProvider({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@sortedourada.example' });
    await provider.send({ to: 'player@example.com', subject: 'Hello', text: 'Plain text body' });
    await provider.close();
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@sortedourada.example');
    expect(mail.to).toEqual(['player@example.com']);
    expect(mail.raw).toContain('Subject: Hello');
    expect(mail.raw).toContain('Plain text body');
  });

  it('reports a refused message as a delivery error', async () => {
    const provider = smtpMailProvider({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@sortedourada.example' });
    await expect(provider.send({ to: 'refused@example.com', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(MailDeliveryError);
    await provider.close();
  });
});

describe('password reset mail through SMTP_URL', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'accounts@sortedourada.example' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('sends the reset link through the SMTP server instead of the outbox', async () => {
    const client = accountTestClient(test);
    const response = await client.call('POST', '/wps/member/password/email', { payload: { username: 'demo_player', email: 'demo.player@example.com' } });
    expect(response.status).toBe(200);
    const mail = received.find((entry) => entry.to.includes('demo.player@example.com'));
    expect(mail?.from).toBe('accounts@sortedourada.example');
    expect(mail?.raw).toMatch(/resetToken=/);
    expect(await test.app.services.account.outbox.list({ channel: 'email' })).toEqual([]);
  });
});
