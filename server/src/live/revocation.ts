// Sessions that really end on the live channel (docs/security.md). Every subscribed socket is tracked with
// the login session that opened it. Database triggers (migration 0007) announce on the live NOTIFY path
//   {"eventId":"sessionEnded","channel":"panel_access","sessionId":…}   a session revoked or deleted
//   {"eventId":"accessChanged","channel":"panel_access","commerceId":…}  plan, user modules or status changed
// and every instance then closes its affected sockets at once: an ended session's sockets first get the
// panel_session logout message (the panel logs out) and are closed with 1000 — the code the panel does not
// reconnect on, so it never loops with a dead token; a session that lost HISTORIAL is closed the same way
// with the module message; a socket subscribed for print triggers (docs/printing.md) is closed the same way
// when its session loses IMPRESION_AUTOMATICA, so the ticket data stops with it. A periodic sweep re-checks
// every tracked session (expiry, missed notices).
import { LIVE_CLOSE, LIVE_MSG, LIVE_PG_CHANNEL, SESSION_CHANNEL } from '../../../shared/live';
import type { DbHandle } from '../db/database';

/** The part of a websocket this file uses (ws.WebSocket satisfies it). */
export interface ClosableSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface TrackedSession {
  sessionId: string;
  commerceId: string;
  token: string;
  /** Subscribed for print triggers with the ticket's data. */
  print?: boolean;
}

/**
 * Answers whether a token may still hold a live socket: 'ended' (no session), 'noModule' (no HISTORIAL),
 * 'noPrint' (may listen, but not print automatically) or 'ok'.
 */
export type LiveAccessCheck = (token: string) => Promise<'ended' | 'noModule' | 'noPrint' | 'ok'>;

export const ACCESS_CHANNEL = 'panel_access';
export const SESSION_ENDED_REASON = 'Sesión cerrada';
export const DEFAULT_SWEEP_MS = 60_000;

const OPEN = 1;

interface AccessNotice {
  eventId?: unknown;
  channel?: unknown;
  sessionId?: unknown;
  commerceId?: unknown;
}

export class LiveSessionGuard {
  private readonly sessions = new Map<ClosableSocket, TrackedSession>();
  private readonly bySession = new Map<string, Set<ClosableSocket>>();
  private unlisten: (() => Promise<void>) | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly check: LiveAccessCheck,
  ) {}

  async start(sweepMs: number = DEFAULT_SWEEP_MS): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.handle.listen(LIVE_PG_CHANNEL, (payload) => this.onNotice(payload));
    if (sweepMs > 0) {
      this.sweepTimer = setInterval(() => void this.recheck(null), sweepMs);
      this.sweepTimer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) await unlisten();
    this.sessions.clear();
    this.bySession.clear();
  }

  track(socket: ClosableSocket, session: TrackedSession): void {
    this.sessions.set(socket, session);
    let set = this.bySession.get(session.sessionId);
    if (!set) this.bySession.set(session.sessionId, (set = new Set()));
    set.add(socket);
  }

  forget(socket: ClosableSocket): void {
    const session = this.sessions.get(socket);
    if (!session) return;
    this.sessions.delete(socket);
    const set = this.bySession.get(session.sessionId);
    if (set?.delete(socket) && set.size === 0) this.bySession.delete(session.sessionId);
  }

  trackedCount(): number {
    return this.sessions.size;
  }

  private onNotice(payload: string): void {
    // Order events share the NOTIFY channel; skip them without parsing.
    if (!payload.includes(ACCESS_CHANNEL)) return;
    let notice: AccessNotice;
    try {
      notice = JSON.parse(payload) as AccessNotice;
    } catch {
      return;
    }
    if (notice.channel !== ACCESS_CHANNEL) return;
    if (notice.eventId === 'sessionEnded' && typeof notice.sessionId === 'string') this.endSession(notice.sessionId);
    else if (notice.eventId === 'accessChanged') void this.recheck(typeof notice.commerceId === 'string' ? notice.commerceId : null);
  }

  /** Logout message, then close 1000, on every socket of the session. */
  endSession(sessionId: string): void {
    const logout = JSON.stringify({ eventId: 'session', channel: SESSION_CHANNEL, data: { reason: 'logout' } });
    for (const socket of [...(this.bySession.get(sessionId) ?? [])]) {
      this.forget(socket);
      if (socket.readyState !== OPEN) continue;
      try {
        socket.send(logout);
        socket.close(LIVE_CLOSE.normal, SESSION_ENDED_REASON);
      } catch {
        // Already closing.
      }
    }
  }

  /** `printOnly`: only the sockets subscribed for print triggers (the session lost IMPRESION_AUTOMATICA). */
  private closeForModule(sessionId: string, message: string = LIVE_MSG.noModule, printOnly = false): void {
    for (const socket of [...(this.bySession.get(sessionId) ?? [])]) {
      if (printOnly && !this.sessions.get(socket)?.print) continue;
      this.forget(socket);
      if (socket.readyState !== OPEN) continue;
      try {
        socket.send(JSON.stringify({ action: 'error', message }));
        socket.close(LIVE_CLOSE.normal, message);
      } catch {
        // Already closing.
      }
    }
  }

  /** Re-checks the tracked sessions of one commerce (null: all) and closes those no longer allowed. */
  async recheck(commerceId: string | null): Promise<void> {
    const tokens = new Map<string, string>();
    for (const session of this.sessions.values()) {
      if (commerceId === null || session.commerceId === commerceId) tokens.set(session.sessionId, session.token);
    }
    for (const [sessionId, token] of tokens) {
      const verdict = await this.check(token).catch(() => 'ok' as const);
      if (verdict === 'ended') this.endSession(sessionId);
      else if (verdict === 'noModule') this.closeForModule(sessionId);
      else if (verdict === 'noPrint') this.closeForModule(sessionId, LIVE_MSG.noPrintModule, true);
    }
  }
}
