// Inserts the demo menu and returns what the order generator needs to price lines.
import type { Db } from '../../database';
import { categories, extraGroups, extraOptions, productExtraGroups, productPresentations, products } from '../../schema/index';
import type { Random } from './prng';
import { DEMO_EXTRA_GROUPS, DEMO_MENU } from './menu-data';

export interface SeededOption {
  id: string;
  nombre: string;
  precio_cents: number;
}
export interface SeededGroup {
  id: string;
  nombre: string;
  minimo: number;
  maximo: number;
  opciones: SeededOption[];
}
export interface SeededProduct {
  id: string;
  id_categoria: string;
  categoria: string;
  nombre: string;
  precio_cents: number;
  presentaciones: { id: string; nombre: string; precio_cents: number }[];
  grupos: SeededGroup[];
}

const cents = (pesos: number) => Math.round(pesos * 100);

export async function seedMenu(db: Db, commerceId: string, random: Random): Promise<SeededProduct[]> {
  const groups = new Map<string, SeededGroup>();
  const groupRows: (typeof extraGroups.$inferInsert)[] = [];
  const optionRows: (typeof extraOptions.$inferInsert)[] = [];
  DEMO_EXTRA_GROUPS.forEach((group, groupIndex) => {
    const id = random.uuid();
    const opciones = group.opciones.map((option, optionIndex) => {
      const row = { id: random.uuid(), id_comercio: commerceId, id_grupo: id, nombre: option.nombre, precio_cents: cents(option.precio), orden: optionIndex };
      optionRows.push(row);
      return { id: row.id, nombre: row.nombre, precio_cents: row.precio_cents };
    });
    groupRows.push({ id, id_comercio: commerceId, nombre: group.nombre, minimo: group.minimo, maximo: group.maximo, obligatorio: group.obligatorio, orden: groupIndex });
    groups.set(group.nombre, { id, nombre: group.nombre, minimo: group.minimo, maximo: group.maximo, opciones });
  });

  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  const presentationRows: (typeof productPresentations.$inferInsert)[] = [];
  const linkRows: (typeof productExtraGroups.$inferInsert)[] = [];
  const seeded: SeededProduct[] = [];
  DEMO_MENU.forEach((category, categoryIndex) => {
    const categoryId = random.uuid();
    categoryRows.push({ id: categoryId, id_comercio: commerceId, nombre: category.nombre, descripcion: category.descripcion, orden: categoryIndex });
    category.productos.forEach((product, productIndex) => {
      const productId = random.uuid();
      productRows.push({
        id: productId,
        id_comercio: commerceId,
        id_categoria: categoryId,
        nombre: product.nombre,
        descripcion: product.descripcion,
        precio_cents: cents(product.precio),
        orden: productIndex,
      });
      const presentaciones = (product.presentaciones ?? []).map((presentation, index) => {
        const row = { id: random.uuid(), id_comercio: commerceId, id_producto: productId, nombre: presentation.nombre, precio_cents: cents(presentation.precio), orden: index };
        presentationRows.push(row);
        return { id: row.id, nombre: row.nombre, precio_cents: row.precio_cents };
      });
      const grupos = (product.extras ?? []).map((name, index) => {
        const group = groups.get(name)!;
        linkRows.push({ id_producto: productId, id_grupo: group.id, id_comercio: commerceId, orden: index });
        return group;
      });
      seeded.push({ id: productId, id_categoria: categoryId, categoria: category.nombre, nombre: product.nombre, precio_cents: cents(product.precio), presentaciones, grupos });
    });
  });

  await db.insert(extraGroups).values(groupRows);
  await db.insert(extraOptions).values(optionRows);
  await db.insert(categories).values(categoryRows);
  await db.insert(products).values(productRows);
  await db.insert(productPresentations).values(presentationRows);
  await db.insert(productExtraGroups).values(linkRows);
  return seeded;
}
