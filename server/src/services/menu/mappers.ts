// Menu rows ↔ the wire shapes of shared/types/menu.ts: cents in the database, pesos on the wire.
import { fromCents } from '@shared/money';
import type { Category, ExtraGroup, ExtraOption, Presentation, Product, Section } from '@shared/types/menu';
import type { categories, extraGroups, extraOptions, productPresentations, products, sections } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PresentationRow = typeof productPresentations.$inferSelect;
export type ExtraGroupRow = typeof extraGroups.$inferSelect;
export type ExtraOptionRow = typeof extraOptions.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

export function toCategoryWire(row: CategoryRow): Category {
  return { id: row.id, id_comercio: row.id_comercio, nombre: row.nombre, descripcion: row.descripcion, orden: row.orden, activo: row.activo };
}

export function toPresentationWire(row: PresentationRow): Presentation {
  return { id: row.id, nombre: row.nombre, precio: fromCents(row.precio_cents) };
}

export function toProductWire(row: ProductRow, presentations: PresentationRow[], extraIds: string[]): Product {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    id_categoria: row.id_categoria,
    nombre: row.nombre,
    descripcion: row.descripcion,
    imagen: row.imagen,
    precio: fromCents(row.precio_cents),
    presentaciones: presentations.map(toPresentationWire),
    orden: row.orden,
    agotado: row.agotado,
    activo: row.activo,
    extras: extraIds,
  };
}

export function toExtraOptionWire(row: ExtraOptionRow): ExtraOption {
  return { id: row.id, nombre: row.nombre, precio: fromCents(row.precio_cents), agotado: row.agotado };
}

export function toExtraGroupWire(row: ExtraGroupRow, options: ExtraOptionRow[]): ExtraGroup {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    nombre: row.nombre,
    minimo: row.minimo,
    maximo: row.maximo,
    obligatorio: row.obligatorio,
    opciones: options.map(toExtraOptionWire),
  };
}

export function toSectionWire(row: SectionRow): Section {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    nombre: row.nombre,
    descripcion: row.descripcion,
    productos: row.productos,
    activo: row.activo,
    orden: row.orden,
  };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Ids for an explicit order must be exactly the current set, each once. */
export function isSameSet(ids: readonly string[], current: readonly string[]): boolean {
  if (ids.length !== current.length) return false;
  const unique = new Set(ids);
  return unique.size === ids.length && current.every((id) => unique.has(id));
}
