// Every module gates exactly its feature (docs/domain.md (Módulos y lo que desbloquean)), table-driven over
// every plan of the catalogue × every module: a module with routes refuses each of its routes on a plan
// without it (403 'Tu plan no incluye este módulo') and lets them through on a plan with it; the modules
// that gate part of a screen run their feature (per-km fees chosen and priced, riders asked for, brought
// forward and cancelled, a second round on an open table) and succeed exactly when the plan has the module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODULES, type ModuleId, type PlanId } from '@shared/constants';
import { MODULE_MSG } from '@shared/modules';
import type { OrderDetail } from '@shared/types/order';
import type { PublicMenu } from '@shared/types/public-menu';
import { commerces } from '../../../server/src/db/schema/commerces';
import { orders } from '../../../server/src/db/schema/orders';
import { PLAN_SEEDS } from '../../../server/src/db/seed/plans';
import { SERVER_MSG } from '../../../server/src/messages';
import { COMMERCE_FIELD_ACCESS } from '../../../server/src/services/commerce/field-access';
import { SandboxCourier } from '../../../server/src/services/couriers/sandbox';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { fillPath, isModuleAccess, resourceIds, staffCaller } from './support';

/**
 * Modules gated elsewhere: their feature arrives with its own issue (WhatsApp notices),
 * or their screen has no server data of its own (AJUSTES: the desktop's printers; COMPARTIR: the public link),
 * so the panel's route table gates them (tests/unit/renderer/routes.test.tsx).
 */
const GATED_ELSEWHERE: readonly ModuleId[] = ['NOTIFICACIONES_CLIENTE_WHATSAPP', 'AJUSTES', 'COMPARTIR'];

const ORIGIN = { latitude: 17.9869, longitude: -92.9303 };
const NEAR = { latitud: 17.9969, longitud: -92.9303 };
const PER_KM = { costo_km: 10, min_km: 1, max_km: 20 };

interface Feature {
  module: ModuleId;
  name: string;
  /** Runs the feature on a commerce of the plan; answers whether it was allowed (and checks each answer). */
  run: (shop: OrderingCommerce) => Promise<boolean>;
}

let t: TestApp;
const shops = new Map<PlanId, OrderingCommerce>();

const post = (shop: OrderingCommerce, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: shop.auth.headers, payload });

async function deliveryOrder(shop: OrderingCommerce): Promise<string> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, ...NEAR }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderDetail>().pedido.id;
}

/** 200, or 403 'Tu plan no incluye este módulo' leaving the order's rider untouched. */
async function riderCall(shop: OrderingCommerce, url: string, orderId: string, payload: Record<string, unknown> = {}): Promise<boolean> {
  const before = await t.handle.db.select().from(orders).where(eq(orders.id, orderId));
  const response = await post(shop, url, payload);
  if (response.statusCode === 403) {
    expect(response.json<{ message: string }>().message).toBe(SERVER_MSG.moduleNotInPlan);
    expect(await t.handle.db.select().from(orders).where(eq(orders.id, orderId))).toEqual(before);
    return false;
  }
  expect(response.statusCode, response.body).toBe(200);
  return true;
}

/** A delivery order with a rider asked for where the plan allows it (elsewhere the next call is refused first). */
async function riderRequested(shop: OrderingCommerce): Promise<string> {
  const id = await deliveryOrder(shop);
  await post(shop, '/v1/delivery/order', { id_pedido: id });
  return id;
}

const FEATURES: readonly Feature[] = [
  {
    module: 'ENVIO_POR_KM',
    name: 'choosing the per-km fee type',
    run: async (shop) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/v1/comercio',
        headers: shop.auth.headers,
        payload: { tipo_envio_domicilio: 'por_kilometro', informacion_envio: PER_KM, costo_envio_domicilio: 0 },
      });
      if (response.statusCode === 403) {
        expect(response.json<{ message: string }>().message).toBe(`tipo_envio_domicilio: ${MODULE_MSG.perKmNotInPlan}`);
        return false;
      }
      expect(response.statusCode, response.body).toBe(200);
      // Back to the fixed fee for the features that follow.
      const back = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 25 } });
      expect(back.statusCode, back.body).toBe(200);
      return true;
    },
  },
  {
    module: 'ENVIO_POR_KM',
    name: 'pricing by km (public menu and order intake) for a commerce that keeps the type',
    run: async (shop) => {
      await t.handle.db
        .update(commerces)
        .set({ tipo_envio_domicilio: 'por_kilometro', informacion_envio: PER_KM })
        .where(eq(commerces.id, shop.commerce.commerceId));
      try {
        const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` })).json<PublicMenu>();
        const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, ...NEAR }));
        if (response.statusCode === 422) {
          expect(response.json<{ message: string }>().message).toBe(MODULE_MSG.perKmUnavailable);
          expect(menu.comercio.envio_por_km_incluido).toBe(false);
          return false;
        }
        expect(response.statusCode, response.body).toBe(201);
        // 1.11 km → 1.11 × $10, the first km always charged.
        expect(response.json<OrderDetail>().pedido.costo_envio).toBeGreaterThanOrEqual(10);
        expect(menu.comercio.envio_por_km_incluido).toBe(true);
        return true;
      } finally {
        await t.handle.db.update(commerces).set({ tipo_envio_domicilio: 'estandar', informacion_envio: null }).where(eq(commerces.id, shop.commerce.commerceId));
      }
    },
  },
  {
    module: 'PROVEEDORES_ENTREGA',
    name: 'requesting a rider',
    run: async (shop) => {
      const id = await deliveryOrder(shop);
      return riderCall(shop, '/v1/delivery/order', id, { id_pedido: id });
    },
  },
  {
    module: 'PROVEEDORES_ENTREGA',
    name: 'bringing a rider forward',
    run: async (shop) => {
      const id = await riderRequested(shop);
      return riderCall(shop, `/v1/delivery/request/${id}`, id);
    },
  },
  {
    module: 'PROVEEDORES_ENTREGA',
    name: 'cancelling a rider',
    run: async (shop) => {
      const id = await riderRequested(shop);
      return riderCall(shop, `/v1/delivery/request-cancel/${id}`, id);
    },
  },
  {
    module: 'POR_CONSUMO',
    name: 'a second round on an open table, paid at close',
    run: async (shop) => {
      const table = await createTable(t.handle, shop.commerce.commerceId, 40 + shops.size);
      const first = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: table }));
      expect(first.statusCode, first.body).toBe(201);
      const second = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: table }));
      if (second.statusCode === 409) {
        expect(second.json<{ message: string }>().message).toBe(MODULE_MSG.tableRoundNotInPlan);
        // Once the table is closed, the next guests order again.
        const paid = await post(shop, `/v1/mesas/${table}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 25 }], propina: 0 });
        if (paid.statusCode === 200) {
          const next = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: table }));
          expect(next.statusCode, next.body).toBe(201);
        } else {
          // Without SELF_SERVICE the counter cannot close the table.
          expect(paid.statusCode, paid.body).toBe(403);
        }
        return false;
      }
      expect(second.statusCode, second.body).toBe(201);
      return true;
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  t.app.orderRuntime.couriers.use(new SandboxCourier({ assignAfterMs: 60_000, stepMs: 60_000 }));
  for (const plan of PLAN_SEEDS) {
    shops.set(
      plan.id,
      await createOrderingCommerce(t.app, t.handle, {
        plan: plan.id,
        commerce: { address: { ...ORIGIN, country: 'México', state: 'Tabasco', city: 'Villahermosa', neighborhood: 'Centro', postalCode: '86000', street: 'Madero', exteriorNumber: '1', interiorNumber: '', fullAddress: 'Madero 1, Centro' } },
      }),
    );
  }
}, 120_000);
afterAll(async () => t?.close());

const planHas = (plan: (typeof PLAN_SEEDS)[number], module: ModuleId) => plan.modulos.some((entry) => entry.id === module);

describe('module × plan × feature', () => {
  it('every module gates routes, a feature below, or is listed as gated in its own issue', () => {
    const fieldModules = Object.values(COMMERCE_FIELD_ACCESS).flatMap((access) => (typeof access === 'object' ? [access.module] : []));
    const routed = new Set([...t.app.routeAccessTable.filter(isModuleAccess).map((entry) => entry.access.module), ...fieldModules]);
    const featured = new Set(FEATURES.map((feature) => feature.module));
    const ungated = MODULES.filter((module) => !routed.has(module) && !featured.has(module) && !GATED_ELSEWHERE.includes(module));
    expect(ungated).toEqual([]);
  });

  it('a staff user lacking a module the plan has is told about permissions, not the plan', async () => {
    const shop = shops.get('PLUS')!;
    const staff = await staffCaller(t.handle, shop.commerce.commerceId, [{ id: 'HISTORIAL', permisos: ['list'] }]);
    const refused = await t.app.inject({ method: 'GET', url: '/v1/clientes', headers: staff.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(SERVER_MSG.permissionDenied);
    const starterOwner = shops.get('STARTER')!;
    const planLacks = await t.app.inject({ method: 'GET', url: '/v1/usuarios', headers: starterOwner.auth.headers });
    expect(planLacks.json<{ message: string }>().message).toBe(SERVER_MSG.moduleNotInPlan);
  });

  for (const plan of PLAN_SEEDS) {
    for (const feature of FEATURES) {
      it(`${plan.id} · ${feature.module} · ${feature.name}: ${planHas(plan, feature.module) ? 'allowed' : 'refused'}`, async () => {
        expect(await feature.run(shops.get(plan.id)!)).toBe(planHas(plan, feature.module));
      }, 30_000);
    }

    it(`${plan.id} · every module's routes answer the plan's modules`, async () => {
      const shop = shops.get(plan.id)!;
      const ids = await resourceIds(t.handle, shop.commerce.commerceId);
      const wrong: string[] = [];
      for (const entry of t.app.routeAccessTable.filter(isModuleAccess)) {
        // Only reads: a refused read is as telling as a refused write and changes nothing either way.
        if (entry.method !== 'GET') continue;
        const response = await t.app.inject({ method: 'GET', url: fillPath(entry.url, ids), headers: entry.url.startsWith('/v2/') ? { ...shop.auth.v2Headers, id_comercio: shop.commerce.commerceId } : shop.auth.headers });
        const refusedForPlan = response.statusCode === 403 && response.body.includes(SERVER_MSG.moduleNotInPlan);
        if (refusedForPlan === planHas(plan, entry.access.module)) wrong.push(`${entry.url} (${entry.access.module}): ${response.statusCode}`);
      }
      expect(wrong).toEqual([]);
    }, 60_000);
  }
});
