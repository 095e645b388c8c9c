// Orders from outside channels (Rappi, Uber Eats, DiDi Food, others) posted with an API key (docs/api.md,
// "Pedidos de otros canales"). The order goes through the same intake as every other order (placeOrder: one
// statement stores it with its newOrder live event), so it rings, prints and shows on the board like any
// other, with its channel as its origin. The channel already charged the customer: its amounts are stored as
// given beside this menu's price of the same lines (the order's own lines and totals), and a difference is
// flagged (channel_orders.con_diferencias, in the answer). The channel, its order id and the courier go in the
// order's comment, which the board and every ticket show.
//
// Idempotency: the channel's order id is the order's idempotency key (`canal:<origin>:<id>`, unique per
// commerce in the database), so the same channel order posted any number of times, at once or later, is one
// order and every post answers it.
import { eq } from 'drizzle-orm';
import { CHANNEL_LABELS, type ChannelLineDifference, type ChannelOrderInput, type ChannelOrderReply } from '../../../../shared/types/api-keys';
import { fromCents, toCents } from '../../../../shared/money';
import type { OrderDetail } from '../../../../shared/types/order';
import type { PublicOrderInput } from '../../../../shared/validation/public-order';
import type { Db } from '../../db/database';
import { channelOrders } from '../../db/schema/api-keys';
import { HttpError } from '../../errors';
import { placeOrder } from '../orders/intake';
import { orderOfIdempotencyKey } from '../orders/idempotency';
import { mappingsBySku } from './mappings';
import { channelInfoOf, type ChannelOrderRow } from './order-info';

export const CHANNEL_MSG = {
  unknownSku: (sku: string) => `No hay un producto de tu menú con el SKU «${sku}»: agrégalo en Integraciones → API`,
  productOrSku: 'Cada producto necesita id_producto o sku',
} as const;


function idempotencyKeyOf(input: Pick<ChannelOrderInput, 'origin' | 'id_pedido_canal'>): string {
  return `canal:${input.origin}:${input.id_pedido_canal}`;
}

/** The lines as intake reads them: this menu's product ids, a SKU resolved through the owner's table. */
async function linesOf(db: Db, commerceId: string, input: ChannelOrderInput): Promise<PublicOrderInput['productos']> {
  const needsSkus = input.productos.some((item) => !item.id_producto);
  const skus = needsSkus ? await mappingsBySku(db, commerceId) : new Map<string, { id_producto: string; presentacion: string | null }>();
  return input.productos.map((item, index) => {
    let productId = item.id_producto ?? null;
    let presentation = item.presentacion ?? null;
    if (!productId) {
      if (!item.sku) throw new HttpError(400, `productos[${index}]: ${CHANNEL_MSG.productOrSku}`, { field: `productos[${index}].id_producto` });
      const mapped = skus.get(item.sku);
      if (!mapped) throw new HttpError(422, CHANNEL_MSG.unknownSku(item.sku), { field: `productos[${index}].sku`, code: 'UNKNOWN_SKU' });
      productId = mapped.id_producto;
      presentation = presentation ?? mapped.presentacion;
    }
    return {
      id_producto: productId,
      presentacion: presentation,
      cantidad: item.cantidad,
      extras: (item.extras ?? []).map((extra) => ({ id_extra: extra.id, cantidad: extra.cantidad })),
      instrucciones: item.instrucciones ?? null,
    };
  });
}

/** What the board and the ticket show of the channel: its name and order id, the courier, the customer's phone. */
function commentOf(input: ChannelOrderInput): string {
  const parts = [`${CHANNEL_LABELS[input.origin]} · pedido ${input.id_pedido_canal}`];
  const courier = input.repartidor;
  if (courier) {
    const details = [courier.telefono, courier.vehiculo, courier.llega_a_las ? `llega ${courier.llega_a_las}` : null].filter(Boolean).join(', ');
    parts.push(`Repartidor: ${courier.nombre}${details ? ` (${details})` : ''}`);
  }
  if (input.cliente.telefono) parts.push(`Tel. cliente: ${input.cliente.telefono}`);
  if (input.comentario) parts.push(input.comentario);
  return parts.join('\n');
}

function orderOf(input: ChannelOrderInput, productos: PublicOrderInput['productos']): PublicOrderInput {
  return {
    table_uuid: null,
    // The channel's courier picks the order up at the counter: for this restaurant it is a pickup.
    metodo_entrega: 'takeAway',
    nombre: input.cliente.nombre,
    country_code: '52',
    // Channels hand out relay numbers: the phone goes in the comment, and no customer record is made of it.
    numero_celular: '',
    calle: null,
    colonia: null,
    numero_exterior: null,
    numero_interior: null,
    referencias: null,
    latitud: null,
    longitud: null,
    // The channel charged the customer already.
    metodo_pago: 'payment_provider',
    productos,
    propina: 0,
    cliente_paga_con: null,
    coupon_code: null,
    comentario: commentOf(input),
    programado_para: null,
  };
}

/** Lines whose channel price (unit × quantity) differs from this menu's price of the same line. */
function differencesOf(input: ChannelOrderInput, detail: OrderDetail): ChannelLineDifference[] {
  const differences: ChannelLineDifference[] = [];
  input.productos.forEach((item, index) => {
    const line = detail.productos[index];
    if (!line) return;
    const channelCents = toCents(item.precio_unitario) * item.cantidad;
    if (channelCents !== toCents(line.subtotal)) {
      differences.push({ linea: index, id_linea: line.id, nombre: line.nombre, precio_canal: fromCents(channelCents), precio_menu: line.subtotal });
    }
  });
  return differences;
}

/**
 * Stores what the channel sent with the order (once: a repeat, or the second of two racing posts, keeps the
 * first row) and answers the stored row.
 */
async function recordChannelData(db: Db, commerceId: string, input: ChannelOrderInput, detail: OrderDetail): Promise<{ row: ChannelOrderRow; inserted: boolean }> {
  const differences = differencesOf(input, detail);
  const { totales } = input;
  const subtotalMenu = toCents(detail.pedido.subtotal);
  const inserted = await db
    .insert(channelOrders)
    .values({
      id_pedido: detail.pedido.id,
      id_comercio: commerceId,
      origin: input.origin,
      id_pedido_canal: input.id_pedido_canal,
      subtotal_canal_cents: toCents(totales.subtotal),
      costo_envio_canal_cents: toCents(totales.costo_envio ?? 0),
      comision_canal_cents: toCents(totales.comision ?? 0),
      descuento_canal_cents: toCents(totales.descuento ?? 0),
      propina_canal_cents: toCents(totales.propina ?? 0),
      total_canal_cents: toCents(totales.total),
      subtotal_menu_cents: subtotalMenu,
      diferencias: differences,
      con_diferencias: differences.length > 0 || toCents(totales.subtotal) !== subtotalMenu,
      repartidor: input.repartidor ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], inserted: true };
  const [stored] = await db.select().from(channelOrders).where(eq(channelOrders.id_pedido, detail.pedido.id));
  return { row: stored!, inserted: false };
}

export async function placeChannelOrder(db: Db, commerceId: string, input: ChannelOrderInput): Promise<ChannelOrderReply> {
  const key = idempotencyKeyOf(input);
  // A repeat answers the first order before anything is read or priced again.
  const earlier = await orderOfIdempotencyKey(db, commerceId, key);
  if (earlier) {
    const { row } = await recordChannelData(db, commerceId, input, earlier);
    return { ...earlier, canal: channelInfoOf(row), nuevo: false };
  }
  const productos = await linesOf(db, commerceId, input);
  const detail = await placeOrder(db, {
    commerce: { id: commerceId },
    order: orderOf(input, productos),
    origin: input.origin,
    // The channel took and charged the order: the restaurant's own opening hours and flows are the channel's to apply.
    enforceOpening: false,
    idempotencyKey: key,
  });
  const { row, inserted } = await recordChannelData(db, commerceId, input, detail);
  return { ...detail, canal: channelInfoOf(row), nuevo: inserted };
}
