// The catalogue of commerce categories (tags): the list the panel offers and the ids a commerce may pick.
import { asc } from 'drizzle-orm';
import type { Tag } from '@shared/types/misc';
import type { DbOrTx } from '../db/database';
import { tags } from '../db/schema/index';

export async function listTags(db: DbOrTx): Promise<Tag[]> {
  return db.select({ id: tags.id, nombre: tags.nombre }).from(tags).orderBy(asc(tags.orden));
}

export async function knownTagIds(db: DbOrTx): Promise<Set<string>> {
  return new Set((await db.select({ id: tags.id }).from(tags)).map((tag) => tag.id));
}
