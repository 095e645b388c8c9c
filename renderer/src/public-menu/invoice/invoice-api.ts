// The self-invoice page's calls (server/src/routes/public/invoice.ts, docs/invoices.md): the order by its ticket's
// token, the factura it asks for and its e-mail. A refusal keeps the server's Spanish message and the field it names.
import type { SelfInvoiceInput } from '@shared/invoices/rules';
import type { SelfInvoiceEmailResult, SelfInvoiceOrder, SelfInvoiceResult } from '@shared/invoices/types';

const base = (token: string) => `/v1/public/factura/${encodeURIComponent(token)}`;

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

const NETWORK = 'No pudimos conectarnos. Revisa tu conexión e intenta de nuevo.';

async function read<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json().catch(() => null)) as (T & { message?: string; field?: string }) | null;
  if (response.ok && body) return { ok: true, data: body };
  return { ok: false, message: body?.message ?? NETWORK, field: body?.field };
}

export async function loadSelfInvoiceOrder(token: string): Promise<Answer<SelfInvoiceOrder>> {
  try {
    return await read<SelfInvoiceOrder>(await fetch(base(token), { headers: { accept: 'application/json' } }));
  } catch {
    return { ok: false, message: NETWORK };
  }
}

export async function requestSelfInvoice(token: string, input: SelfInvoiceInput): Promise<Answer<SelfInvoiceResult>> {
  try {
    return await read<SelfInvoiceResult>(await fetch(base(token), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(input) }));
  } catch {
    return { ok: false, message: NETWORK };
  }
}

/** Answers once the SMTP server accepted the e-mail; its refusal comes back as the server's message. */
export async function sendSelfInvoiceEmail(token: string, correo: string): Promise<Answer<SelfInvoiceEmailResult>> {
  try {
    return await read<SelfInvoiceEmailResult>(await fetch(`${base(token)}/correo`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ correo }) }));
  } catch {
    return { ok: false, message: NETWORK };
  }
}
