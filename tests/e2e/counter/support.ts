// Counter e2e helpers: a customer ordering at a table from its QR (public endpoint with table_uuid), the
// floor as the API sees it, and full-page screenshots for review when E2E_SHOTS_DIR is set.
import type { Page } from 'playwright-core';
import type { TableFloor } from '@shared/counter';
import type { LoginSession } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import { shot as takeShot } from '../support/shots';

/** A full-page screenshot, only when E2E_SHOTS_DIR is set (taken on every run, they cost CPU the other files need). */
export const shot = (page: Page, name: string): Promise<void> => takeShot(page, `counter-${name}`, true);

export function privateHeaders(session: LoginSession): Record<string, string> {
  return { 'content-type': 'application/json', id_comercio: session.id_comercio, authorization: `Bearer ${session.token}` };
}

export async function floor(baseUrl: string, session: LoginSession): Promise<TableFloor[]> {
  const response = await fetch(`${baseUrl}/v1/mesas`, { headers: privateHeaders(session) });
  if (!response.ok) throw new Error(`mesas: ${response.status}`);
  return ((await response.json()) as { rows: TableFloor[] }).rows;
}

/** A free table; frees one (logged release) when every table is taken by other tests. */
export async function freeTable(baseUrl: string, session: LoginSession): Promise<TableFloor> {
  const tables = await floor(baseUrl, session);
  // Free and open ('a'): a table whose visit was paid is free on the floor but closed ('c') to the public menu
  // until it is released, and other files of this worker pay tables.
  const open = tables.filter((t) => t.estado === 'libre' && t.status === 'a');
  const free = open.length > 0 ? open : tables.filter((t) => t.estado === 'libre');
  const table = free[Math.floor(Math.random() * free.length)] ?? tables[tables.length - 1]!;
  if (table.estado !== 'libre' || table.status !== 'a') {
    await fetch(`${baseUrl}/v1/mesas/${table.uuid}/liberar`, { method: 'POST', headers: privateHeaders(session), body: JSON.stringify({ motivo: 'Preparación de prueba' }) });
  }
  return table;
}

interface MenuOptions {
  productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
}

/** The first product without required extras (any product when every one has them). */
async function simpleProduct(baseUrl: string, idPath: string): Promise<MenuOptions['productos'][number]> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido/opciones`)).json()) as MenuOptions;
  return options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
}

/** A customer orders one simple product to take away from the public menu (it arrives pending). */
export async function placeTakeAway(baseUrl: string, idPath: string, nombre = 'Cliente Estatus'): Promise<OrderDetail['pedido']> {
  const product = await simpleProduct(baseUrl, idPath);
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ metodo_entrega: 'takeAway', nombre, numero_celular: '9931239876', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 1, extras: [] }] }),
  });
  if (response.status !== 201) throw new Error(`pedido para llevar: ${response.status} ${await response.text()}`);
  return ((await response.json()) as OrderDetail).pedido;
}

/** A customer at the table orders `cantidad` of the first product without required extras. */
export async function placeTableOrder(baseUrl: string, idPath: string, tableUuid: string, cantidad = 2, nombre = 'Cliente en mesa'): Promise<OrderDetail> {
  const product = await simpleProduct(baseUrl, idPath);
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      metodo_entrega: 'inRestaurant',
      table_uuid: tableUuid,
      nombre,
      numero_celular: '9931234567',
      metodo_pago: 'efectivo',
      productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad, extras: [] }],
    }),
  });
  if (response.status !== 201) throw new Error(`pedido en mesa: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

/**
 * Narrows the board to the orders matching `text` (folio or customer name): after the whole e2e suite the
 * demo board holds hundreds of orders, and a column renders only the cards in view (docs/board.md).
 */
export async function showOnlyOnBoard(page: Page, text: string): Promise<void> {
  await page.getByTestId('board-search').fill(text);
}
