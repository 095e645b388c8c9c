// The one LISTEN connection of a process on a PostgreSQL server (live events, the intake cache's notices).
// It must outlive the server: when it drops (a restart of PostgreSQL, a cut link) it is opened again with
// backoff for as long as it takes, and every channel is listened to again. NOTIFYs sent while it is down are
// lost, so whoever depends on them hears of the outage (`onChange`) and catches up from the database on
// recovery (the live channel closes its sockets and the panels refetch; docs/scaling.md). A connection that
// stops answering without closing (a half-open TCP link) is caught by a periodic probe on it.
import pg from 'pg';

export interface ListenerBackoff {
  /** First wait after a drop. */
  baseMs: number;
  /** Longest wait between attempts. */
  maxMs: number;
}

export const LISTENER_BACKOFF: ListenerBackoff = { baseMs: 250, maxMs: 5_000 };
/** How often the open connection is asked `SELECT 1`, and how long it may take to answer. */
export const LISTENER_PROBE_MS = 10_000;
export const LISTENER_PROBE_TIMEOUT_MS = 5_000;

export type ListenerChange = (connected: boolean) => void;

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private attempts = 0;
  private downSince: number | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly watchers = new Set<ListenerChange>();

  constructor(
    private readonly databaseUrl: string,
    private readonly backoff: ListenerBackoff = LISTENER_BACKOFF,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** Whether NOTIFYs reach this process now: the connection is open and listens to every channel. */
  connected(): boolean {
    return this.client !== null;
  }

  onChange(watcher: ListenerChange): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /**
   * Subscribes; the first call opens the connection (and fails if it cannot). While the connection is down
   * a subscription is kept and listened to on recovery.
   */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    if (this.downSince === null) {
      const client = await this.open();
      if (isNew) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) await this.client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    this.watchers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.probeTimer) clearInterval(this.probeTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private open(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true, query_timeout: LISTENER_PROBE_TIMEOUT_MS });
    let lost = false;
    const drop = () => {
      lost = true;
      this.dropped(client);
    };
    // A failed connect emits 'error' too; without a listener it would crash the process.
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed || lost) {
      await client.end().catch(() => undefined);
      throw new Error('La conexión de avisos de PostgreSQL se cerró al abrirse');
    }
    this.client = client;
    this.startProbe(client);
    return client;
  }

  private startProbe(client: pg.Client): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => {
      client.query('SELECT 1').catch(() => {
        this.dropped(client);
        // A half-open link may never emit 'end': let the socket go.
        client.end().catch(() => undefined);
      });
    }, LISTENER_PROBE_MS);
    this.probeTimer.unref();
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.downSince = Date.now();
    this.attempts = 0;
    this.log('PostgreSQL: se perdió la conexión de avisos (LISTEN); reconectando hasta que vuelva…');
    this.emit(false);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const ceiling = Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** this.attempts);
    // Jitter: several instances that lost PostgreSQL together do not knock at the same instant.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open().then(
        () => this.recovered(),
        () => this.scheduleRetry(),
      );
    }, delay);
    this.retryTimer.unref();
  }

  private recovered(): void {
    if (this.downSince === null || !this.client) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = null;
    this.log(`PostgreSQL: conexión de avisos restablecida tras ${seconds} s (${this.attempts} intentos)`);
    this.emit(true);
  }

  private emit(connected: boolean): void {
    for (const watcher of this.watchers) {
      try {
        watcher(connected);
      } catch (error) {
        this.log(`PostgreSQL: aviso de conexión: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
