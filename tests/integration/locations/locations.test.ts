// Several locations under one account (docs/locations.md): a single commerce's login is as it was; «Agregar
// sucursal» from a copy; one token per location in the login and the account details, revoked together;
// the monthly limit summed over the account; staff granted one or several locations with permissions each.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MSG, type LocationSummary, type UserLocationsAnswer } from '@shared/locations';
import type { AccountDetails } from '@shared/types/account';
import { categories, commerces, kitchenStations, products, sections } from '../../../server/src/db/schema/index';
import { createCommerce, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { insertOrdersReceivedNow, orderBody, placeOrder, withOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { addLocation, atLocation, createStaff } from './support';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

async function get<T>(url: string, headers: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('a single commerce', () => {
  it('logs in with one token for its one location, in the login answer and the account details', async () => {
    const single = await createCommerce(t.handle, { plan: 'PLUS' });
    const auth = await login(t.app, single.email, single.password);
    expect(auth.session.accountCommerceTokens).toEqual([{ id_comercio: single.commerceId, token: auth.session.token }]);
    const details = await get<AccountDetails>('/v1/auth/account-details', auth.headers);
    expect(details.body.accountCommerceTokens).toEqual([{ id_comercio: single.commerceId, token: auth.session.token }]);
    expect(details.body.orderLimits.perLocation).toBeUndefined();
    const list = await get<LocationSummary[]>('/v1/sucursales', auth.headers);
    expect(list.body).toEqual([expect.objectContaining({ id_comercio: single.commerceId, actual: true, pendientes: 0 })]);
  });
});

describe('«Agregar sucursal»', () => {
  let owner: LoggedIn;
  let second: Awaited<ReturnType<typeof addLocation>>;

  beforeAll(async () => {
    owner = shop.auth;
    await t.handle.db.insert(kitchenStations).values({ id_comercio: shop.commerce.commerceId, nombre: 'Parrilla', categorias: [shop.menu.categoryId] });
    second = await addLocation(t.app, owner, { nombre: 'Sucursal Norte', prefijo_folio: 'NTE', zona_horaria: 'America/Monterrey', copiar_de: shop.commerce.commerceId, copiar: ['menu', 'horarios', 'tarifas', 'impresion'] });
  });

  it('creates the location closed, with its own id_path, prefix and time zone, and a copy of the chosen parts', async () => {
    expect(second.location).toMatchObject({ nombre: 'Sucursal Norte', abierto: false, zona_horaria: 'America/Monterrey', actual: false });
    const [row] = await t.handle.db.select().from(commerces).where(eq(commerces.id, second.location.id_comercio));
    const [source] = await t.handle.db.select().from(commerces).where(eq(commerces.id, shop.commerce.commerceId));
    expect(row).toMatchObject({ account_id: shop.commerce.accountId, prefijo_folio: 'NTE', horarios: source!.horarios, costo_envio_domicilio_cents: 2500, tipo_plan: source!.tipo_plan });
    const copiedCategories = await t.handle.db.select().from(categories).where(eq(categories.id_comercio, second.location.id_comercio));
    const sourceCategories = await t.handle.db.select().from(categories).where(eq(categories.id_comercio, shop.commerce.commerceId));
    expect(copiedCategories.map((c) => c.nombre).sort()).toEqual(sourceCategories.map((c) => c.nombre).sort());
    expect(copiedCategories.some((c) => sourceCategories.some((s) => s.id === c.id))).toBe(false);
    const copiedProducts = await t.handle.db.select().from(products).where(eq(products.id_comercio, second.location.id_comercio));
    expect(copiedProducts.every((p) => copiedCategories.some((c) => c.id === p.id_categoria))).toBe(true);
    const [station] = await t.handle.db.select().from(kitchenStations).where(eq(kitchenStations.id_comercio, second.location.id_comercio));
    expect(station).toMatchObject({ nombre: 'Parrilla' });
    expect(station!.categorias).toHaveLength(1);
    expect(copiedCategories.map((c) => c.id)).toContain(station!.categorias[0]);
    expect(await t.handle.db.select().from(sections).where(eq(sections.id_comercio, second.location.id_comercio))).toBeDefined();
  });

  it("answers with a token of the owner's login for the new location, listed by the account details and the switcher", async () => {
    const menuThere = await get<unknown[]>('/v1/categorias', second.headers);
    expect(menuThere.status).toBe(200);
    const details = await get<AccountDetails>('/v1/auth/account-details', owner.headers);
    expect(details.body.accountCommerceTokens).toEqual([
      { id_comercio: shop.commerce.commerceId, token: owner.session.token },
      { id_comercio: second.location.id_comercio, token: second.token },
    ]);
    const list = await get<LocationSummary[]>('/v1/sucursales', second.headers);
    const [home] = await t.handle.db.select({ nombre: commerces.nombre }).from(commerces).where(eq(commerces.id, shop.commerce.commerceId));
    expect(list.body.map((l) => [l.nombre, l.actual])).toEqual([
      [home!.nombre, false],
      ['Sucursal Norte', true],
    ]);
    // The new location's token is for the new location only.
    const claimed = await t.app.inject({ method: 'GET', url: '/v1/categorias', headers: { ...second.headers, id_comercio: shop.commerce.commerceId } });
    expect(claimed.statusCode).toBe(403);
  });

  it('refuses a taken id_path (409), a source of another account (400) and staff (403)', async () => {
    const taken = await t.app.inject({ method: 'POST', url: '/v1/sucursales', headers: owner.headers, payload: { nombre: 'Otra sucursal', id_path: shop.idPath, direccion: 'x', zona_horaria: 'America/Mexico_City', copiar_de: null, copiar: [] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: LOCATION_MSG.idPathTaken });
    const other = await createCommerce(t.handle, { plan: 'PLUS' });
    const foreign = await t.app.inject({ method: 'POST', url: '/v1/sucursales', headers: owner.headers, payload: { nombre: 'Otra sucursal', id_path: 'otra-ajena-1', direccion: 'x', zona_horaria: 'America/Mexico_City', copiar_de: other.commerceId, copiar: ['menu'] } });
    expect(foreign.statusCode).toBe(400);
    const badZone = await t.app.inject({ method: 'POST', url: '/v1/sucursales', headers: owner.headers, payload: { nombre: 'Otra sucursal', id_path: 'otra-zona-1', direccion: 'x', zona_horaria: 'Marte/Olimpo', copiar_de: null, copiar: [] } });
    expect(badZone.statusCode).toBe(400);
    const staff = await createStaff(t.app, owner);
    const staffAuth = await login(t.app, staff.email, staff.password);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/sucursales', headers: staffAuth.headers, payload: { nombre: 'Sucursal Staff', id_path: 'suc-staff-1', direccion: 'x', zona_horaria: 'America/Mexico_City', copiar_de: null, copiar: [] } });
    expect(refused.statusCode).toBe(403);
  });

  it('a new login holds one token per location, home first; logout ends them all', async () => {
    const again = await login(t.app, shop.commerce.email, shop.commerce.password);
    expect(again.session.accountCommerceTokens?.map((e) => e.id_comercio)).toEqual([shop.commerce.commerceId, second.location.id_comercio]);
    const north = atLocation(again.session, second.location.id_comercio);
    expect((await get('/v1/categorias', north.headers)).status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: again.headers });
    expect(out.statusCode).toBe(200);
    expect((await get('/v1/categorias', north.headers)).status).toBe(401);
    expect((await get('/v1/categorias', again.headers)).status).toBe(401);
    // The other login of the same owner goes on.
    expect((await get('/v1/categorias', owner.headers)).status).toBe(200);
  });

  it('counts the monthly limit over the account, shown per location and in total', async () => {
    const freemium = await createCommerce(t.handle, { plan: 'FREEMIUM', nombre: 'Tacos Matriz' });
    const auth = await login(t.app, freemium.email, freemium.password);
    const branch = await addLocation(t.app, auth, { nombre: 'Sucursal Sur', copiar_de: null });
    await insertOrdersReceivedNow(t.handle, freemium.commerceId, 20);
    await insertOrdersReceivedNow(t.handle, branch.location.id_comercio, 10);
    const details = await get<AccountDetails>('/v1/auth/account-details', branch.headers);
    expect(details.body.orderLimits).toMatchObject({ currentMonthCount: 30, monthlyLimit: 30, quotaUsagePercent: 100 });
    expect(details.body.orderLimits.perLocation).toEqual([
      { id_comercio: freemium.commerceId, nombre: 'Tacos Matriz', currentMonthCount: 20 },
      { id_comercio: branch.location.id_comercio, nombre: 'Sucursal Sur', currentMonthCount: 10 },
    ]);
    const list = await get<LocationSummary[]>('/v1/sucursales', auth.headers);
    expect(list.body.map((l) => l.pendientes)).toEqual([20, 10]);
  });

  it('refuses an order at one location once the account used the month (intake)', async () => {
    // The ordering shop's account on FREEMIUM (30 a month): 30 orders at its other location use the month.
    await t.handle.db.update(commerces).set({ tipo_plan: 'FREEMIUM' }).where(eq(commerces.account_id, shop.commerce.accountId));
    try {
      await insertOrdersReceivedNow(t.handle, second.location.id_comercio, 30);
      const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ORDER_LIMIT_REACHED' });
    } finally {
      await t.handle.db.update(commerces).set({ tipo_plan: 'PLUS' }).where(eq(commerces.account_id, shop.commerce.accountId));
    }
  });
});

describe('staff per location', () => {
  it('grants one or several locations with permissions each; a withdrawn location ends its session only', async () => {
    const owner = await createCommerce(t.handle, { plan: 'PLUS' });
    const ownerAuth = await login(t.app, owner.email, owner.password);
    const branch = await addLocation(t.app, ownerAuth, { nombre: 'Sucursal Oriente' });
    const staff = await createStaff(t.app, ownerAuth);
    const first = await login(t.app, staff.email, staff.password);
    expect(first.session.accountCommerceTokens?.map((e) => e.id_comercio)).toEqual([owner.commerceId]);

    const cashier = [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/usuarios/${staff.id}/sucursales`,
      headers: ownerAuth.headers,
      payload: { grants: [{ id_comercio: owner.commerceId, modules: null }, { id_comercio: branch.location.id_comercio, modules: cashier }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UserLocationsAnswer>().grants).toHaveLength(2);

    const both = await login(t.app, staff.email, staff.password);
    const there = atLocation(both.session, branch.location.id_comercio);
    const detailsThere = await get<AccountDetails>('/v1/auth/account-details', there.headers);
    expect(detailsThere.body.modulesAndPermissions).toEqual(cashier);
    expect((await get('/v1/categorias', there.headers)).status).toBe(403);
    expect((await get('/v1/categorias', both.headers)).status).toBe(200);

    const home = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${staff.id}/sucursales`, headers: ownerAuth.headers, payload: { grants: [{ id_comercio: branch.location.id_comercio, modules: null }] } });
    expect(home.statusCode).toBe(400);
    expect(home.json<{ message: string }>().message).toContain(LOCATION_MSG.homeRequired);

    const withdrawn = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${staff.id}/sucursales`, headers: ownerAuth.headers, payload: { grants: [{ id_comercio: owner.commerceId, modules: null }] } });
    expect(withdrawn.statusCode).toBe(200);
    expect((await get('/v1/auth/account-details', there.headers)).status).toBe(401);
    expect((await get('/v1/categorias', both.headers)).status).toBe(200);

    // Staff never manage grants (owner only).
    const byStaff = await t.app.inject({ method: 'GET', url: `/v1/usuarios/${staff.id}/sucursales`, headers: both.headers });
    expect(byStaff.statusCode).toBe(403);
  });
});

