// The public menu of a commerce, read fresh from the database on every request (no server cache), so an edit
// or an 'agotado' switch shows at once. Clients may cache with the ETag the route sends (revalidated each time).
import { and, eq } from 'drizzle-orm';
import type { Availability } from '@shared/availability';
import type { ModuleId } from '@shared/constants';
import { perKmIncluded } from '@shared/modules';
import { isCommerceOpen } from '@shared/schedule';
import { fromCents } from '@shared/money';
import type { PublicCategory, PublicCommerce, PublicMenu, PublicProduct, PublicTable } from '@shared/types/public-menu';
import type { DbOrTx } from '../../db/database';
import { openJson } from '../../db/secrets';
import { commerces, restaurantTables } from '../../db/schema/index';
import { notFound } from '../../errors';
import { flowFields } from '../commerce';
import { withoutUnofferedPayments } from '@shared/online-payment';
import { commercePlanModules } from '../plans';
import { listCategories } from './categories';
import { loadExtraGroups } from './extras';
import { isUuid } from '../input';
import { MENU_MSG } from './messages';
import { loadProducts } from './products';
import { listSections } from './sections';
import { offeredOnMenu } from '../orders/menu';

type CommerceRow = typeof commerces.$inferSelect;

async function findByPath(db: DbOrTx, idPath: string): Promise<CommerceRow> {
  const [row] = await db.select().from(commerces).where(eq(commerces.id_path, idPath));
  if (!row || row.estatus !== 'activo') throw notFound(MENU_MSG.commerceNotFound);
  return row;
}

const cents = (value: number | null): number | null => (value == null ? null : fromCents(value));

/** `key` opens the bank transfer details (customers paying by transfer see them); `planModules` the plan's modules. */
export function toPublicCommerce(row: CommerceRow, now: Date, key: Buffer, planModules: readonly ModuleId[]): PublicCommerce {
  const acceptsTransfer = [row.metodos_pago_envio_domicilio, row.metodos_pago_comer_restaurant, row.metodos_pago_pasar_recoger].some((m) => m.transferencia);
  return {
    id: row.id,
    id_path: row.id_path,
    nombre: row.nombre,
    logotipo: row.logotipo,
    imagen_portada: row.imagen_portada,
    direccion: row.direccion,
    telefono: row.telefono,
    country_code: row.country_code,
    zona_horaria: row.zona_horaria,
    abierto: isCommerceOpen(row, now),
    servicio_activo: row.servicio_activo,
    horarios: row.horarios,
    latitude: row.address?.latitude ?? null,
    longitude: row.address?.longitude ?? null,
    // What customers are offered: no «Enlace de pago» or «Pago en línea» while no provider is connected.
    ...withoutUnofferedPayments(flowFields(row)),
    bank_transfer_details: acceptsTransfer ? openJson(key, row.bank_transfer_details) : null,
    config_form_entrega: row.config_form_entrega,
    activar_campo_agregar_propina: row.activar_campo_agregar_propina,
    tip_display_mode: row.tip_display_mode,
    facebook_pixel_id: row.facebook_pixel_id,
    tipo_envio_domicilio: row.tipo_envio_domicilio,
    costo_envio_domicilio: cents(row.costo_envio_domicilio_cents),
    colonias: row.colonias,
    zonas_envio: row.zonas_envio,
    informacion_envio: row.informacion_envio,
    costo_por_porcentaje: row.costo_por_porcentaje,
    compra_minima_envio_domicilio: cents(row.compra_minima_envio_domicilio_cents),
    activar_envio_gratis_compra_minima: row.activar_envio_gratis_compra_minima,
    importe_envio_gratis_compra_minima: cents(row.importe_envio_gratis_compra_minima_cents),
    envio_por_km_incluido: perKmIncluded(planModules),
  };
}

export async function getPublicMenu(db: DbOrTx, idPath: string, key: Buffer, now: Date = new Date()): Promise<PublicMenu> {
  const commerce = await findByPath(db, idPath);
  const [categoryList, productList, sectionList, planModules] = await Promise.all([
    listCategories(db, commerce.id),
    loadProducts(db, commerce.id),
    listSections(db, commerce.id),
    commercePlanModules(db, commerce, now),
  ]);
  const activeCategories = new Set(categoryList.filter((c) => c.activo).map((c) => c.id));
  // The same rule order intake applies (a product listed only in hidden sections is not offered).
  const visible = productList.filter((p) => p.activo && offeredOnMenu(p.id_categoria, activeCategories, sectionList.filter((s) => s.productos.includes(p.id))));
  const byCategory = new Map<string, PublicProduct[]>();
  for (const product of visible) {
    const entry: PublicProduct = {
      id: product.id,
      id_categoria: product.id_categoria,
      nombre: product.nombre,
      descripcion: product.descripcion,
      imagen: product.imagen,
      precio: product.precio,
      presentaciones: product.presentaciones,
      agotado: product.agotado,
      extras: product.extras,
    };
    byCategory.set(product.id_categoria, [...(byCategory.get(product.id_categoria) ?? []), entry]);
  }
  const categorias: PublicCategory[] = categoryList
    .filter((c) => c.activo && byCategory.has(c.id))
    .map((c) => ({ id: c.id, nombre: c.nombre, descripcion: c.descripcion, productos: byCategory.get(c.id) ?? [] }));
  const usedGroups = [...new Set(visible.flatMap((p) => p.extras))];
  const extras = (await loadExtraGroups(db, commerce.id, usedGroups)).map(({ id_comercio: _tenant, ...group }) => group);
  const visibleIds = new Set(visible.map((p) => p.id));
  const secciones = sectionList
    .filter((s) => s.activo)
    .map((s) => ({ id: s.id, nombre: s.nombre, descripcion: s.descripcion, productos: s.productos.filter((id) => visibleIds.has(id)) }))
    .filter((s) => s.productos.length > 0);
  return { comercio: toPublicCommerce(commerce, now, key, planModules), categorias, extras, secciones };
}

/** The menu with the one "can customers order now?" answer (docs/availability.md), as the API and the page show it. */
export function withAvailability(menu: PublicMenu, disponibilidad: Availability | null): PublicMenu {
  return disponibilidad ? { ...menu, comercio: { ...menu.comercio, abierto: disponibilidad.abierto, disponibilidad } } : menu;
}

export async function getPublicTable(db: DbOrTx, idPath: string, tableUuid: string): Promise<PublicTable> {
  const commerce = await findByPath(db, idPath);
  if (!isUuid(tableUuid)) throw notFound(MENU_MSG.tableNotFound);
  const [table] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.uuid, tableUuid), eq(restaurantTables.id_comercio, commerce.id)));
  if (!table) throw notFound(MENU_MSG.tableNotFound);
  // Every status takes orders: 'c' is a table whose last visit was paid, free for the next guests (intake
  // opens a new visit on it, docs/counter.md).
  return { uuid: table.uuid, numero: table.numero, status: table.status, valida: true };
}
