// Review-table rows of the menu import: which can be created, and the confirm payload.
import { DEFAULT_IMPORT_CATEGORY, type ImportRow } from '@shared/menu-import';
import type { ImportConfirmRow } from '../api';

/** Rows the server can create: a name and a price or priced presentations. Returns the problem of the first bad row. */
export function importProblems(rows: readonly ImportRow[]): string | null {
  for (const [index, row] of rows.entries()) {
    if (!row.nombre.trim()) return `Fila ${index + 1}: falta el nombre`;
    const priced = row.presentaciones.length > 0 ? row.presentaciones.every((p) => p.nombre.trim() && p.precio >= 0) : row.precio !== null && row.precio >= 0;
    if (!priced) return `Fila ${index + 1} (${row.nombre}): falta el precio`;
  }
  return null;
}

export function toConfirmRows(rows: readonly ImportRow[]): ImportConfirmRow[] {
  return rows.map((row) => ({
    categoria: row.categoria.trim() || DEFAULT_IMPORT_CATEGORY,
    nombre: row.nombre.trim(),
    ...(row.descripcion.trim() ? { descripcion: row.descripcion.trim() } : {}),
    ...(row.presentaciones.length > 0 ? { presentaciones: row.presentaciones.map((p) => ({ nombre: p.nombre.trim(), precio: p.precio })) } : { precio: row.precio }),
    ...(row.agotado ? { agotado: true } : {}),
  }));
}
