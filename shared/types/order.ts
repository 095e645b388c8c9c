// Order (pedido) and order line with the docs/domain.md (Entidades) wire names. Money fields are pesos.
import type { DeliveryType, DiscountType, OrderStatus, PaymentMethod, PaymentStatus } from '../constants';
import type { ChannelOrderInfo } from './channel-order';

/** A courier provider's price for an order's trip, before the rider is asked for (GET /v1/delivery/cotizacion/:id). */
export interface CourierQuote {
  proveedor: string;
  /** False when the provider gives no price before a request (the sandbox rider). */
  disponible: boolean;
  /** The trip's fee in pesos, as the provider answered. */
  costo: number | null;
  /** Straight-line distance between the commerce and the customer, in km (what the fee was asked for). */
  distancia_km: number | null;
}

export interface Rider {
  id: string;
  name: string;
  phone: string;
  image: { original: string; thumbnail: string } | null;
}

export interface SelfServiceInfo {
  table_uuid: string;
  table_number: number;
  order_uuid: string;
  waiter_name: string | null;
}

/** Where an order came from: this product's own channels, or an outside channel through the API (docs/api.md). */
export type OrderOrigin = 'menu' | 'telefono' | 'mesa' | 'simulador' | 'rappi' | 'uber_eats' | 'didi_food' | 'otro';

export interface Order {
  id: string;
  folio: string;
  id_comercio: string;
  metodo_entrega: DeliveryType;
  metodo_pago: PaymentMethod;
  /** Legacy general status kept by the SPEC; mirrors estatus_pedido. */
  estatus: string;
  estatus_pedido: OrderStatus;
  estatus_pago: PaymentStatus;
  enlace_pago: string | null;
  link_clip: string | null;
  nombre: string;
  numero_celular: string;
  country_code: string;
  numero_mesa: number | null;
  colonia: string | null;
  calle: string | null;
  numero_exterior: string | null;
  numero_interior: string | null;
  direccion_completa: string | null;
  referencias: string | null;
  latitud: number | null;
  longitud: number | null;
  comentario: string | null;
  propina: number;
  costo_envio: number;
  subtotal: number;
  total: number;
  cliente_paga_con: number | null;
  coupon_code: string | null;
  coupon_type: DiscountType | null;
  coupon_value: number | null;
  coupon_amount: number | null;
  delivery_type: string | null;
  delivery_driver_info: Rider | null;
  delivery_tracking_id: string | null;
  delivery_tracking_url: string | null;
  /** The customer's self-invoice link (docs/invoices.md): set on the orders of print events only, when the commerce issues facturas. */
  factura_url?: string;
  has_requested_rider: boolean;
  delivery_status: string | null;
  origin: OrderOrigin;
  /** A test order from Configuración inicial: not a sale (docs/availability.md). Absent in old data. */
  es_prueba?: boolean;
  self_service: SelfServiceInfo | null;
  tiempo_preparacion: number | null;
  /** The promised time a customer chose (ISO); null or absent = «Lo antes posible» (docs/availability.md). */
  programado_para?: string | null;
  /** Scheduled and still waiting for its fire time: the board shows it in «Programados», it has not rung. */
  programado_en_espera?: boolean;
  /** The methods of the table payment that settled it, when it was settled at a table (history). */
  metodos_pago_mesa?: PaymentMethod[];
  /**
   * The table payment that settled it, amount per method in pesos (the whole table's payment, which may
   * cover several orders), when it was settled at a table (the order's detail).
   */
  pagos_mesa?: { metodo: PaymentMethod; monto: number }[];
  /** Why it was rejected or canceled (the cashier's reason), when it was. */
  motivo_estatus?: string | null;
  /**
   * What an outside channel sent with its order (docs/api.md): its prices and total beside this menu's, and the
   * lines where they differ. On the panel's order list and detail, for channel orders only.
   */
  canal?: ChannelOrderInfo;
  created_at: string;
  updated_at: string;
}

export interface OrderLineExtra {
  id: string;
  id_extra: string;
  nombre: string;
  cantidad: number;
  precio: number;
  subtotal: number;
}

export interface OrderLine {
  id: string;
  id_pedido: string;
  id_producto: string;
  id_categoria: string | null;
  presentacion: string | null;
  nombre: string;
  cantidad: number;
  precio: number;
  subtotal: number;
  instrucciones: string | null;
  extras: OrderLineExtra[];
}

/** GET /v2/commerce/{commerceId}/orders/{orderId} */
export interface OrderDetail {
  pedido: Order;
  productos: OrderLine[];
}
