// What a location that follows a master menu may change itself (docs/master-menu.md): prices (of the
// product, its presentations, extra options) and sold-out. The product and extra forms send the whole
// record back, so fields equal to the stored ones pass; a different name, category, list… is the master's
// to change (409 MASTER_MENU).
import { and, eq } from 'drizzle-orm';
import type { ExtraGroup, Product } from '@shared/types/menu';
import { toCents } from '@shared/money';
import type { Db } from '../../../db/database';
import { extraOptions, productPresentations, products } from '../../../db/schema/index';
import { badRequest, conflict } from '../../../errors';
import { asBody, bool, type Body } from '../../input';
import { getExtraGroup, setExtraOptionSoldOut, updateExtraGroup } from '../extras';
import { getProduct, setProductSoldOut, updateProduct } from '../products';
import { MASTER_MENU_MSG } from './messages';
import { followedMaster, markOwnPrices, MASTER_MENU_CODE } from './propagate';

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameSet = (a: unknown, b: readonly string[]): boolean => Array.isArray(a) && sameValue([...a].sort(), [...b].sort());

function refuseIfChanged(master: string, changed: boolean): void {
  if (changed) throw conflict(MASTER_MENU_MSG.managedBy(master), MASTER_MENU_CODE);
}

function priceCents(value: unknown, field: string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) throw badRequest('El precio debe ser un número mayor o igual a 0', field);
  return toCents(number);
}

interface PricedItem {
  id: string;
  nombre: string;
  precio: number;
}

/** The sent list, read as new prices of the stored items: same items (by id, or in order), same names. */
function sentPrices(master: string, sent: unknown, stored: readonly PricedItem[], field: string): Map<string, { cents: number; item: Body }> {
  const list = Array.isArray(sent) ? sent : null;
  refuseIfChanged(master, list === null || list.length !== stored.length);
  const prices = new Map<string, { cents: number; item: Body }>();
  stored.forEach((item, index) => {
    const entry = asBody(list?.[index]);
    const matches = (entry.id === undefined || entry.id === item.id) && (entry.nombre === undefined || sameValue(entry.nombre, item.nombre));
    refuseIfChanged(master, !matches);
    prices.set(item.id, { cents: entry.precio === undefined ? toCents(item.precio) : priceCents(entry.precio, field), item: entry });
  });
  return prices;
}

async function updateFollowerProduct(db: Db, commerceId: string, master: string, id: unknown, input: unknown): Promise<Product> {
  const current = await getProduct(db, commerceId, id);
  const body = asBody(input);
  refuseIfChanged(
    master,
    (['nombre', 'id_categoria', 'descripcion', 'imagen', 'activo'] as const).some((key) => key in body && !sameValue(body[key], current[key])) ||
      ('extras' in body && !sameSet(body.extras, current.extras)),
  );
  await db.transaction(async (tx) => {
    if ('presentaciones' in body && current.presentaciones.length > 0) {
      const prices = sentPrices(master, body.presentaciones, current.presentaciones, 'presentaciones');
      for (const [presentationId, { cents }] of prices) {
        await tx.update(productPresentations).set({ precio_cents: cents }).where(and(eq(productPresentations.id, presentationId), eq(productPresentations.id_comercio, commerceId)));
      }
      const lowest = Math.min(...[...prices.values()].map((p) => p.cents));
      await tx.update(products).set({ precio_cents: lowest }).where(and(eq(products.id, current.id), eq(products.id_comercio, commerceId)));
    } else if (current.presentaciones.length === 0 && body.precio !== undefined && body.precio !== null) {
      await tx.update(products).set({ precio_cents: priceCents(body.precio, 'precio') }).where(and(eq(products.id, current.id), eq(products.id_comercio, commerceId)));
    }
    const masterRow = await followedMaster(tx, commerceId);
    if (masterRow) await markOwnPrices(tx, commerceId, masterRow.id);
  });
  const agotado = bool(body, 'agotado');
  if (agotado !== undefined && agotado !== current.agotado) return setProductSoldOut(db, commerceId, current.id, { agotado });
  return getProduct(db, commerceId, current.id);
}

async function updateFollowerExtraGroup(db: Db, commerceId: string, master: string, id: unknown, input: unknown): Promise<ExtraGroup & { productos: string[] }> {
  const current = await getExtraGroup(db, commerceId, id);
  const body = asBody(input);
  refuseIfChanged(
    master,
    (['nombre', 'minimo', 'maximo', 'obligatorio'] as const).some((key) => key in body && !sameValue(body[key], current[key])) ||
      ('productos' in body && !sameSet(body.productos, current.productos)),
  );
  if ('opciones' in body) {
    const prices = sentPrices(master, body.opciones, current.opciones, 'opciones');
    await db.transaction(async (tx) => {
      for (const [optionId, { cents }] of prices) {
        await tx.update(extraOptions).set({ precio_cents: cents }).where(and(eq(extraOptions.id, optionId), eq(extraOptions.id_comercio, commerceId)));
      }
      const masterRow = await followedMaster(tx, commerceId);
      if (masterRow) await markOwnPrices(tx, commerceId, masterRow.id);
    });
    for (const option of current.opciones) {
      const agotado = bool(prices.get(option.id)?.item ?? {}, 'agotado');
      if (agotado !== undefined && agotado !== option.agotado) await setExtraOptionSoldOut(db, commerceId, current.id, option.id, { agotado });
    }
  }
  return getExtraGroup(db, commerceId, current.id);
}

/** PUT /v1/productos/{id}: the whole edit in a location with its own menu, prices and sold-out in a follower. */
export async function saveProduct(db: Db, commerceId: string, id: unknown, input: unknown): Promise<Product> {
  const master = await followedMaster(db, commerceId);
  return master ? updateFollowerProduct(db, commerceId, master.nombre, id, input) : updateProduct(db, commerceId, id, input);
}

/** PUT /v1/extras/{id}: the same split for extra groups. */
export async function saveExtraGroup(db: Db, commerceId: string, id: unknown, input: unknown): Promise<ExtraGroup & { productos: string[] }> {
  const master = await followedMaster(db, commerceId);
  return master ? updateFollowerExtraGroup(db, commerceId, master.nombre, id, input) : updateExtraGroup(db, commerceId, id, input);
}
