// HTML ticket: printed by Electron (webContents.print, 71 mm page) and shown as the on-screen preview.
import QRCode from 'qrcode';
import { PRINT } from '@shared/constants';
import type { TicketBlock, TicketDoc } from '../ticket/model';
import { MM_PER_COLUMN } from '../ticket/layout';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Only images the ticket can show without surprises: web addresses and inline raster data. */
export function safeImageSource(source: string): string | null {
  return /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp);base64,)/i.test(source.trim()) ? source.trim() : null;
}

export function htmlSizes(doc: TicketDoc): { titlePx: number; bodyPx: number } {
  const titlePx = PRINT.htmlTitlePx[doc.layout.textSize];
  return { titlePx, bodyPx: Math.max(11, titlePx - 4) };
}

async function blockHtml(block: TicketBlock): Promise<string> {
  switch (block.kind) {
    case 'text': {
      const classes = [block.title ? 'title' : '', block.bold ? 'b' : '', block.align === 'center' ? 'c' : block.align === 'right' ? 'r' : ''].filter(Boolean);
      return `<div class="${classes.join(' ')}">${escapeHtml(block.text)}</div>`;
    }
    case 'row':
      return `<div class="row${block.bold ? ' b' : ''}" style="padding-left:${block.indent * 4}px"><span>${escapeHtml(block.left)}</span><span>${escapeHtml(block.right)}</span></div>`;
    case 'rule':
      return '<hr>';
    case 'qr': {
      const svg = await QRCode.toString(block.data, { type: 'svg', margin: 0, errorCorrectionLevel: 'M', width: 120 });
      return `<div class="qr">${svg}</div><div class="c">${escapeHtml(block.caption)}</div>`;
    }
    case 'logo': {
      const source = safeImageSource(block.source);
      return source ? `<div class="c"><img class="logo" alt="" src="${escapeHtml(source)}"></div>` : '';
    }
    case 'feed':
      return `<div style="height:${block.lines}em"></div>`;
  }
}

export async function renderTicketHtml(doc: TicketDoc): Promise<string> {
  const { titlePx, bodyPx } = htmlSizes(doc);
  const pxPerMm = PRINT.previewWidthPx / doc.layout.paperWidthMm;
  const left = Math.round(doc.layout.marginLeftColumns * MM_PER_COLUMN * pxPerMm);
  const right = Math.round(doc.layout.marginRightColumns * MM_PER_COLUMN * pxPerMm);
  const body = (await Promise.all(doc.blocks.map(blockHtml))).join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Ticket</title>
<style>
@page { margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; }
.ticket { width: ${PRINT.previewWidthPx}px; box-sizing: border-box; padding: 4px ${right + 2}px 4px ${left + 2}px; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: ${bodyPx}px; line-height: 1.25; color: #000; overflow-wrap: anywhere; }
.title { font-size: ${titlePx}px; }
.b { font-weight: 700; }
.c { text-align: center; }
.r { text-align: right; }
.row { display: flex; justify-content: space-between; gap: 4px; }
.row span:last-child { white-space: nowrap; }
hr { border: 0; border-top: 1px dashed #000; margin: 4px 0; }
.qr { display: flex; justify-content: center; margin: 4px 0; }
.qr svg { width: 120px; height: 120px; }
img.logo { max-width: 70%; max-height: 80px; }
</style></head>
<body><div class="ticket" data-text-size="${doc.layout.textSize}">
${body}
</div></body></html>`;
}
