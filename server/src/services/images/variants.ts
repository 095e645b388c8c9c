// Resized copies of an uploaded image (docs/public-menu.md, Images). The upload is stored once, as sent; a
// variant (width × format, shared/public-menu/images.ts) is made by sharp on its first request and kept under
// uploads/.variants/, so later requests only read a file. The names are random ids that never get new
// content, which is what lets the variants be cached as immutable.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { VARIANTS_FOLDER } from './folders';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat, type ImageVariantWidth } from '../../../../shared/public-menu/images';

export const VARIANT_MIME: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

export interface VariantRequest {
  width: ImageVariantWidth;
  name: string;
  format: ImageVariantFormat;
}

/** '/320/abc-123.webp' parts → a variant request, or null for a width, name or format that does not exist. */
export function parseVariant(width: string, file: string): VariantRequest | null {
  const match = /^([\w-]{1,100})\.([a-z]+)$/.exec(file);
  const size = Number(width);
  if (!match || !/^\d+$/.test(width) || !IMAGE_VARIANT_WIDTHS.includes(size as ImageVariantWidth)) return null;
  const format = IMAGE_VARIANT_FORMATS.find((candidate) => candidate === match[2]);
  return format ? { width: size as ImageVariantWidth, name: match[1]!, format } : null;
}

function encode(image: Sharp, format: ImageVariantFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 72 });
  // The fallback has no transparency: a PNG logo goes on white.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 76, mozjpeg: true });
}

async function findOriginal(uploadsDir: string, name: string): Promise<string | null> {
  for (const ext of ORIGINAL_EXTENSIONS) {
    const path = join(uploadsDir, `${name}.${ext}`);
    if (await stat(path).then((s) => s.isFile(), () => false)) return path;
  }
  return null;
}

const making = new Map<string, Promise<Buffer | null>>();

async function make(uploadsDir: string, request: VariantRequest, target: string): Promise<Buffer | null> {
  const original = await findOriginal(uploadsDir, request.name);
  if (!original) return null;
  const bytes = await encode(sharp(original).rotate().resize({ width: request.width, withoutEnlargement: true }), request.format).toBuffer();
  await mkdir(join(uploadsDir, VARIANTS_FOLDER, String(request.width)), { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const partial = `${target}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
  return bytes;
}

/** The variant's bytes, made now if needed; null when there is no such upload. */
export async function imageVariant(uploadsDir: string, request: VariantRequest): Promise<Buffer | null> {
  const target = join(uploadsDir, VARIANTS_FOLDER, String(request.width), `${request.name}.${request.format}`);
  const kept = await readFile(target).catch(() => null);
  if (kept) return kept;
  let pending = making.get(target);
  if (!pending) {
    pending = make(uploadsDir, request, target).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}
