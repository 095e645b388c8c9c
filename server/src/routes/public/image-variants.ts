// GET /uploads/v/{width}/{name}.{avif|webp|jpg}: a phone-sized variant of an uploaded image (services/images,
// docs/public-menu.md). Public like the uploads themselves, with the same headers, and cached for a year as
// immutable (an upload's name never gets new content). Widths and formats outside the fixed list are a 404.
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/error-handler';
import { imageVariant, parseVariant, VARIANT_MIME } from '../../services/images/variants';
import { IMMUTABLE_CACHE } from '../../static-files';
import { UPLOAD_HEADERS } from '../v1/upload-image';

const NOT_FOUND = 'No encontramos esa imagen';

const imageVariantRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { width: string; file: string } }>('/uploads/v/:width/:file', async (request, reply) => {
    const variant = parseVariant(request.params.width, request.params.file);
    const bytes = variant ? await imageVariant(app.deps.config.uploadsDir, variant) : null;
    if (!variant || !bytes) return sendError(reply, 404, { message: NOT_FOUND });
    return reply.headers(UPLOAD_HEADERS).header('cache-control', IMMUTABLE_CACHE).type(VARIANT_MIME[variant.format]).send(bytes);
  });
};

export default imageVariantRoutes;
