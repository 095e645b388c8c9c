// The customer's live calls (docs/counter.md): the commerce's busy mode (polled) and one order's status,
// pushed by the server's status stream (Server-Sent Events) and polled only while that stream is down.
import { useEffect, useState } from 'react';
import type { BusyMode } from '@shared/counter';
import { menuPath, orderStatusLink } from '@shared/public-menu/links';
import type { PublicOrderStatus } from '@shared/types/public-menu';

const base = (idPath: string) => `/v1/public/comercio/${encodeURIComponent(idPath)}`;

export function statusPagePath(idPath: string, orderId: string): string {
  return orderStatusLink(menuPath(idPath), orderId);
}

export function parseStatusPath(pathname: string): { idPath: string; orderId: string } | null {
  const match = /^\/m\/([^/]+)\/pedido\/([^/]+)\/?$/.exec(pathname);
  return match ? { idPath: decodeURIComponent(match[1]!), orderId: decodeURIComponent(match[2]!) } : null;
}

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Re-reads `url` every `everyMs` while mounted; keeps the last good answer through failures. `fresh`: `initial` is
 * the server's answer of this very page load, so the first read waits a period (one fetch and re-render less while
 * the page starts).
 */
function usePolled<T>(url: string | null, everyMs: number, initial: T | null = null, fresh = false): { data: T | null; missing: boolean } {
  const [data, setData] = useState<T | null>(initial);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!url) return;
    let active = true;
    const tick = async () => {
      const next = await getJson<T>(url);
      if (!active) return;
      if (next) setData(next);
      else setMissing((m) => m || data === null);
    };
    if (!fresh) void tick();
    const timer = setInterval(() => void tick(), everyMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` only decides the first-failure flag
  }, [url, everyMs, fresh]);
  return { data, missing };
}

/** `rendered`: the pause the server rendered into the page (null: none), shown until the next answer. */
export function usePublicBusyMode(idPath: string | null, enabled: boolean, rendered: { busy: BusyMode | null } | null): BusyMode | null {
  return usePolled<BusyMode>(idPath && enabled ? `${base(idPath)}/modo-ocupado` : null, 30_000, rendered?.busy ?? null, rendered !== null).data;
}

/** The order's status as the stream pushes it; `streaming` while the stream is connected. */
function useStatusStream(url: string): { data: PublicOrderStatus | null; streaming: boolean } {
  const [data, setData] = useState<PublicOrderStatus | null>(null);
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.addEventListener('status', (event) => {
      try {
        setData(JSON.parse((event as MessageEvent<string>).data) as PublicOrderStatus);
        setStreaming(true);
      } catch {
        // A broken frame: the next one (or the poll) corrects it.
      }
    });
    // EventSource reconnects by itself (after a 404 it gives up); the poll covers the gap either way.
    source.onerror = () => setStreaming(false);
    return () => source.close();
  }, [url]);
  return { data, streaming };
}

const newer = (a: PublicOrderStatus | null, b: PublicOrderStatus | null) => (!a ? b : !b ? a : b.actualizado_at > a.actualizado_at ? b : a);

export function useOrderStatus(idPath: string, orderId: string): { data: PublicOrderStatus | null; missing: boolean; live: boolean } {
  const order = `${base(idPath)}/pedido/${encodeURIComponent(orderId)}`;
  const stream = useStatusStream(`${order}/eventos`);
  // While the stream is connected the poll stops; it resumes (asking at once) when the stream drops.
  const polled = usePolled<PublicOrderStatus>(stream.streaming ? null : `${order}/estatus`, 10_000);
  return { data: newer(stream.data, polled.data), missing: !stream.data && polled.missing, live: stream.streaming };
}
