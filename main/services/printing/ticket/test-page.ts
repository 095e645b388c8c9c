// The test page: a realistic sample ticket plus the code page line, so a cashier sees at once
// whether accents, 'ñ' and the inverted marks print right.
import type { PrinterSettings, TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { buildTicket } from './build-ticket';
import type { TicketDoc } from './model';
import { TICKET_TEXT } from './labels';

export function sampleOrder(now: Date): OrderDetail {
  const created = now.toISOString();
  return {
    pedido: {
      id: 'prueba',
      folio: 'PRUEBA-1',
      id_comercio: 'prueba',
      metodo_entrega: 'delivery',
      metodo_pago: 'efectivo',
      estatus: 'pending',
      estatus_pedido: 'pending',
      estatus_pago: 'pendiente',
      enlace_pago: null,
      link_clip: null,
      nombre: 'Ñoño Peña',
      numero_celular: '5512345678',
      country_code: '52',
      numero_mesa: null,
      colonia: 'Jardín Balbuena',
      calle: 'Av. Ignacio Zaragoza',
      numero_exterior: '123',
      numero_interior: '4B',
      direccion_completa: null,
      referencias: 'Portón café, junto a la farmacia',
      latitud: null,
      longitud: null,
      comentario: '¿Pueden traer salsa extra? ¡Gracias!',
      propina: 10,
      costo_envio: 25,
      subtotal: 150,
      total: 185,
      cliente_paga_con: 200,
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
        id: 'l1',
        id_pedido: 'prueba',
        id_producto: 'p1',
        id_categoria: null,
        presentacion: 'Orden de 5',
        nombre: 'Tacos al pastor',
        cantidad: 2,
        precio: 60,
        subtotal: 130,
        instrucciones: 'Sin cebolla, con piña',
        extras: [{ id: 'e1', id_extra: 'x1', nombre: 'Queso gratinado', cantidad: 1, precio: 10, subtotal: 10 }],
      },
      { id: 'l2', id_pedido: 'prueba', id_producto: 'p2', id_categoria: null, presentacion: null, nombre: 'Agua de jamaica', cantidad: 1, precio: 20, subtotal: 20, instrucciones: null, extras: [] },
    ],
  };
}

export function buildTestPage(commerce: TicketCommerce, settings: PrinterSettings, now: Date): TicketDoc {
  const doc = buildTicket(sampleOrder(now), commerce, settings, { kitchen: false });
  doc.blocks.unshift({ kind: 'text', text: TICKET_TEXT.testPage, align: 'center', bold: true, title: true });
  const feedIndex = doc.blocks.length - 1;
  doc.blocks.splice(feedIndex, 0, { kind: 'rule' }, { kind: 'text', text: TICKET_TEXT.codePageLine, align: 'center', bold: false, title: false });
  return doc;
}
