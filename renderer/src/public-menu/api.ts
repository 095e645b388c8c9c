// The three public calls of the menu page: the menu, the table of a table link, and placing the order.
// Errors carry the server's Spanish { message }; network failures get a Spanish message of their own.
import type { SlotOffer } from '@shared/order-slots';
import type { CouponPreview } from '@shared/types/coupon-preview';
import type { Order, OrderLine } from '@shared/types/order';
import type { PublicAd, PublicMenu, PublicTable } from '@shared/types/public-menu';
import type { PublicOrderPayload } from './cart';

export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'No pudimos conectarnos. Revisa tu conexión a internet e inténtalo de nuevo.';

async function request<T>(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new PublicApiError(NETWORK_ERROR, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;
    throw new PublicApiError(message ?? `Ocurrió un error (${response.status}). Inténtalo de nuevo.`, response.status);
  }
  return body as T;
}

const commercePath = (idPath: string) => `/v1/public/comercio/${encodeURIComponent(idPath)}`;

export function fetchMenu(idPath: string): Promise<PublicMenu> {
  return request<PublicMenu>(`${commercePath(idPath)}/menu`);
}

/** Ads on show; an ad is a nice-to-have, so a failure just means no ads. */
export function fetchAds(idPath: string): Promise<PublicAd[]> {
  return request<PublicAd[]>(`${commercePath(idPath)}/anuncios`).catch(() => []);
}

export function fetchTable(idPath: string, tableUuid: string): Promise<PublicTable> {
  return request<PublicTable>(`${commercePath(idPath)}/mesa/${encodeURIComponent(tableUuid)}`);
}

export interface PlacedOrder {
  pedido: Order;
  productos: OrderLine[];
  cambio: number;
}

/** Waits between tries of one checkout: a lost answer, a timeout or a 5xx is sent again with the same key. */
export const ORDER_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
/** One try waits this long for the answer before it counts as lost. */
const ORDER_TRY_TIMEOUT_MS = 20_000;
export const ORDER_NOT_CONFIRMED =
  'No pudimos confirmar tu pedido porque se perdió la conexión. Toca «Reintentar»: si ya lo recibimos, no se duplicará.';

/** Worth sending again: no answer (network, timeout) or the server failing; a refusal (4xx) stands. */
const isRetryable = (error: unknown) => error instanceof PublicApiError && (error.status === 0 || error.status === 408 || error.status >= 500);

/**
 * Places the order with the checkout attempt's Idempotency-Key, sending it again with the same key while the
 * answer is lost, so the customer gets the order the server took, once (docs/data-safety.md). After the last
 * try it throws ORDER_NOT_CONFIRMED (status 0), never a failure the order may not have had.
 */
export async function placeOrder(idPath: string, payload: PublicOrderPayload, idempotencyKey: string, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<PlacedOrder> {
  for (let tryNumber = 0; ; tryNumber += 1) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), ORDER_TRY_TIMEOUT_MS);
    try {
      return await request<PlacedOrder>(`${commercePath(idPath)}/pedido`, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'idempotency-key': idempotencyKey },
        signal: timeout.signal,
      });
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const delay = ORDER_RETRY_DELAYS_MS[tryNumber];
      if (delay === undefined) throw new PublicApiError(ORDER_NOT_CONFIRMED, 0);
      await wait(delay);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Whether a coupon applies to the products' subtotal (pesos), by the server's coupon rule. */
export function previewCoupon(idPath: string, code: string, subtotal: number): Promise<CouponPreview> {
  const query = new URLSearchParams({ codigo: code, subtotal: String(subtotal) });
  return request<CouponPreview>(`${commercePath(idPath)}/cupon?${query.toString()}`);
}

/** «Lo antes posible» and the slots with room; null when it could not be read (the order then goes for now). */
export function fetchSlotOffer(idPath: string): Promise<SlotOffer | null> {
  return request<SlotOffer>(`${commercePath(idPath)}/horarios-pedido`).catch(() => null);
}

/** /m/{id_path} or /m/{id_path}/mesa/{tableUuid} → the two ids. */
export function parseMenuPath(pathname: string): { idPath: string | null; tableUuid: string | null } {
  const match = /^\/m\/([^/]+)(?:\/mesa\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return { idPath: null, tableUuid: null };
  return { idPath: decodeURIComponent(match[1]!), tableUuid: match[2] ? decodeURIComponent(match[2]) : null };
}
