// The shift bench's witness inside the panel's page (scripts/bench/shift.ts): every card that entered the board,
// what the alarm rang for, and what the page lived through (its sockets, live events, failed reads).
import type { BrowserContext } from 'playwright-core';
import { ALARM_STORAGE_KEY, parseStoredAlarm } from '../../renderer/src/features/orders/alarm/alarm-store';

/** What the panel showed: folios of cards on the board and orders its alarm rang for (kept across reloads). */
export interface PanelWitness {
  /** Folios of every card that was in the page at some moment (a MutationObserver: a card mounted between two samples counts). */
  shown: Set<string>;
  /** Orders whose newOrder event reached the page's live socket. */
  heard: Set<string>;
  rang: Set<string>;
  /** Reloads after which the board did not appear (the page was reloaded again). */
  failedReloads: string[];
  /**
   * What the page lived through, across reloads: its socket opening and closing, every live event it got,
   * every API answer that failed and every change of the alarm's list. Read when an alarm stays on.
   */
  log: PanelLogEntry[];
}

export interface PanelLogEntry {
  at: number;
  kind: 'socket' | 'event' | 'http' | 'ringing';
  detail: string;
}

/**
 * Page side of PanelWitness.log. A string, not a function: tsx would add its own helpers to a function's
 * source, which the page does not have.
 */
const PANEL_LOG_SCRIPT = `(() => {
  const log = (kind, detail) => { try { void window.__shiftLog(kind, detail); } catch {} };
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => log('socket', 'open'));
      this.addEventListener('close', (event) => log('socket', 'close ' + event.code));
      this.addEventListener('message', (event) => {
        try {
          const message = JSON.parse(event.data);
          if (message && message.eventId) log('event', JSON.stringify({ eventId: message.eventId, orderId: message.data && message.data.orderId, status: message.data && message.data.status }));
          else if (message && message.action && message.action !== 'checkConnection') log('socket', String(message.action));
        } catch {}
      });
    }
  };
  const nativeFetch = window.fetch.bind(window);
  const urlOf = (input) => String((input && input.url) || input);
  window.fetch = (...args) => nativeFetch(...args).then(
    (response) => { if (!response.ok) log('http', response.status + ' ' + urlOf(args[0])); return response; },
    (error) => { log('http', 'failed ' + urlOf(args[0])); throw error; },
  );
  let ringing = sessionStorage.getItem(${JSON.stringify(ALARM_STORAGE_KEY)}) || '[]';
  setInterval(() => {
    const now = sessionStorage.getItem(${JSON.stringify(ALARM_STORAGE_KEY)}) || '[]';
    if (now !== ringing) log('ringing', now);
    ringing = now;
  }, 100);
})();`;

/**
 * Cards that enter the page, noted as they are added (a column over 30 cards mounts only those in view, and a
 * card may come and go between two samples), sent in batches every 250 ms; the alarm's list twice a second.
 * A string for the same reason as PANEL_LOG_SCRIPT.
 */
const BOARD_WATCH_SCRIPT = `(() => {
  const CARD = '[data-testid="order-card"][data-folio]';
  const pending = new Set();
  const note = (node) => {
    if (!(node instanceof Element)) return;
    const cards = node.matches(CARD) ? [node] : [...node.querySelectorAll(CARD)];
    for (const card of cards) pending.add(card.getAttribute('data-folio') || '');
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') note(record.target);
      else record.addedNodes.forEach(note);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-folio'] });
  setInterval(() => {
    if (pending.size === 0) return;
    void window.__shiftWitness('shown', [...pending]);
    pending.clear();
  }, 250);
  setInterval(() => {
    const ringing = sessionStorage.getItem(${JSON.stringify(ALARM_STORAGE_KEY)});
    if (ringing) void window.__shiftWitness('rang', ringing);
  }, 500);
})();`;

/** Installs the witness in every page of `context` (across reloads) and returns what it gathers. */
export async function watchPanel(context: BrowserContext): Promise<PanelWitness> {
  const witness: PanelWitness = { shown: new Set(), heard: new Set(), rang: new Set(), failedReloads: [], log: [] };
  await context.exposeBinding('__shiftLog', (_source, kind: PanelLogEntry['kind'], detail: string) => {
    witness.log.push({ at: Date.now(), kind, detail });
    if (kind !== 'event') return;
    const event = JSON.parse(detail) as { eventId?: string; orderId?: string };
    if (event.eventId === 'newOrder' && event.orderId) witness.heard.add(event.orderId);
  });
  await context.addInitScript(PANEL_LOG_SCRIPT);
  await context.exposeBinding('__shiftWitness', (_source, kind: 'shown' | 'rang', found: string[] | string) => {
    const ids = typeof found === 'string' ? (parseStoredAlarm(found)?.orderIds ?? []) : found;
    for (const id of ids) witness[kind].add(id);
  });
  await context.addInitScript(BOARD_WATCH_SCRIPT);
  return witness;
}
