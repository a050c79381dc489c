import type { Generated } from 'kysely';
import type { Database } from '../../platform/database.ts';
import type { MailProvider } from '../../platform/mail.ts';
import type { SmsProvider } from '../../platform/sms.ts';

/**
 * The outbox table, owned by the account module: the default sms and e-mail providers write every
 * message here instead of sending it, so a development machine and the tests can read the codes.
 */
type OutboxTables = {
  outbox: {
    id: Generated<string>;
    merchant_code: string;
    channel: 'sms' | 'email';
    recipient: string;
    subject: string;
    body: string;
    created_at: Generated<Date>;
  };
};

export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

const listLimitMax = 500;

export function outboxStore(database: Database, merchantCode: string) {
  const db = database.withTables<OutboxTables>();

  async function append(message: { channel: 'sms' | 'email'; recipient: string; subject: string; body: string }): Promise<void> {
    await db.insertInto('outbox').values({ merchant_code: merchantCode, ...message }).execute();
  }

  return {
    smsProvider: { name: 'outbox', send: (message) => append({ channel: 'sms', recipient: message.to, subject: '', body: message.text }) } satisfies SmsProvider,

    mailProvider: {
      name: 'outbox',
      send: (message) => append({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text }),
      close: async () => undefined,
    } satisfies MailProvider,

    /** Messages newest first, optionally for one recipient or channel. */
    async list(filter: { recipient?: string; channel?: 'sms' | 'email'; limit?: number } = {}): Promise<OutboxMessage[]> {
      let query = db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('id', 'desc')
        .limit(Math.min(filter.limit ?? 100, listLimitMax));
      if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
      if (filter.channel) query = query.where('channel', '=', filter.channel);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.created_at }));
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** The development page listing the outbox, newest first; every value is escaped. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.createdAt.toISOString())}</td><td>${message.channel}</td><td>${escapeHtml(message.recipient)}</td>` +
        `<td>${escapeHtml(message.subject)}</td><td><pre>${escapeHtml(message.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Outbox</h1><p>Messages the development providers kept instead of sending, newest first.</p>
<table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead><tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}
