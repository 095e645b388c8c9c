// The open order API (docs/api.md): API keys per commerce, their call log, outside channels' orders and the
// SKU mapping, and the menu as a channel reads it. Money in pesos on the wire.
import type { OrderDetail } from './order';
import type { ChannelCourier, ChannelOrderInfo, ChannelOrigin } from './channel-order';

export { CHANNEL_LABELS, CHANNEL_ORIGINS, isChannelOrigin, type ChannelCourier, type ChannelLineDifference, type ChannelOrderInfo, type ChannelOrigin } from './channel-order';

export const API_KEY_SCOPES = ['orders:read', 'orders:write', 'menu:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'orders:read': 'Leer pedidos',
  'orders:write': 'Crear pedidos',
  'menu:read': 'Leer el menú',
};

/** Sales of one outside channel in a period (the cash close's «Ventas por canal»). */
export interface ChannelSales {
  canal: ChannelOrigin;
  pedidos: number;
  total: number;
}

/** A key as the owner sees it in Integraciones (never the key itself after its creation). */
export interface ApiKey {
  id: string;
  nombre: string;
  prefijo: string;
  scopes: ApiKeyScope[];
  limite_por_minuto: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** POST /v1/api-keys: the new key, shown this once. */
export interface CreatedApiKey {
  clave: ApiKey;
  secreto: string;
}

export interface NewApiKeyInput {
  nombre: string;
  scopes: ApiKeyScope[];
  limite_por_minuto?: number;
}

/** One call made with a key (GET /v1/api-keys/registro). */
export interface ApiKeyCall {
  id: number;
  nombre_clave: string;
  metodo: string;
  ruta: string;
  estatus: number;
  created_at: string;
}

/** A channel SKU standing for a product (and presentation) of this menu. */
export interface ChannelProductMapping {
  id: string;
  sku: string;
  id_producto: string;
  nombre_producto: string;
  presentacion: string | null;
}

export interface ChannelProductMappingInput {
  sku: string;
  id_producto: string;
  presentacion?: string | null;
}

export interface ChannelOrderItem {
  /** This menu's product id, or … */
  id_producto?: string;
  /** … the channel's SKU, mapped by the owner in Integraciones. */
  sku?: string;
  presentacion?: string | null;
  cantidad: number;
  /** The channel's price of one unit, as the channel charged it (extras included). */
  precio_unitario: number;
  extras?: { id: string; cantidad: number }[];
  instrucciones?: string | null;
}

/** POST /v2/commerce/{commerceId}/orders */
export interface ChannelOrderInput {
  origin: ChannelOrigin;
  id_pedido_canal: string;
  cliente: { nombre: string; telefono?: string | null };
  productos: ChannelOrderItem[];
  /** The channel's amounts: the channel already charged the customer. */
  totales: { subtotal: number; costo_envio?: number; comision?: number; descuento?: number; propina?: number; total: number };
  repartidor?: ChannelCourier | null;
  comentario?: string | null;
}

export interface ChannelMenuProduct {
  id: string;
  nombre: string;
  descripcion: string | null;
  imagen: string | null;
  precio: number;
  disponible: boolean;
  presentaciones: { nombre: string; precio: number }[];
  grupos_extras: string[];
  skus: string[];
}

export interface ChannelMenuExtraGroup {
  id: string;
  nombre: string;
  minimo: number;
  maximo: number;
  obligatorio: boolean;
  opciones: { id: string; nombre: string; precio: number; disponible: boolean }[];
}

/** GET /v2/commerce/{commerceId}/menu */
export interface ChannelMenu {
  comercio: { id: string; nombre: string; abierto: boolean; zona_horaria: string; moneda: 'MXN' };
  categorias: { id: string; nombre: string; productos: ChannelMenuProduct[] }[];
  grupos_extras: ChannelMenuExtraGroup[];
}

/** POST /v2/commerce/{commerceId}/orders: the order (first post: 201, a repeat: 200 with the same order). */
export interface ChannelOrderReply extends OrderDetail {
  canal: ChannelOrderInfo;
  /** False when the channel had posted this order before (the answer is that order). */
  nuevo: boolean;
}
