// What a customer can order from a commerce now and how (flows, payment methods, address form, the active
// products with presentations and extras): the answer of GET /v1/public/comercio/:id_path/pedido/opciones,
// used by the simulator and outside clients.
import { and, asc, eq } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import { offeredPaymentMethods } from '../../../../shared/online-payment';
import type { DbOrTx } from '../../db/database';
import { categories, products } from '../../db/schema/menu';
import { scheduleAvailabilityOf } from '../availability/availability';
import type { CommerceRow } from './commerce-rules';
import { loadMenuProducts } from './menu';

export async function orderOptions(db: DbOrTx, commerce: CommerceRow) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.id_categoria))
    .where(and(eq(products.id_comercio, commerce.id), eq(products.activo, true), eq(products.agotado, false), eq(categories.activo, true)))
    .orderBy(asc(categories.orden), asc(products.orden))
    .limit(500);
  const menu = await loadMenuProducts(db, commerce.id, rows.map((row) => row.id));
  return {
    comercio: {
      nombre: commerce.nombre,
      id_path: commerce.id_path,
      abierto: (await scheduleAvailabilityOf(db, commerce)).abierto,
      activar_envio_domicilio: commerce.activar_envio_domicilio,
      activar_pasar_recoger: commerce.activar_pasar_recoger,
      activar_comer_restaurant: commerce.activar_comer_restaurant,
      metodos_pago_envio_domicilio: offeredPaymentMethods(commerce.metodos_pago_envio_domicilio),
      metodos_pago_pasar_recoger: offeredPaymentMethods(commerce.metodos_pago_pasar_recoger),
      metodos_pago_comer_restaurant: offeredPaymentMethods(commerce.metodos_pago_comer_restaurant),
      config_form_entrega: commerce.config_form_entrega,
      tipo_envio_domicilio: commerce.tipo_envio_domicilio,
      colonias: commerce.colonias,
      zonas_envio: commerce.zonas_envio,
      compra_minima_envio_domicilio: commerce.compra_minima_envio_domicilio_cents == null ? null : fromCents(commerce.compra_minima_envio_domicilio_cents),
      informacion_envio: commerce.informacion_envio,
      activar_campo_agregar_propina: commerce.activar_campo_agregar_propina,
      address: commerce.address,
    },
    productos: [...menu.values()].filter((product) => product.offered).map((product) => ({
      id: product.id,
      nombre: product.nombre,
      precio: fromCents(product.precio_cents),
      presentaciones: product.presentations.map((p) => ({ id: p.id, nombre: p.nombre, precio: fromCents(p.precio_cents) })),
      extras: product.groups.map((group) => ({
        id: group.id,
        nombre: group.nombre,
        minimo: group.minimo,
        maximo: group.maximo,
        obligatorio: group.obligatorio,
        opciones: group.options.filter((o) => !o.agotado).map((o) => ({ id: o.id, nombre: o.nombre, precio: fromCents(o.precio_cents) })),
      })),
    })),
  };
}
