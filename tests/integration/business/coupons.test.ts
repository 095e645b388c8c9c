// Coupons (cupones): CRUD rules of /v1/cupones and the coupon applied by a public order — discount stored
// on the order (coupon_code/type/value/amount), one use counted, and clear refusals when the coupon is
// inactive, expired or used up.
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@shared/types/menu';
import { orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, payload: payload as Record<string, unknown> | undefined });

async function createCoupon(body: Record<string, unknown>): Promise<Coupon> {
  const response = await api('POST', '/cupones', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Coupon>();
}

describe('coupon CRUD', () => {
  it('creates a coupon with its code upper-cased and reads it back in pesos and percent', async () => {
    const amount = await createCoupon({ codigo: ' tacos20 ', tipo: 'amount', valor: 20.5, compra_minima: 100, limite_total: 10, limite_por_cliente: 2, fecha_inicio: '2026-01-01', fecha_fin: '2026-12-31' });
    expect(amount).toMatchObject({ codigo: 'TACOS20', tipo: 'amount', valor: 20.5, compra_minima: 100, limite_total: 10, limite_por_cliente: 2, usos: 0, activo: true });
    // Local days of the commerce (America/Mexico_City, UTC−6): from 00:00 of the first to the end of the last.
    expect(amount.fecha_inicio).toBe('2026-01-01T06:00:00.000Z');
    expect(amount.fecha_fin).toBe('2027-01-01T05:59:59.999Z');
    const percent = await createCoupon({ codigo: 'MITAD', tipo: 'percent', valor: 12.5 });
    expect(percent).toMatchObject({ tipo: 'percent', valor: 12.5, fecha_inicio: null, fecha_fin: null, compra_minima: null, limite_total: null });
    const list = await api('GET', '/cupones');
    expect(list.json<Coupon[]>().map((c) => c.codigo)).toEqual(expect.arrayContaining(['TACOS20', 'MITAD']));
  });

  it('refuses a code already used by the commerce, whatever its case', async () => {
    await createCoupon({ codigo: 'UNICO', tipo: 'amount', valor: 5 });
    const again = await api('POST', '/cupones', { codigo: 'unico', tipo: 'percent', valor: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Ya existe un cupón con ese código', code: 'COUPON_CODE_TAKEN' });
  });

  it('names the field of an invalid coupon', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tipo: 'amount', valor: 5 }, 'codigo'],
      [{ codigo: 'NO VALE', tipo: 'amount', valor: 5 }, 'codigo'],
      [{ codigo: 'PORCIENTO', tipo: 'percent', valor: 120 }, 'valor'],
      [{ codigo: 'CERO', tipo: 'amount', valor: 0 }, 'valor'],
      [{ codigo: 'TIPO', tipo: 'regalo', valor: 5 }, 'tipo'],
      [{ codigo: 'FECHAS', tipo: 'amount', valor: 5, fecha_inicio: '2026-05-10', fecha_fin: '2026-05-01' }, 'fecha_fin'],
      [{ codigo: 'LIMITE', tipo: 'amount', valor: 5, limite_total: 0 }, 'limite_total'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/cupones', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
  });

  it('edits only the fields sent and deletes with its id', async () => {
    const coupon = await createCoupon({ codigo: 'EDITAME', tipo: 'amount', valor: 10, limite_total: 5 });
    const edited = await api('PUT', `/cupones/${coupon.id}`, { valor: 15, activo: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Coupon>()).toMatchObject({ codigo: 'EDITAME', valor: 15, limite_total: 5, activo: false });
    const removed = await api('DELETE', `/cupones/${coupon.id}`);
    expect(removed.json()).toMatchObject({ id: coupon.id, message: 'Cupón eliminado' });
    expect((await api('GET', `/cupones/${coupon.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/cupones/${coupon.id}`)).statusCode).toBe(404);
  });
});

describe('coupons on public orders', () => {
  it('stores the discount on the order and counts the use in the list', async () => {
    const coupon = await createCoupon({ codigo: 'DIEZMENOS', tipo: 'amount', valor: 10 });
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { coupon_code: 'diezmenos', productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ pedido: Record<string, unknown> }>().pedido).toMatchObject({
      coupon_code: 'DIEZMENOS',
      coupon_type: 'amount',
      coupon_value: 10,
      coupon_amount: 10,
      subtotal: 50,
      total: 40,
    });
    const listed = (await api('GET', '/cupones')).json<Coupon[]>().find((c) => c.id === coupon.id);
    expect(listed?.usos).toBe(1);
    expect((await api('GET', `/cupones/${coupon.id}`)).json<Coupon>().usos).toBe(1);
  });

  it('refuses an inactive, expired or used-up coupon with a clear message and counts nothing', async () => {
    const inactive = await createCoupon({ codigo: 'APAGADO', tipo: 'amount', valor: 5, activo: false });
    await createCoupon({ codigo: 'VENCIDO', tipo: 'amount', valor: 5, fecha_inicio: '2020-01-01', fecha_fin: '2020-12-31' });
    const once = await createCoupon({ codigo: 'UNAVEZ', tipo: 'percent', valor: 10, limite_total: 1 });

    const attempt = (code: string, phone: string) => placeOrder(t.app, shop.idPath, orderBody(shop.menu, { coupon_code: code, numero_celular: phone }));
    const refusedInactive = await attempt('APAGADO', '9930000001');
    expect(refusedInactive.statusCode).toBe(422);
    expect(refusedInactive.json()).toMatchObject({ message: 'El cupón no está activo' });
    const refusedExpired = await attempt('VENCIDO', '9930000002');
    expect(refusedExpired.statusCode).toBe(422);
    expect(refusedExpired.json()).toMatchObject({ message: 'El cupón ha expirado' });
    const unknown = await attempt('NOEXISTE', '9930000003');
    expect(unknown.json()).toMatchObject({ message: 'El cupón no existe' });

    expect((await attempt('UNAVEZ', '9930000004')).statusCode).toBe(201);
    const usedUp = await attempt('UNAVEZ', '9930000005');
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json()).toMatchObject({ message: 'El cupón ya alcanzó su límite de usos' });

    // Switching the coupon on in the panel makes it usable at once.
    await api('PUT', `/cupones/${inactive.id}`, { activo: true });
    expect((await attempt('APAGADO', '9930000006')).statusCode).toBe(201);
    const counts = new Map((await api('GET', '/cupones')).json<Coupon[]>().map((c) => [c.codigo, c.usos]));
    expect(counts.get('UNAVEZ')).toBe(1);
    expect(counts.get('VENCIDO')).toBe(0);
    expect(counts.get('APAGADO')).toBe(1);
    expect(once.usos).toBe(0);
  });
});
