// The uploads log: which commerce stored which file (public images and private documents), so a document
// named in a request is served or accepted only for the commerce that uploaded it.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { uploads } from '../db/schema/index';

export async function recordUpload(db: DbOrTx, commerceId: string, file: { filename: string; mime: string; sizeBytes: number }): Promise<void> {
  await db.insert(uploads).values({ id_comercio: commerceId, filename: file.filename, mime: file.mime, size_bytes: file.sizeBytes });
}

/** Of `filenames`, the ones this commerce uploaded. */
export async function ownedUploads(db: DbOrTx, commerceId: string, filenames: string[]): Promise<Set<string>> {
  if (filenames.length === 0) return new Set();
  const rows = await db.select({ filename: uploads.filename }).from(uploads).where(and(eq(uploads.id_comercio, commerceId), inArray(uploads.filename, filenames)));
  return new Set(rows.map((row) => row.filename));
}

/** The type of a file this commerce uploaded; undefined when it is not theirs. */
export async function uploadMime(db: DbOrTx, commerceId: string, filename: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.id_comercio, commerceId), eq(uploads.filename, filename)));
  return row?.mime;
}
