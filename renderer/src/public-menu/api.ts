// The three public calls of the menu page: the menu, the table of a table link, and placing the order.
// Errors carry the server's Spanish { message }; network failures get a Spanish message of their own.
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

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } });
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

export function placeOrder(idPath: string, payload: PublicOrderPayload): Promise<PlacedOrder> {
  return request<PlacedOrder>(`${commercePath(idPath)}/pedido`, { method: 'POST', body: JSON.stringify(payload) });
}

/** Whether a coupon applies to the products' subtotal (pesos), by the server's coupon rule. */
export function previewCoupon(idPath: string, code: string, subtotal: number): Promise<CouponPreview> {
  const query = new URLSearchParams({ codigo: code, subtotal: String(subtotal) });
  return request<CouponPreview>(`${commercePath(idPath)}/cupon?${query.toString()}`);
}

/** /m/{id_path} or /m/{id_path}/mesa/{tableUuid} → the two ids. */
export function parseMenuPath(pathname: string): { idPath: string | null; tableUuid: string | null } {
  const match = /^\/m\/([^/]+)(?:\/mesa\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return { idPath: null, tableUuid: null };
  return { idPath: decodeURIComponent(match[1]!), tableUuid: match[2] ? decodeURIComponent(match[2]) : null };
}
