/**
 * PostgreSQL notifications of one channel, on a connection of their own (LISTEN holds its connection, so it
 * never comes from the pool). A lost connection is reported at once and opened again, after a pause that
 * grows to a few seconds; notifications sent while it was away are not replayed, so whoever listens must
 * treat `lost` as "anything may have changed".
 */
import pg from 'pg';

export interface NotificationHandlers {
  /** A notification of the channel, with its payload. */
  notified(payload: string): void;
  /** The channel is listened to: from now on every notification arrives. */
  listening(): void;
  /** The connection is gone: notifications may be missed until `listening` comes again. */
  lost(): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;
const reconnectPauseMs = { first: 250, max: 5_000 };

export function listenForNotifications(connectionString: string, channel: string, handlers: NotificationHandlers): NotificationListener {
  if (!channelPattern.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let pauseMs = reconnectPauseMs.first;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pauseMs);
    retry.unref();
    pauseMs = Math.min(pauseMs * 2, reconnectPauseMs.max);
  }

  async function connect(): Promise<void> {
    // TCP keepalive: a connection that silently went away is noticed and opened again.
    const connection = new pg.Client({ connectionString, application_name: 'platform-server-listener', keepAlive: true });
    client = connection;
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      if (client === connection) client = undefined;
      connection.end().catch(() => undefined);
      handlers.lost();
      reconnectLater();
    };
    connection.on('error', drop);
    connection.on('end', drop);
    connection.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch {
      drop();
      return;
    }
    if (gone) return;
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    pauseMs = reconnectPauseMs.first;
    handlers.listening();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      connection?.removeAllListeners('end');
      connection?.removeAllListeners('error');
      connection?.on('error', () => undefined);
      await connection?.end().catch(() => undefined);
    },
  };
}
