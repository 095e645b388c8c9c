// POST /v1/subir/imagen { extension, imagen: base64 or data URL } → { imagen: url }.
// The type is decided by the file's magic bytes (PNG, JPEG, WebP), not by `extension`; at most 5 MB.
// Files are stored under DATA_DIR/uploads and served back at /uploads/<file> (images only, with
// UPLOAD_HEADERS, see app.ts). The URL is built from PUBLIC_URL, or is relative: never from the request's
// Host header, which the client controls.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { recordUpload } from '../../services/uploads';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** base64 of 5 MB plus JSON and data-URL overhead. */
const BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

type ImageKind = { ext: 'png' | 'jpg' | 'webp'; mime: string };

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** Base of public file URLs: PUBLIC_URL, or '' (a same-origin relative URL). */
export function publicBaseUrl(request: FastifyRequest): string {
  return request.server.deps.config.publicUrl ?? '';
}

/** Headers of every served upload: no type sniffing, no script or content of its own. */
export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

/** Private documents: the same, never framed. */
export const PRIVATE_FILE_HEADERS = { ...UPLOAD_HEADERS, 'x-frame-options': 'DENY' } as const;

/** Only images are public uploads (documents live elsewhere); anything else under /uploads is a 404. */
export function isPublicUploadPath(path: string): boolean {
  return /^\/?[\w-]+(?:\.[\w-]+)*\.(?:png|jpe?g|webp)$/i.test(path);
}

const uploadImageRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { extension?: string; imagen: string } }>(
    '/subir/imagen',
    {
      config: { access: 'signedIn' },
      bodyLimit: BODY_LIMIT,
      schema: {
        body: {
          type: 'object',
          required: ['imagen'],
          properties: { extension: { type: 'string', maxLength: 20 }, imagen: { type: 'string', minLength: 1 } },
        },
      },
    },
    async (request) => {
      const session = getSession(request);
      const { db, config } = app.deps;
      const encoded = request.body.imagen.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) throw badRequest(SERVER_MSG.imageInvalidBase64, 'imagen');
      if (Math.floor((encoded.length * 3) / 4) - 2 > MAX_IMAGE_BYTES) throw new HttpError(413, SERVER_MSG.imageTooLarge, { field: 'imagen' });
      const bytes = Buffer.from(encoded, 'base64');
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, SERVER_MSG.imageTooLarge, { field: 'imagen' });
      const kind = detectImage(bytes);
      if (!kind) throw badRequest(SERVER_MSG.imageWrongType, 'imagen');
      const filename = `${randomUUID()}.${kind.ext}`;
      await writeFile(join(config.uploadsDir, filename), bytes);
      await recordUpload(db, session.commerceId, { filename, mime: kind.mime, sizeBytes: bytes.length });
      return { imagen: `${publicBaseUrl(request)}/uploads/${filename}` };
    },
  );
};

export default uploadImageRoutes;
