// The share cover of a commerce without a photo (docs/public-menu.md, Sharing): 1200×630, the page's orange
// with the restaurant's name, drawn from SVG by sharp. Kept per name in memory (a few kB each).
import sharp from 'sharp';
import { escapeHtml } from './head';

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_CACHED = 500;
const covers = new Map<string, Promise<Buffer>>();

/** Splits a long name into at most three lines of about `perLine` characters. */
function lines(name: string, perLine: number): string[] {
  const out: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 3 ? [...out.slice(0, 2), `${out.slice(2).join(' ').slice(0, perLine - 1)}…`] : out;
}

function coverSvg(name: string): string {
  const rows = lines(name, 22);
  const size = rows.length > 2 ? 72 : 88;
  const top = HEIGHT / 2 - ((rows.length - 1) * size * 1.15) / 2 - 30;
  const text = rows
    .map((row, i) => `<text x="80" y="${Math.round(top + i * size * 1.15)}" font-size="${size}" font-weight="700">${escapeHtml(row)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f08c00"/><stop offset="1" stop-color="#d9480f"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${text}
<text x="80" y="${HEIGHT - 80}" font-size="40" opacity="0.9">Menú en línea · Pide aquí</text></g>
</svg>`;
}

export function coverPng(name: string): Promise<Buffer> {
  let cover = covers.get(name);
  if (!cover) {
    cover = sharp(Buffer.from(coverSvg(name))).png({ compressionLevel: 9 }).toBuffer();
    cover.catch(() => covers.delete(name));
    if (covers.size >= MAX_CACHED) covers.delete(covers.keys().next().value!);
    covers.set(name, cover);
  }
  return cover;
}
