// Report files read back (CSV text, XLSX through exceljs, PDF through pdfjs-dist) with the same rows and
// totals as the JSON; the named periods (hoy, semana, mes) start at local midnight in the commerce's zone.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '../../../shared/dates';
import { zonedDateTimeToUtc } from '../../../server/src/services/zoned-time';
import { readPdf } from '../../support/pdf';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { HAND_FIXTURES, insertOrders } from './fixtures';

let testApp: TestApp;
let auth: LoggedIn;
let tijuana: LoggedIn;
const RANGE = 'desde=2026-03-10&hasta=2026-03-11';

beforeAll(async () => {
  testApp = await createTestApp();
  const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
  auth = await login(testApp.app, commerce.email, commerce.password);
  await insertOrders(testApp.handle, commerce.commerceId, HAND_FIXTURES);

  // A commerce on the Tijuana clock: "today" there starts at local midnight, and the minute before
  // belongs to yesterday.
  const zone = 'America/Tijuana';
  const other = await createCommerce(testApp.handle, { plan: 'PLUS', commerce: { zona_horaria: zone } });
  tijuana = await login(testApp.app, other.email, other.password);
  const today = zonedParts(new Date(), zone);
  const midnight = zonedDateTimeToUtc(today.year, today.month, today.day, 0, 0, zone);
  await insertOrders(testApp.handle, other.commerceId, [
    { folio: 'H-1', at: new Date(midnight.getTime() + 30_000).toISOString(), entrega: 'takeAway', pago: 'efectivo', estatus: 'delivered', nombre: 'Hoy', celular: '6641111111', subtotal: 12300, total: 12300 },
    { folio: 'H-0', at: new Date(midnight.getTime() - 30_000).toISOString(), entrega: 'takeAway', pago: 'efectivo', estatus: 'delivered', nombre: 'Ayer', celular: '6642222222', subtotal: 4500, total: 4500 },
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

async function download(url: string, who: LoggedIn = auth) {
  const response = await testApp.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
}

describe('report files', () => {
  it('CSV: UTF-8 with BOM, header, every row and the totals row', async () => {
    const response = await download(`/v1/reportes/corte-caja?${RANGE}&format=csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('corte-caja-2026-03-10_2026-03-11.csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      '"Método de pago","Pedidos","Ventas","Propinas","Envíos","Cambio entregado"',
      '"Efectivo","2","345.00","10.00","35.00","55.00"',
      '"Tarjeta","1","140.00","5.00","0.00","0.00"',
      '"Transferencia","1","137.65","1.55","25.00","0.00"',
      '"Total","4","622.65","16.55","60.00","55.00"',
    ]);
  });

  it('XLSX: exceljs reads back the orders report with its totals', async () => {
    const response = await download(`/v1/reportes/pedidos?${RANGE}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Pedidos generados');
    expect(sheet.rowCount).toBe(8); // header + 6 orders + totals
    expect(sheet.getRow(1).getCell(1).value).toBe('Folio');
    expect(sheet.getRow(2).getCell(1).value).toBe('T-7');
    const totals = sheet.getRow(8);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(7).value).toBe(923.45);
    expect(totals.getCell(11).value).toBe(1007.65);
  });

  it('PDF: read back, it has the title, the accented names and the totals', async () => {
    const response = await download(`/v1/reportes/clientes-frecuentes?${RANGE}&format=pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('Clientes frecuentes');
    expect(text).toContain('Ana López');
    expect(text).toContain('Dana Núñez');
    expect(text).toContain('$622.65');
    expect(text).toContain('3 clientes');
  });

  it('sold products PDF and XLSX carry the same totals as the JSON', async () => {
    const xlsx = await download(`/v1/reportes/productos-vendidos?${RANGE}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const last = workbook.worksheets[0]!.getRow(5);
    expect([last.getCell(1).value, last.getCell(3).value, last.getCell(4).value]).toEqual(['Total', 17, 573.45]);
  });
});

describe('named periods in the commerce zone', () => {
  it('hoy starts at local midnight: the order a minute before belongs to yesterday', async () => {
    const response = await download('/v1/estadisticas?periodo=hoy', tijuana);
    const body = response.json<{ ventas: number; pedidos: number; desde: string; hasta: string }>();
    expect(body.ventas).toBe(123);
    expect(body.pedidos).toBe(1);
    expect(body.desde).toBe(body.hasta);
  });

  it('semana runs Monday to Sunday and mes the whole calendar month, both holding today', async () => {
    const week = (await download('/v1/estadisticas?periodo=semana', tijuana)).json<{ desde: string; hasta: string; ventas_por_dia: unknown[]; ventas: number }>();
    expect(new Date(`${week.desde}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${week.hasta}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(week.ventas_por_dia).toHaveLength(7);
    expect(week.ventas).toBeGreaterThanOrEqual(123);
    const month = (await download('/v1/estadisticas?periodo=mes', tijuana)).json<{ desde: string; hasta: string; ventas: number }>();
    expect(month.desde.endsWith('-01')).toBe(true);
    const next = new Date(`${month.hasta}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(next.getUTCDate()).toBe(1);
    expect(month.ventas).toBeGreaterThanOrEqual(123);
  });

  it('requires the ESTADISTICAS module', async () => {
    const commerce = await createCommerce(testApp.handle, { plan: 'PLUS', modules: [{ id: 'MENU', permisos: ['list'] }] });
    const who = await login(testApp.app, commerce.email, commerce.password);
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/estadisticas?periodo=hoy', headers: who.headers });
    expect(response.statusCode).toBe(403);
    const report = await testApp.app.inject({ method: 'GET', url: '/v1/reportes/pedidos', headers: who.headers });
    expect(report.statusCode).toBe(403);
  });
});
