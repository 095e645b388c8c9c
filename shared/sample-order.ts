// A realistic order for sample tickets: the printer test page (main) and the settings screen's preview
// when the commerce has no order in process yet (renderer). Delivery with address and references, extras
// and instructions, tip, fee and paid-with, Spanish characters throughout; the amounts add up like a
// real order's (item = quantity × (price + extras), subtotal + fee + tip = total).
import type { OrderDetail } from './types/order';

export function sampleTicketOrder(now: Date = new Date(), ids: { id: string; folio: string } = { id: 'vista-previa', folio: 'MUESTRA-001' }): OrderDetail {
  const created = now.toISOString();
  return {
    pedido: {
      id: ids.id,
      folio: ids.folio,
      id_comercio: ids.id,
      metodo_entrega: 'delivery',
      metodo_pago: 'efectivo',
      estatus: 'pending',
      estatus_pedido: 'pending',
      estatus_pago: 'pendiente',
      enlace_pago: null,
      link_clip: null,
      nombre: 'Lupita Peña Chablé',
      numero_celular: '9931234567',
      country_code: '52',
      numero_mesa: null,
      colonia: 'Tabasco 2000',
      calle: 'Av. Paseo Tabasco',
      numero_exterior: '1203',
      numero_interior: '4B',
      direccion_completa: null,
      referencias: 'Portón café, junto a la farmacia',
      latitud: null,
      longitud: null,
      comentario: '¿Pueden traer salsa extra? ¡Gracias!',
      propina: 15,
      costo_envio: 25,
      subtotal: 170,
      total: 210,
      cliente_paga_con: 500,
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
      created_at: created,
      updated_at: created,
    },
    productos: [
      {
        id: 'muestra-1',
        id_pedido: ids.id,
        id_producto: 'p1',
        id_categoria: null,
        presentacion: 'Orden de 5',
        nombre: 'Tacos al pastor',
        cantidad: 2,
        precio: 65,
        subtotal: 150,
        instrucciones: 'Sin cebolla, con piña',
        extras: [{ id: 'muestra-e1', id_extra: 'x1', nombre: 'Queso gratinado', cantidad: 2, precio: 10, subtotal: 20 }],
      },
      { id: 'muestra-2', id_pedido: ids.id, id_producto: 'p2', id_categoria: null, presentacion: null, nombre: 'Agua de jamaica', cantidad: 1, precio: 20, subtotal: 20, instrucciones: null, extras: [] },
    ],
  };
}
