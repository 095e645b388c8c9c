// The fallback print of a shift summary (print-shift.ts): a 58 mm page through the system print dialog (a
// hidden frame sized to the paper), for a browser without the desktop side or when no printer is set up.
import type { CashShift } from '@shared/counter';
import { formatDateTime } from '@shared/dates';
import { cashSummaryLines } from '@shared/cash-close-lines';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function shiftTicketHtml(shift: CashShift, commerceName: string): string {
  const rows = cashSummaryLines(shift)
    .map((l) => `<tr${l.strong ? ' class="b"' : ''}><td>${escape(l.label)}</td><td class="r">${escape(l.value)}</td></tr>`)
    .join('');
  const moves = shift.movimientos.map((m) => `<div>${m.tipo === 'entrada' ? '+' : '−'} ${escape(m.motivo)}</div>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Corte de caja</title><style>
@page { size: 58mm auto; margin: 2mm; }
body { width: 54mm; font: 10px/1.3 monospace; margin: 0; }
h1 { font-size: 12px; text-align: center; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; } td { padding: 1px 0; vertical-align: top; } .r { text-align: right; white-space: nowrap; } .b td { font-weight: bold; }
</style></head><body><h1>${escape(commerceName)}</h1><div style="text-align:center">CORTE DE CAJA</div>
<div>Apertura: ${escape(formatDateTime(shift.abierto_at))}</div><div>Cierre: ${escape(shift.cerrado_at ? formatDateTime(shift.cerrado_at) : 'turno abierto')}</div><hr>
<table>${rows}</table>${moves ? `<hr>${moves}` : ''}${shift.nota ? `<hr><div>${escape(shift.nota)}</div>` : ''}</body></html>`;
}

export function printShift(shift: CashShift, commerceName: string): void {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.setAttribute('data-testid', 'shift-print-frame');
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) return frame.remove();
  doc.open();
  doc.write(shiftTicketHtml(shift, commerceName));
  doc.close();
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 60_000);
}
