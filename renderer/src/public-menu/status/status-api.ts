// The customer's live calls (docs/counter.md): the commerce's busy mode and one order's status. Polled:
// the public page has no live socket, so it asks again every few seconds while it is open.
import { useEffect, useState } from 'react';
import type { BusyMode } from '@shared/counter';
import type { PublicOrderStatus } from '@shared/types/public-menu';

const base = (idPath: string) => `/v1/public/comercio/${encodeURIComponent(idPath)}`;

export function statusPagePath(idPath: string, orderId: string): string {
  return `/m/${encodeURIComponent(idPath)}/pedido/${encodeURIComponent(orderId)}`;
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

/** Re-reads `url` every `everyMs` while mounted; keeps the last good answer through failures. */
function usePolled<T>(url: string | null, everyMs: number): { data: T | null; missing: boolean } {
  const [data, setData] = useState<T | null>(null);
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
    void tick();
    const timer = setInterval(() => void tick(), everyMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` only decides the first-failure flag
  }, [url, everyMs]);
  return { data, missing };
}

export function usePublicBusyMode(idPath: string | null, enabled: boolean): BusyMode | null {
  return usePolled<BusyMode>(idPath && enabled ? `${base(idPath)}/modo-ocupado` : null, 30_000).data;
}

export function useOrderStatus(idPath: string, orderId: string): { data: PublicOrderStatus | null; missing: boolean } {
  return usePolled<PublicOrderStatus>(`${base(idPath)}/pedido/${encodeURIComponent(orderId)}/estatus`, 10_000);
}
