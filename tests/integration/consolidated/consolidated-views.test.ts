// The owner's consolidated views over the locations of one account (docs/locations.md, "Consolidated views"): statistics
// side by side and summed, reports and the order history with a «Sucursal» column, and the isolation rules —
// staff never see another location or `todas` (403), and no one reaches a location of another account (404),
// files included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidatedStats, LocationList } from '../../../shared/types/locations-reports';
import type { ReportResult, StatsDashboard } from '../../../shared/types/stats';
import type { HistoryPage } from '../../../shared/types/pages';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { insertOrders, type LineFixture, type OrderFixture } from '../stats/fixtures';
import { everything, staffCaller, type Caller } from '../security/support';
import { addAccountLocation } from '../../../testkit/account-location';

const taco = (cantidad: number): LineFixture => ({ nombre: 'Taco al pastor', presentacion: 'Orden', cantidad, precio_cents: 2500 });
const agua = (cantidad: number): LineFixture => ({ nombre: 'Agua de jamaica', presentacion: 'Litro', cantidad, precio_cents: 5000 });
const order = (folio: string, at: string, total: number, rest: Partial<OrderFixture> = {}): OrderFixture => ({
  folio,
  at,
  entrega: 'takeAway',
  pago: 'efectivo',
  estatus: 'delivered',
  nombre: `Cliente ${folio}`,
  celular: `993${folio.replace(/\D/g, '').padStart(7, '0')}`,
  subtotal: total,
  total,
  ...rest,
});

// Local days 2026-03-10 and 2026-03-11 in Mexico City (UTC−6).
const RANGE = 'desde=2026-03-10&hasta=2026-03-11';
const PERIOD = `periodo=personalizado&${RANGE}`;

let t: TestApp;
let owner: LoggedIn;
let otherOwner: LoggedIn;
let staff: Caller;
let centro: string;
let norte: string;
let otherCommerce: string;

beforeAll(async () => {
  t = await createTestApp();
  const account = await createCommerce(t.handle, { plan: 'PLUS', nombre: 'Centro' });
  centro = account.commerceId;
  norte = (await addAccountLocation(t.handle, account.accountId, { nombre: 'Norte' })).commerceId;
  owner = await login(t.app, account.email, account.password);
  staff = await staffCaller(t.handle, centro, everything());
  const other = await createCommerce(t.handle, { plan: 'PLUS', nombre: 'Otra cuenta' });
  otherCommerce = other.commerceId;
  otherOwner = await login(t.app, other.email, other.password);

  await insertOrders(t.handle, centro, [
    order('C-1', '2026-03-10T18:30:00Z', 10000, { entrega: 'delivery', lines: [taco(4)] }),
    order('C-2', '2026-03-11T20:00:00Z', 5000, { pago: 'tarjeta', lines: [agua(1)] }),
    order('C-3', '2026-03-11T22:00:00Z', 3000, { estatus: 'canceled' }),
  ]);
  await insertOrders(t.handle, norte, [
    order('N-1', '2026-03-10T18:45:00Z', 20000, { lines: [taco(8)] }),
    // Local 2026-03-10 19:00 (the UTC day is the 11th).
    order('N-2', '2026-03-11T01:00:00Z', 7550, { entrega: 'delivery', pago: 'tarjeta' }),
  ]);
  await insertOrders(t.handle, otherCommerce, [order('B-1', '2026-03-10T18:00:00Z', 99900, { nombre: 'Cliente secreto de otra cuenta' })]);
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function json<T>(url: string, headers: Record<string, string> = owner.headers): Promise<T> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<T>();
}

describe('location list', () => {
  it('the owner sees every location of the account, oldest first; staff only their own', async () => {
    expect((await json<LocationList>('/v1/estadisticas/sucursales')).sucursales).toEqual([
      { id: centro, nombre: 'Centro' },
      { id: norte, nombre: 'Norte' },
    ]);
    expect((await json<LocationList>('/v1/estadisticas/sucursales', staff.headers)).sucursales).toEqual([{ id: centro, nombre: 'Centro' }]);
    expect((await json<LocationList>('/v1/estadisticas/sucursales', otherOwner.headers)).sucursales).toEqual([{ id: otherCommerce, nombre: 'Otra cuenta' }]);
  });
});

describe('statistics', () => {
  it('side by side and summed: counts and money add up, the average ticket comes from the sums', async () => {
    const stats = await json<ConsolidatedStats>(`/v1/estadisticas/consolidado?${PERIOD}`);
    expect(stats.sucursales.map((s) => [s.nombre, s.tablero.ventas, s.tablero.pedidos, s.tablero.pedidos_totales])).toEqual([
      ['Centro', 150, 2, 3],
      ['Norte', 275.5, 2, 2],
    ]);
    const total = stats.total;
    expect(total).toMatchObject({ ventas: 425.5, pedidos: 4, pedidos_totales: 5, ticket_promedio: 106.38, desde: '2026-03-10', hasta: '2026-03-11' });
    expect(total.por_metodo_pago).toEqual([
      { clave: 'efectivo', pedidos: 2, ventas: 300 },
      { clave: 'tarjeta', pedidos: 2, ventas: 125.5 },
    ]);
    expect(total.ventas_por_dia).toEqual([
      { fecha: '2026-03-10', pedidos: 3, ventas: 375.5 },
      { fecha: '2026-03-11', pedidos: 1, ventas: 50 },
    ]);
    // C-1 at 12:30 and N-1 at 12:45 local.
    expect(total.ventas_por_hora.find((h) => h.hora === 12)).toEqual({ hora: 12, pedidos: 2, ventas: 300 });
    expect(total.productos_top).toEqual([
      { nombre: 'Taco al pastor', presentacion: 'Orden', cantidad: 12, importe: 300 },
      { nombre: 'Agua de jamaica', presentacion: 'Litro', cantidad: 1, importe: 50 },
    ]);
    expect(total.por_estatus.find((s) => s.clave === 'canceled')?.pedidos).toBe(1);
  });

  it('comercio=todas answers the summed dashboard, comercio=<id> one location, none the session’s commerce', async () => {
    const consolidated = await json<ConsolidatedStats>(`/v1/estadisticas/consolidado?${PERIOD}`);
    expect(await json<StatsDashboard>(`/v1/estadisticas?${PERIOD}&comercio=todas`)).toEqual(consolidated.total);
    expect(await json<StatsDashboard>(`/v1/estadisticas?${PERIOD}&comercio=${norte}`)).toEqual(consolidated.sucursales[1]!.tablero);
    expect(await json<StatsDashboard>(`/v1/estadisticas?${PERIOD}`)).toEqual(consolidated.sucursales[0]!.tablero);
  });

  it('staff: their own commerce only; todas, another location or the consolidated view are 403', async () => {
    expect((await json<StatsDashboard>(`/v1/estadisticas?${PERIOD}&comercio=${centro}`, staff.headers)).ventas).toBe(150);
    for (const url of [`/v1/estadisticas?${PERIOD}&comercio=todas`, `/v1/estadisticas?${PERIOD}&comercio=${norte}`, `/v1/estadisticas/consolidado?${PERIOD}`, `/v1/estadisticas?comercio=${otherCommerce}`]) {
      const response = await get(url, staff.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Norte');
    }
  });

  it('another account: its owner gets 404 for our locations and only its own figures with todas', async () => {
    for (const url of [`/v1/estadisticas?comercio=${norte}`, `/v1/estadisticas?comercio=${centro}`]) {
      expect((await get(url, otherOwner.headers)).statusCode, url).toBe(404);
    }
    expect((await get(`/v1/estadisticas?comercio=${otherCommerce}`, owner.headers)).statusCode).toBe(404);
    const theirs = await json<ConsolidatedStats>(`/v1/estadisticas/consolidado?${PERIOD}`, otherOwner.headers);
    expect(theirs.sucursales.map((s) => s.nombre)).toEqual(['Otra cuenta']);
    expect(theirs.total.ventas).toBe(999);
  });

  it('a malformed comercio is a 400, not a 500', async () => {
    expect((await get('/v1/estadisticas?comercio=cualquiera', owner.headers)).statusCode).toBe(400);
  });
});

describe('reports', () => {
  it('todas: «Sucursal» first, every location’s rows in turn, totals summed; pages cut across locations', async () => {
    const report = await json<ReportResult>(`/v1/reportes/pedidos?${RANGE}&comercio=todas`);
    expect(report.columnas[0]).toEqual({ key: 'sucursal', header: 'Sucursal' });
    expect(report.filas.map((r) => [r.sucursal, r.folio])).toEqual([
      ['Centro', 'C-1'],
      ['Centro', 'C-2'],
      ['Centro', 'C-3'],
      ['Norte', 'N-1'],
      ['Norte', 'N-2'],
    ]);
    expect(report.total_filas).toBe(5);
    expect(report.totales).toMatchObject({ sucursal: 'Todas las sucursales', folio: 'Total', cliente: '5 pedidos', total: 455.5 });
    const page2 = await json<ReportResult>(`/v1/reportes/pedidos?${RANGE}&comercio=todas&page=2&pageSize=2`);
    expect(page2.filas.map((r) => r.folio)).toEqual(['C-3', 'N-1']);
    const cash = await json<ReportResult>(`/v1/reportes/corte-caja?${RANGE}&comercio=todas`);
    expect(cash.totales).toMatchObject({ pedidos: 4, ventas: 425.5 });
  });

  it('one location of a several-location account keeps the column; a single-location account has none', async () => {
    const report = await json<ReportResult>(`/v1/reportes/pedidos?${RANGE}&comercio=${norte}`);
    expect(report.filas.map((r) => r.sucursal)).toEqual(['Norte', 'Norte']);
    const single = await json<ReportResult>(`/v1/reportes/pedidos?${RANGE}`, otherOwner.headers);
    expect(single.columnas.map((c) => c.key)).not.toContain('sucursal');
    expect(single.filas.map((r) => r.folio)).toEqual(['B-1']);
  });

  it('files: the CSV of todas leads with Sucursal and carries both locations', async () => {
    const response = await get(`/v1/reportes/pedidos?${RANGE}&comercio=todas&format=csv`, owner.headers);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.startsWith('"Sucursal","Folio"')).toBe(true);
    expect(lines.filter((line) => line.startsWith('"Norte"'))).toHaveLength(2);
    expect(lines.at(-1)!.startsWith('"Todas las sucursales","Total"')).toBe(true);
    const pdf = await get(`/v1/reportes/corte-caja?${RANGE}&comercio=todas&format=pdf`, owner.headers);
    expect(pdf.statusCode).toBe(200);
  });

  it('staff and other accounts: 403 / 404, files included, and never another account’s rows', async () => {
    for (const format of ['json', 'csv']) {
      expect((await get(`/v1/reportes/pedidos?${RANGE}&comercio=todas&format=${format}`, staff.headers)).statusCode).toBe(403);
      expect((await get(`/v1/reportes/pedidos?${RANGE}&comercio=${norte}&format=${format}`, staff.headers)).statusCode).toBe(403);
      expect((await get(`/v1/reportes/pedidos?${RANGE}&comercio=${norte}&format=${format}`, otherOwner.headers)).statusCode).toBe(404);
      const theirs = await get(`/v1/reportes/pedidos?${RANGE}&comercio=todas&format=${format}`, otherOwner.headers);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).not.toMatch(/C-1|N-1|Norte|Centro/);
      const own = await get(`/v1/reportes/pedidos?${RANGE}&format=${format}`, staff.headers);
      expect(own.body).not.toMatch(/N-1|Norte|secreto/);
      expect(own.body).toContain('C-1');
    }
  });
});

describe('order history', () => {
  it('the owner filters by location or sees all of them, newest first across locations', async () => {
    const all = await json<HistoryPage>(`/v1/pedidos/historial?${RANGE}&comercio=todas`);
    expect(all.rows.map((o) => o.folio)).toEqual(['C-3', 'C-2', 'N-2', 'N-1', 'C-1']);
    expect(new Set(all.rows.map((o) => o.id_comercio))).toEqual(new Set([centro, norte]));
    const north = await json<HistoryPage>(`/v1/pedidos/historial?${RANGE}&comercio=${norte}`);
    expect(north.rows.map((o) => o.folio)).toEqual(['N-2', 'N-1']);
    const own = await json<HistoryPage>(`/v1/pedidos/historial?${RANGE}`);
    expect(own.rows.map((o) => o.folio)).toEqual(['C-3', 'C-2', 'C-1']);
  });

  it('exports carry «Sucursal» for the owner of several locations', async () => {
    const response = await get(`/v1/pedidos/historial/export?${RANGE}&comercio=todas&format=csv`, owner.headers);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]!.startsWith('Sucursal,Folio') || lines[0]!.startsWith('"Sucursal","Folio"')).toBe(true);
    expect(lines.filter((line) => /^"?Norte"?,/.test(line))).toHaveLength(2);
    expect(lines).toHaveLength(6);
  });

  it('staff and other accounts: 403 / 404 and never a row of another location, exports included', async () => {
    for (const path of ['/v1/pedidos/historial', '/v1/pedidos/historial/export']) {
      expect((await get(`${path}?comercio=todas`, staff.headers)).statusCode).toBe(403);
      expect((await get(`${path}?comercio=${norte}`, staff.headers)).statusCode).toBe(403);
      expect((await get(`${path}?comercio=${norte}`, otherOwner.headers)).statusCode).toBe(404);
      const theirs = await get(`${path}?comercio=todas`, otherOwner.headers);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).not.toMatch(/C-1|N-1|Norte/);
      const own = await get(path, staff.headers);
      expect(own.body).not.toMatch(/N-1|N-2|Norte|secreto/);
    }
    const staffCsv = await get('/v1/pedidos/historial/export?format=csv', staff.headers);
    expect(staffCsv.body).not.toContain('Sucursal');
  });
});
