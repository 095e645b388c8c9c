// Shared setup of the order tests: a commerce that takes orders (open around the clock, the three flows
// on, standard delivery fee) and a small taquería menu written straight into the database.
import type { FastifyInstance } from 'fastify';
import type { ScheduleTurn } from '@shared/types/commerce';
import type { PlanId } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import { categories, extraGroups, extraOptions, productExtraGroups, productPresentations, products } from '../../../server/src/db/schema/menu';
import { restaurantTables } from '../../../server/src/db/schema/tables';
import { orders } from '../../../server/src/db/schema/orders';
import type { DbHandle } from '../../../server/src/db/database';
import type { CommerceInsert } from '../../../server/src/services/commerce';
import { afterAll, beforeAll } from 'vitest';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';

export const ALWAYS_OPEN: ScheduleTurn[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));

const CASH_AND_CARD = { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: false, payment_provider: false };

export interface Menu {
  categoryId: string;
  /** Taco al pastor, $25.00, extras: salsas (0–2) */
  tacoId: string;
  /** Gringa: presentations Chica $45.50 and Grande $70.00, tortilla required (1) */
  gringaId: string;
  presentationChica: string;
  presentationGrande: string;
  salsaVerde: string; // $0
  salsaRoja: string; // $5.50
  salsaHabanero: string; // sold out
  tortillaMaiz: string; // $0
  tortillaHarina: string; // $3.00
  inactiveId: string;
  soldOutId: string;
}

export interface OrderingCommerce {
  commerce: CommerceFixture;
  auth: LoggedIn;
  menu: Menu;
  idPath: string;
}

export async function seedMenu(handle: DbHandle, commerceId: string): Promise<Menu> {
  const db = handle.db;
  const [category] = await db.insert(categories).values({ id_comercio: commerceId, nombre: 'Tacos', orden: 0 }).returning();
  const insertProduct = async (nombre: string, precio_cents: number, extra: Partial<typeof products.$inferInsert> = {}) =>
    (await db.insert(products).values({ id_comercio: commerceId, id_categoria: category!.id, nombre, precio_cents, ...extra }).returning())[0]!;
  const taco = await insertProduct('Taco al pastor', 2500);
  const gringa = await insertProduct('Gringa', 0, { orden: 1 });
  const inactive = await insertProduct('Taco de temporada', 3000, { activo: false });
  const soldOut = await insertProduct('Taco de lengua', 4000, { agotado: true });
  const [chica, grande] = await db
    .insert(productPresentations)
    .values([
      { id_comercio: commerceId, id_producto: gringa.id, nombre: 'Chica', precio_cents: 4550, orden: 0 },
      { id_comercio: commerceId, id_producto: gringa.id, nombre: 'Grande', precio_cents: 7000, orden: 1 },
    ])
    .returning();
  const [salsas] = await db.insert(extraGroups).values({ id_comercio: commerceId, nombre: 'Salsas', minimo: 0, maximo: 2 }).returning();
  const [tortilla] = await db.insert(extraGroups).values({ id_comercio: commerceId, nombre: 'Tortilla', minimo: 1, maximo: 1, obligatorio: true }).returning();
  const [verde, roja, habanero] = await db
    .insert(extraOptions)
    .values([
      { id_comercio: commerceId, id_grupo: salsas!.id, nombre: 'Salsa verde', precio_cents: 0, orden: 0 },
      { id_comercio: commerceId, id_grupo: salsas!.id, nombre: 'Salsa roja', precio_cents: 550, orden: 1 },
      { id_comercio: commerceId, id_grupo: salsas!.id, nombre: 'Salsa de habanero', precio_cents: 800, agotado: true, orden: 2 },
    ])
    .returning();
  const [maiz, harina] = await db
    .insert(extraOptions)
    .values([
      { id_comercio: commerceId, id_grupo: tortilla!.id, nombre: 'Maíz', precio_cents: 0, orden: 0 },
      { id_comercio: commerceId, id_grupo: tortilla!.id, nombre: 'Harina', precio_cents: 300, orden: 1 },
    ])
    .returning();
  await db.insert(productExtraGroups).values([
    { id_comercio: commerceId, id_producto: taco.id, id_grupo: salsas!.id },
    { id_comercio: commerceId, id_producto: gringa.id, id_grupo: tortilla!.id },
  ]);
  return {
    categoryId: category!.id,
    tacoId: taco.id,
    gringaId: gringa.id,
    presentationChica: chica!.id,
    presentationGrande: grande!.id,
    salsaVerde: verde!.id,
    salsaRoja: roja!.id,
    salsaHabanero: habanero!.id,
    tortillaMaiz: maiz!.id,
    tortillaHarina: harina!.id,
    inactiveId: inactive.id,
    soldOutId: soldOut.id,
  };
}

export async function createOrderingCommerce(
  app: FastifyInstance,
  handle: DbHandle,
  options: { plan?: PlanId; commerce?: Partial<CommerceInsert>; modules?: ModulePermissions[] | null } = {},
): Promise<OrderingCommerce> {
  const commerce = await createCommerce(handle, {
    plan: options.plan ?? 'PLUS',
    modules: options.modules ?? null,
    commerce: {
      prefijo_folio: 'TBT',
      horarios: ALWAYS_OPEN,
      servicio_activo: true,
      activar_envio_domicilio: true,
      activar_pasar_recoger: true,
      activar_comer_restaurant: true,
      metodos_pago_envio_domicilio: CASH_AND_CARD,
      metodos_pago_pasar_recoger: CASH_AND_CARD,
      metodos_pago_comer_restaurant: CASH_AND_CARD,
      tipo_envio_domicilio: 'estandar',
      costo_envio_domicilio_cents: 2500,
      ...options.commerce,
    },
  });
  const auth = await login(app, commerce.email, commerce.password);
  const menu = await seedMenu(handle, commerce.commerceId);
  return { commerce, auth, menu, idPath: commerce.idPath };
}

/**
 * A file's test app (its own database) with one ordering commerce, built before the file's tests and closed
 * after them: `ready` hands both to the file's variables.
 */
export function withOrderingCommerce(ready: (t: TestApp, shop: OrderingCommerce) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    ready(t, await createOrderingCommerce(t.app, t.handle));
  });
  afterAll(async () => {
    await t?.close();
  });
}

export async function createTable(handle: DbHandle, commerceId: string, numero: number): Promise<string> {
  const [table] = await handle.db.insert(restaurantTables).values({ id_comercio: commerceId, numero }).returning();
  return table!.uuid;
}

/** A valid takeAway order of one taco unless overridden. */
export function orderBody(menu: Menu, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    metodo_entrega: 'takeAway',
    nombre: 'Ana López',
    numero_celular: '9931112233',
    country_code: '52',
    metodo_pago: 'efectivo',
    productos: [{ id_producto: menu.tacoId, cantidad: 1, extras: [] }],
    ...overrides,
  };
}

export const DELIVERY_ADDRESS = { calle: 'Av. Gregorio Méndez', numero_exterior: '1504', colonia: 'Atasta', referencias: 'Portón negro' };

export async function placeOrder(app: FastifyInstance, idPath: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/v1/public/comercio/${idPath}/pedido`, payload: body });
}

/** `count` orders received now by a commerce (e.g. a FREEMIUM month's 30 used up). */
export async function insertOrdersReceivedNow(handle: DbHandle, commerceId: string, count: number): Promise<void> {
  await handle.db.insert(orders).values(
    Array.from({ length: count }, (_, i) => ({
      folio: `OLD-${i}`,
      id_comercio: commerceId,
      metodo_entrega: 'takeAway' as const,
      metodo_pago: 'efectivo' as const,
      nombre: 'Cliente',
      numero_celular: '9930000000',
      created_at: new Date(),
    })),
  );
}
