// An image of the public menu: AVIF, WebP and a JPEG fallback at phone widths when the image was uploaded here,
// always with its displayed width and height (no layout shift while it loads) and lazy unless it is above the fold.
import { imageSources, type ImageVariantWidth } from './images';

export interface PictureProps {
  url: string;
  className: string;
  alt: string;
  /** Displayed size in CSS pixels. */
  width: number;
  height: number;
  /** Variant widths offered (1x, 2x … of the displayed width). */
  widths: readonly ImageVariantWidth[];
  sizes: string;
  /** Above the fold: fetched at once, at high priority. */
  eager?: boolean;
}

export function Picture({ url, className, alt, width, height, widths, sizes, eager = false }: PictureProps) {
  const sources = imageSources(url, widths);
  const loading = eager ? 'eager' : 'lazy';
  const img = (
    <img
      className={className}
      src={sources?.src ?? url}
      srcSet={sources?.srcSet.jpg}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={eager ? 'auto' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
