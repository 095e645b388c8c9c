// The tests' one sample order. `makeOrder` is a plain order as the board lists it (take-away, no address,
// placed now); `orderDetail` is the ticket sample built on it: a delivery full of Spanish characters, with a
// coupon, tip, change, a tracking link and two lines, one with an extra and instructions.
import type { TicketCommerce } from '@shared/printing';
import type { Order, OrderDetail } from '@shared/types/order';

export const SPANISH_CHARS = 'ñ á é í ó ú ü ¿ ¡ Ñ É €';

export const commerce: TicketCommerce = {
  nombre: 'Taquería Doña Pingüina',
  direccion: 'Calle Niños Héroes 12, Coyoacán',
  telefono: '5598765432',
  logotipo: null,
  zona_horaria: 'America/Mexico_City',
};

export function makeOrder(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    folio: `T-${id}`,
    id_comercio: 'com-1',
    metodo_entrega: 'takeAway',
    metodo_pago: 'efectivo',
    estatus: 'pending',
    estatus_pedido: 'pending',
    estatus_pago: 'pendiente',
    enlace_pago: null,
    link_clip: null,
    nombre: 'Cliente',
    numero_celular: '9931234567',
    country_code: '52',
    numero_mesa: null,
    colonia: null,
    calle: null,
    numero_exterior: null,
    numero_interior: null,
    direccion_completa: null,
    referencias: null,
    latitud: null,
    longitud: null,
    comentario: null,
    propina: 0,
    costo_envio: 0,
    subtotal: 100,
    total: 100,
    cliente_paga_con: null,
    coupon_code: null,
    coupon_type: null,
    coupon_value: null,
    coupon_amount: null,
    delivery_type: null,
    delivery_driver_info: null,
    delivery_tracking_id: null,
    delivery_tracking_url: null,
    has_requested_rider: false,
    delivery_status: null,
    origin: 'menu',
    self_service: null,
    tiempo_preparacion: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail['pedido']> = {}, id = 'ord-1'): OrderDetail {
  const created = '2026-11-21T18:05:00.000Z'; // 12:05 in Mexico City
  return {
    pedido: makeOrder(id, {
      folio: 'TAQ-0042',
      id_comercio: 'c1',
      metodo_entrega: 'delivery',
      nombre: 'Begoña Núñez',
      numero_celular: '5512345678',
      colonia: 'Jardín Balbuena',
      calle: 'Av. Peñón',
      numero_exterior: '123',
      numero_interior: '4B',
      referencias: 'Portón café, frente a la pastelería',
      comentario: '¿Me mandan cubiertos? ¡Gracias! Pago en €? no',
      propina: 15,
      costo_envio: 30,
      subtotal: 245,
      total: 250,
      cliente_paga_con: 500,
      coupon_code: 'AÑONUEVO',
      coupon_type: 'amount',
      coupon_value: 40,
      coupon_amount: 40,
      delivery_tracking_id: 'trk-1',
      delivery_tracking_url: 'https://rastreo.example.mx/p/trk-1',
      created_at: created,
      updated_at: created,
      ...overrides,
    }),
    productos: [
      {
        id: 'l1',
        id_pedido: id,
        id_producto: 'p1',
        id_categoria: null,
        presentacion: 'Orden de 5',
        nombre: 'Tacos de suadero',
        cantidad: 2,
        precio: 85,
        subtotal: 190,
        instrucciones: 'Sin cebolla, con piña y jalapeño',
        extras: [{ id: 'e1', id_extra: 'x1', nombre: 'Guacamole', cantidad: 1, precio: 20, subtotal: 20 }],
      },
      { id: 'l2', id_pedido: id, id_producto: 'p2', id_categoria: null, presentacion: null, nombre: 'Champiñones al ajillo', cantidad: 1, precio: 55, subtotal: 55, instrucciones: null, extras: [] },
    ],
  };
}
