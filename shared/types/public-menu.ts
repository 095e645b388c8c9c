// What GET /v1/public/comercio/{id_path}/menu answers: everything the public menu page needs to show the menu
// and price an order the same way the server will (fee settings feed shared/fees.ts). Money in pesos.
import type { Availability } from '../availability';
import type { DeliveryFeeSettings } from '../fees';
import type { BankTransferDetails, CommerceFlows, DeliveryFormConfig, ScheduleTurn } from './commerce';
import type { DeliveryType, OrderStatus, TipDisplayMode } from '../constants';
import type { ExtraGroup, Product, TableStatus } from './menu';

export interface PublicCommerce extends DeliveryFeeSettings, CommerceFlows {
  id: string;
  id_path: string;
  nombre: string;
  logotipo: string | null;
  imagen_portada: string | null;
  direccion: string;
  telefono: string;
  country_code: string;
  zona_horaria: string;
  /** Customers can order right now: disponibilidad.abierto (docs/availability.md). */
  abierto: boolean;
  /** The one "can customers order now?" answer with its reason and special days (absent in old fixtures). */
  disponibilidad?: Availability;
  servicio_activo: boolean;
  horarios: ScheduleTurn[];
  latitude: number | null;
  longitude: number | null;
  /** Shown to customers who pay by transfer; null when no flow accepts transfers. */
  bank_transfer_details: BankTransferDetails | null;
  config_form_entrega: DeliveryFormConfig;
  activar_campo_agregar_propina: boolean;
  tip_display_mode: TipDisplayMode | null;
  facebook_pixel_id: string | null;
  /** False when the commerce's plan lacks ENVIO_POR_KM: the menu does not price by km (docs/domain.md (Módulos)). */
  envio_por_km_incluido?: boolean;
}

/** A product as the public menu shows it: the panel's product without its commerce, order and active flag. */
export type PublicProduct = Pick<Product, 'id' | 'id_categoria' | 'nombre' | 'descripcion' | 'imagen' | 'precio' | 'presentaciones' | 'agotado' | 'extras'>;

export interface PublicCategory {
  id: string;
  nombre: string;
  descripcion: string | null;
  productos: PublicProduct[];
}

export interface PublicSection {
  id: string;
  nombre: string;
  descripcion: string | null;
  productos: string[];
}

export interface PublicMenu {
  comercio: PublicCommerce;
  /** Active categories in the merchant's order, each with its active products in order (sold-out ones flagged). */
  categorias: PublicCategory[];
  /** Extra groups used by the listed products, with their options (sold-out options flagged). */
  extras: Omit<ExtraGroup, 'id_comercio'>[];
  secciones: PublicSection[];
}

export interface PublicTable {
  uuid: string;
  numero: number;
  status: TableStatus;
  /** The table takes orders: every existing one does ('c' is a paid visit, the table free for the next guests). */
  valida: boolean;
}

/** GET /v1/public/comercio/{id_path}/anuncios: an ad on show now (active, dates include today). */
export type PublicAd = Pick<import('./menu').Ad, 'id' | 'titulo' | 'texto' | 'imagen' | 'enlace' | 'fecha_inicio' | 'fecha_fin'>;

/** GET /v1/public/comercio/{id_path}/pedido/{id}/estatus: what the customer's order status page shows. */
/** One line of the order as the customer's status page lists it (the order as it is now, after any edit). */
export interface PublicOrderStatusLine {
  cantidad: number;
  nombre: string;
  presentacion: string | null;
  extras: { nombre: string; cantidad: number }[];
  /** The line's price in pesos, extras included. */
  subtotal: number;
}

export interface PublicOrderStatus {
  id: string;
  folio: string;
  estatus: OrderStatus;
  metodo_entrega: DeliveryType;
  total: number;
  /** How the total is made (pesos): the lines, the delivery fee, the tip and the discount (coupon), so the page adds up. */
  desglose: { subtotal: number; envio: number; propina: number; descuento: number };
  lineas: PublicOrderStatusLine[];
  /** ISO time the order should be ready (accepted orders with a prep time), else null. */
  listo_a_las: string | null;
  /** The promised time a customer chose (ISO), for a scheduled order; else null or absent. */
  programado_para?: string | null;
  repartidor: { nombre: string; telefono: string | null } | null;
  seguimiento_url: string | null;
  /** The commerce's reason when the order was rejected, else null. */
  motivo_rechazo?: string | null;
  /** Every kitchen station finished the order (docs/kitchen.md): the page says it is ready. */
  listo_en_cocina: boolean;
  creado_at: string;
  actualizado_at: string;
}
