// Catalogue of commerce categories served by GET /v1/tag, applied at every start (idempotent).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../database';
import { tags } from '../schema/index';

export const TAG_SEEDS: readonly { id: string; nombre: string }[] = [
  { id: 'tacos', nombre: 'Tacos' },
  { id: 'antojitos', nombre: 'Antojitos mexicanos' },
  { id: 'mariscos', nombre: 'Mariscos' },
  { id: 'pizza', nombre: 'Pizza' },
  { id: 'hamburguesas', nombre: 'Hamburguesas' },
  { id: 'tortas', nombre: 'Tortas' },
  { id: 'pollo', nombre: 'Pollo' },
  { id: 'sushi', nombre: 'Sushi' },
  { id: 'comida-china', nombre: 'Comida china' },
  { id: 'cafeteria', nombre: 'Cafetería' },
  { id: 'postres', nombre: 'Postres' },
  { id: 'panaderia', nombre: 'Panadería' },
  { id: 'bebidas', nombre: 'Bebidas' },
  { id: 'saludable', nombre: 'Saludable' },
  { id: 'vegetariana', nombre: 'Vegetariana' },
  { id: 'comida-corrida', nombre: 'Comida corrida' },
  { id: 'alitas', nombre: 'Alitas' },
  { id: 'cortes', nombre: 'Cortes y parrilla' },
];

export async function seedTags(db: DbOrTx): Promise<void> {
  await db
    .insert(tags)
    .values(TAG_SEEDS.map((tag, index) => ({ ...tag, orden: index })))
    .onConflictDoUpdate({ target: tags.id, set: { nombre: sql`excluded.nombre`, orden: sql`excluded.orden` } });
}
