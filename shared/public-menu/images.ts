// Phone-sized variants of an uploaded image (docs/public-menu.md, Images): the server keeps each upload once and
// answers /uploads/v/{width}/{name}.{format} with a resized copy, made on first request and kept on disk. Only the
// widths below exist, so a client cannot make the server resize to any size it likes.
export const IMAGE_VARIANT_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** AVIF and WebP for browsers that take them; 'jpg' is the fallback every browser shows. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const UPLOAD_URL = /^(.*)\/uploads\/([\w-]+)\.(?:png|jpe?g|webp)$/i;

export interface ImageSources {
  /** The fallback's URL at the largest width asked for. */
  src: string;
  srcSet: Record<ImageVariantFormat, string>;
}

export function variantUrl(base: string, name: string, width: ImageVariantWidth, format: ImageVariantFormat): string {
  return `${base}/uploads/v/${width}/${name}.${format}`;
}

/** Variants at `widths` of an image uploaded here, or null for any other URL (shown as it is). */
export function imageSources(url: string | null, widths: readonly ImageVariantWidth[]): ImageSources | null {
  const match = url ? UPLOAD_URL.exec(url) : null;
  if (!match || widths.length === 0) return null;
  const [, base = '', name = ''] = match;
  const setOf = (format: ImageVariantFormat) => widths.map((width) => `${variantUrl(base, name, width, format)} ${width}w`).join(', ');
  return { src: variantUrl(base, name, widths[widths.length - 1]!, 'jpg'), srcSet: { avif: setOf('avif'), webp: setOf('webp'), jpg: setOf('jpg') } };
}
