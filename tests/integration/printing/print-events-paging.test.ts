// GET /v1/impresion/eventos pages by (time, id): many trigger events recorded in the same millisecond
// (a burst at a busy counter, or a bulk import) straddle page boundaries, and asking for the next page
// with desde=<until>&tras=<untilId> sees every one exactly once (docs/printing.md, resync).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_EVENTS_PAGE_SIZE, type PrintEventsPage } from '@shared/printing';
import { liveEvents } from '../../../server/src/db/schema/orders';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/commerce';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let demo: LoggedIn;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  demo = await login(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const options = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${DEMO_ID_PATH}/pedido/opciones` })).json<{ productos: { id: string; extras: { obligatorio: boolean }[] }[] }>();
  const product = options.productos.find((p) => p.extras.every((group) => !group.obligatorio))!;
  const placed = await t.app.inject({
    method: 'POST',
    url: `/v1/public/comercio/${DEMO_ID_PATH}/pedido`,
    payload: { metodo_entrega: 'takeAway', nombre: 'Cliente', numero_celular: '5512345678', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 1 }] },
  });
  expect(placed.statusCode).toBe(201);
  orderId = placed.json<{ pedido: { id: string } }>().pedido.id;
});

afterAll(async () => {
  await t?.close();
});

async function eventsPage(query: Record<string, string>): Promise<{ status: number; body: PrintEventsPage & { message?: string } }> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/impresion/eventos?${new URLSearchParams(query).toString()}`, headers: demo.headers });
  return { status: response.statusCode, body: response.json() };
}

describe('print events paging', () => {
  it('sees every event of one millisecond exactly once across page boundaries', async () => {
    const at = new Date(Date.now() + 60_000); // after the order's own event, all in one millisecond
    const count = 2 * PRINT_EVENTS_PAGE_SIZE + 37;
    const rows = Array.from({ length: count }, () => ({ id_comercio: demo.session.id_comercio, event_id: 'newOrder', channel: `panel_${demo.session.id_comercio}`, data: { orderId, commerceId: demo.session.id_comercio, folio: 'X' }, created_at: at }));
    const inserted = await t.handle.db.insert(liveEvents).values(rows).returning({ id: liveEvents.id });
    const expected = new Set(inserted.map((row) => row.id));

    const seen: string[] = [];
    let query: Record<string, string> = { desde: new Date(at.getTime() - 1).toISOString() };
    let pages = 0;
    for (;;) {
      const { status, body } = await eventsPage(query);
      expect(status).toBe(200);
      pages += 1;
      seen.push(...body.events.map((event) => event.id));
      for (const event of body.events) expect(event.at).toBe(at.toISOString());
      if (!body.more) break;
      expect(body.until).toBe(at.toISOString());
      query = { desde: body.until!, tras: body.untilId! };
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(count);
    expect(new Set(seen)).toEqual(expected);

    // Paging by time alone would have skipped the rest of that millisecond after the first page.
    const { body: byTimeOnly } = await eventsPage({ desde: at.toISOString() });
    expect(byTimeOnly.events).toHaveLength(0);
  });

  it('refuses a tras that is not an event id, or without desde, with a Spanish message', async () => {
    const queries: Record<string, string>[] = [{ desde: new Date().toISOString(), tras: 'no-es-un-id' }, { tras: '7d9f0c9e-3f3b-4c55-9a1c-2f0e6f1b2a33' }];
    for (const query of queries) {
      const { status, body } = await eventsPage(query);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^tras: /);
    }
  });
});
