// "Can customers order now?" (docs/availability.md) through real HTTP on a real database: the panel's
// GET /v1/comercio/disponibilidad and the public menu give the same answer for every reason, public intake
// refuses with that same reason, and special days are validated, tenant-scoped and used.
import { describe, expect, it } from 'vitest';
import type { Availability } from '@shared/availability';
import { localClock } from '@shared/availability';
import { addDays, type SpecialDay } from '@shared/special-days';
import type { PublicMenu } from '@shared/types/public-menu';
import { eq } from 'drizzle-orm';
import { commerces } from '../../../server/src/db/schema/commerces';
import { products } from '../../../server/src/db/schema/menu';
import { ALWAYS_OPEN, orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;
const MX = 'America/Mexico_City';

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

const panel = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, payload });

async function bothAnswers(): Promise<{ api: Availability; menu: PublicMenu['comercio'] }> {
  const api = await panel('GET', '/comercio/disponibilidad');
  expect(api.statusCode, api.body).toBe(200);
  const menu = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` });
  expect(menu.statusCode, menu.body).toBe(200);
  return { api: api.json<Availability>(), menu: menu.json<PublicMenu>().comercio };
}

async function expectSameAnswer(motivo: Availability['motivo']): Promise<Availability> {
  const { api, menu } = await bothAnswers();
  expect(api.motivo).toBe(motivo);
  expect(menu.disponibilidad).toEqual(api);
  expect(menu.abierto).toBe(api.abierto);
  return api;
}

const setCommerce = (patch: Partial<typeof commerces.$inferInsert>) => t.handle.db.update(commerces).set(patch).where(eq(commerces.id, shop.commerce.commerceId));
const today = () => localClock(new Date(), MX).date;

describe('availability', () => {
  it('the panel and the public menu answer the same for each reason, and intake refuses with it', async () => {
    expect((await expectSameAnswer('open')).mensaje).toBe('Abierto: recibe pedidos');

    await setCommerce({ servicio_activo: false });
    const off = await expectSameAnswer('switched_off');
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(off.mensaje);
    await setCommerce({ servicio_activo: true });

    // Closed by schedule: a single turn that ended an hour ago today.
    const clock = localClock(new Date(), MX);
    if (clock.minute >= 120) {
      const weekday = new Date(`${clock.date}T12:00:00Z`).getUTCDay();
      const end = clock.minute - 60;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      await setCommerce({ horarios: [{ dia: weekday, horario_apertura: '00:00', horario_cierre: hhmm(end) }] });
      const closed = await expectSameAnswer('outside_schedule');
      expect(closed.mensaje).toMatch(/^Cerrado por horario: abre el \S+ 0:00$/);
      const byHours = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
      expect(byHours.statusCode).toBe(409);
      expect(byHours.json<{ message: string }>().message).toBe(closed.mensaje);
    }
    await setCommerce({ horarios: [] });
    expect((await expectSameAnswer('no_schedule')).mensaje).toBe('Cerrado: sin horario de atención');
    await setCommerce({ horarios: ALWAYS_OPEN });

    const paused = await panel('PUT', '/modo-ocupado', { accion: 'pausar', minutos: 15 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await expectSameAnswer('paused')).mensaje).toBe('Pausado 15 min');
    await panel('PUT', '/modo-ocupado', { accion: 'reanudar' });

    await t.handle.db.update(products).set({ agotado: true }).where(eq(products.id_comercio, shop.commerce.commerceId));
    expect((await expectSameAnswer('no_products')).mensaje).toBe('Sin productos: el menú no tiene productos disponibles');
    await t.handle.db.update(products).set({ agotado: false }).where(eq(products.id, shop.menu.tacoId));
    await expectSameAnswer('open');
  });

  it('a holiday today closes the menu with its reason; a one-off opening opens a closed day', async () => {
    const holiday = await panel('POST', '/dias-especiales', { fecha: today(), cerrado: true, motivo: 'Día festivo' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const closed = await expectSameAnswer('special_closed');
    expect(closed.mensaje).toBe('Cerrado hoy por día festivo: abre mañana 0:00');
    expect(closed.dia_especial_hoy).toMatchObject({ fecha: today(), cerrado: true, motivo: 'Día festivo' });
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(closed.mensaje);

    // The same date as a one-off opening all day, with no weekly turns at all: open, and intake takes orders.
    const id = holiday.json<SpecialDay>().id;
    await setCommerce({ horarios: [] });
    const opening = await panel('PUT', `/dias-especiales/${id}`, { fecha: today(), cerrado: false, motivo: 'Apertura especial', horario_apertura: '00:00', horario_cierre: '24:00' });
    expect(opening.statusCode, opening.body).toBe(200);
    expect((await expectSameAnswer('open')).mensaje).toContain('(horario especial: Apertura especial)');
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(placed.statusCode, placed.body).toBe(201);

    expect((await panel('DELETE', `/dias-especiales/${id}`)).statusCode).toBe(204);
    await setCommerce({ horarios: ALWAYS_OPEN });
    await expectSameAnswer('open');
  });

  it('lists upcoming special days to customers and validates input with the field named', async () => {
    const ahead = addDays(today(), 10);
    expect((await panel('POST', '/dias-especiales', { fecha: ahead, cerrado: true, motivo: 'Inventario' })).statusCode).toBe(201);
    const list = await panel('GET', '/dias-especiales');
    expect(list.json<SpecialDay[]>().map((d) => d.fecha)).toEqual([ahead]);
    const { menu } = await bothAnswers();
    expect(menu.disponibilidad?.proximos_dias_especiales.map((d) => d.motivo)).toEqual(['Inventario']);

    const duplicate = await panel('POST', '/dias-especiales', { fecha: ahead, cerrado: true, motivo: 'Otro' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toMatch(/^fecha: /);
    for (const [payload, field] of [
      [{ fecha: '2020-01-01', cerrado: true, motivo: 'x' }, 'fecha'],
      [{ fecha: 'mañana', cerrado: true, motivo: 'x' }, 'fecha'],
      [{ fecha: addDays(today(), 3), cerrado: 'sí', motivo: 'x' }, 'cerrado'],
      [{ fecha: addDays(today(), 3), cerrado: true, motivo: '' }, 'motivo'],
      [{ fecha: addDays(today(), 3), cerrado: false, motivo: 'x', horario_apertura: '25:00', horario_cierre: '10:00' }, 'horario_apertura'],
    ] as const) {
      const response = await panel('POST', '/dias-especiales', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message.startsWith(`${field}:`)).toBe(true);
    }
    expect((await panel('GET', '/dias-especiales')).json<SpecialDay[]>()).toHaveLength(1);
    expect((await panel('DELETE', '/dias-especiales/no-es-un-id')).statusCode).toBe(404);
  });
});
