// Logo mark and product name, used in the sidebar, the mobile header and the auth screens.
import type { CSSProperties } from 'react';

export function LogoMark({ size = 36, src, alt = '' }: { size?: number; src?: string | null; alt?: string }) {
  const style: CSSProperties = { width: size, height: size, borderRadius: size / 4, flex: 'none', objectFit: 'cover' };
  if (src) return <img src={src} alt={alt} style={style} />;
  return (
    <svg viewBox="0 0 64 64" style={style} aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M20 14v16a6 6 0 0 0 5 6v14h4V36a6 6 0 0 0 5-6V14h-3v14h-2V14h-3v14h-2V14zm24 0c-4 0-7 6-7 14 0 5 2 8 5 8v14h4V14z" fill="#fff" />
    </svg>
  );
}

export const PRODUCT_NAME = 'Panel Comercio';
