// `npm run bench -- kitchen [--orders 300] [--rounds 30]`
// The kitchen screen with a busy kitchen (docs/kitchen.md, «Pantalla de cocina»): a commerce with two stations
// and N open accepted orders of 1–5 lines on embedded PGlite. Measures the server's queue read
// (GET /v1/cocina/cola) and a bump (POST /v1/cocina/marcar, which answers the whole queue), and the panel's
// part of a refresh: the view's tickets from the queue (ticketsOf) and the render of every ticket
// (react-dom/server, a proxy for the first render of the grid without layout). Goals below; a result says
// which it met.
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { KitchenQueue } from '../../shared/kitchen/screen';
import { ALL_STATIONS_VIEW } from '../../shared/kitchen/screen';
import { KitchenTicket } from '../../renderer/src/features/kitchen/KitchenTicket';
import { ticketsOf } from '../../renderer/src/features/kitchen/kitchen-view';
import { categories, orderLines, orders, products } from '../../server/src/db/schema/index';
import { createCommerce, createTestApp, login } from '../../testkit/test-app';
import { argNumber } from './_orders-env';

const WARM_UP_ROUNDS = 3;

/** Goals (ms) for 300 open orders on the benchmark machine. */
export const KITCHEN_GOALS = { queueP95: 250, bumpP95: 400, ticketsOfP95: 10, renderAllP95: 150 } as const;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

async function timed<T>(samples: number[], work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

export async function run(args: string[]): Promise<unknown> {
  const orderCount = argNumber(args, 'orders', 300);
  const rounds = argNumber(args, 'rounds', 30);
  const t = await createTestApp();
  try {
    const commerce = await createCommerce(t.handle, { plan: 'PLUS' });
    const auth = await login(t.app, commerce.email, commerce.password);
    const db = t.handle.db;
    const [grill, bar] = await db.insert(categories).values([{ id_comercio: commerce.commerceId, nombre: 'Tacos', orden: 0 }, { id_comercio: commerce.commerceId, nombre: 'Bebidas', orden: 1 }]).returning();
    const menu = await db
      .insert(products)
      .values(['Taco al pastor', 'Gringa', 'Quesadilla', 'Agua de horchata', 'Agua de jamaica'].map((nombre, i) => ({ id_comercio: commerce.commerceId, id_categoria: i < 3 ? grill!.id : bar!.id, nombre, precio_cents: 2500 })))
      .returning();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/cocina/estaciones',
      headers: auth.headers,
      payload: { estaciones: [{ name: 'Parrilla', categoryIds: [grill!.id], productIds: [] }, { name: 'Barra', categoryIds: [bar!.id], productIds: [] }] },
    });
    if (saved.statusCode !== 200) throw new Error(`estaciones: ${saved.statusCode} ${saved.body}`);
    const now = Date.now();
    const placed = await db
      .insert(orders)
      .values(
        Array.from({ length: orderCount }, (_, i) => ({
          folio: `KDS-${i}`,
          id_comercio: commerce.commerceId,
          metodo_entrega: 'takeAway' as const,
          metodo_pago: 'efectivo' as const,
          estatus_pedido: 'accepted' as const,
          estatus: 'accepted',
          nombre: `Cliente ${i}`,
          numero_celular: '9930000000',
          tiempo_preparacion: 20,
          created_at: new Date(now - (orderCount - i) * 20_000),
        })),
      )
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      placed.flatMap((order, i) =>
        Array.from({ length: 1 + (i % 5) }, (_, j) => {
          const product = menu[(i + j) % menu.length]!;
          return { id_pedido: order.id, id_comercio: commerce.commerceId, id_producto: product.id, id_categoria: product.id_categoria, nombre: product.nombre, cantidad: 1 + (j % 3), precio_cents: 2500, subtotal_cents: 2500, orden: j };
        }),
      ),
    );

    const queueMs: number[] = [];
    let queue: KitchenQueue | null = null;
    for (let round = 0; round < rounds; round++) {
      queue = await timed(queueMs, async () => (await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: auth.headers })).json<KitchenQueue>());
    }
    const stationId = queue!.estaciones[0]!.id;
    const bumpMs: number[] = [];
    for (let round = 0; round < Math.min(rounds, placed.length); round++) {
      await timed(bumpMs, () => t.app.inject({ method: 'POST', url: '/v1/cocina/marcar', headers: auth.headers, payload: { pedido: placed[round]!.id, vista: ALL_STATIONS_VIEW } }));
    }

    const ticketsMs: number[] = [];
    const renderMs: number[] = [];
    let shown = 0;
    // The first rounds compile the code (a screen that stays open renders warm): measured apart, not in the figures.
    const coldMs: number[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      const measured = round >= WARM_UP_ROUNDS;
      const tickets = await timed(measured ? ticketsMs : coldMs, () => ticketsOf(queue!, round % 2 === 0 ? stationId : ALL_STATIONS_VIEW));
      shown = tickets.length;
      await timed(measured ? renderMs : coldMs, () =>
        renderToString(
          createElement(
            'div',
            null,
            tickets.map((ticket, index) =>
              createElement(KitchenTicket, {
                key: ticket.order.id,
                order: ticket.order,
                lines: ticket.lines,
                position: index + 1,
                stationNote: null,
                selected: index === 0,
                busy: false,
                now,
                onBumpLine: () => undefined,
                onBumpOrder: () => undefined,
                onSelect: () => undefined,
              }),
            ),
          ),
        ),
      );
    }
    const result = {
      orders: orderCount,
      ticketsShown: shown,
      queueMs: { p50: percentile(queueMs, 50), p95: percentile(queueMs, 95) },
      bumpMs: { p50: percentile(bumpMs, 50), p95: percentile(bumpMs, 95) },
      ticketsOfMs: { p50: percentile(ticketsMs, 50), p95: percentile(ticketsMs, 95) },
      renderAllMs: { p50: percentile(renderMs, 50), p95: percentile(renderMs, 95) },
      /** The warm-up rounds (view and render together), for reference. */
      coldMs: Math.round(coldMs.reduce((sum, value) => sum + value, 0)),
      goals: KITCHEN_GOALS,
    };
    return {
      ...result,
      met: {
        queue: result.queueMs.p95 <= KITCHEN_GOALS.queueP95,
        bump: result.bumpMs.p95 <= KITCHEN_GOALS.bumpP95,
        ticketsOf: result.ticketsOfMs.p95 <= KITCHEN_GOALS.ticketsOfP95,
        renderAll: result.renderAllMs.p95 <= KITCHEN_GOALS.renderAllP95,
      },
    };
  } finally {
    await t.close();
  }
}
