// The customer's factura by e-mail (docs/invoices.md): POST /v1/public/factura/:token/correo sends the PDF and XML
// through the server's SMTP sender and waits for the SMTP server's answer. The invoice records the address
// (invoices.correo, shown as «correo_enviado») only once the SMTP server accepted the message; a refusal is the
// customer's «No se pudo enviar la factura por correo: …» and the page offers to try again. The page asks for it
// after the invoice is issued, so the downloads never wait on the e-mail.
import { eq } from 'drizzle-orm';
import type { SelfInvoiceEmailResult } from '../../../../shared/invoices/types';
import { invoices } from '../../db/schema/invoices';
import { HttpError, notFound } from '../../errors';
import { downloadInvoiceFile } from './facturapi';
import { INVOICE_FILE_TYPES } from './records';
import { invoiceRow, orderByToken, SELF_INVOICE_MSG, type SelfInvoiceDeps } from './self-invoice';
import { issuerOf, SETTINGS_MSG } from './settings';

export const INVOICE_EMAIL_MSG = {
  failed: (reason: string) => `No se pudo enviar la factura por correo: ${reason}`,
  notConfigured: 'el servidor no tiene configurado el envío de correos',
  refusedLogin: 'el servidor de correo rechazó el acceso del remitente',
  refusedAddress: (to: string, response: string) => `el servidor de correo no aceptó la dirección ${to}${response ? ` (${response})` : ''}`,
  unreachable: 'no se pudo conectar con el servidor de correo',
  refused: (response: string) => `el servidor de correo no aceptó el mensaje${response ? ` (${response})` : ''}`,
  tooMany: 'Ya intentaste enviar esta factura varias veces. Espera unos minutos o descárgala aquí.',
} as const;

/** The SMTP server's refusal, in the customer's words (nodemailer's error codes; its response line when it gave one). */
export function smtpRefusal(error: unknown, to: string): string {
  const { code, response } = (error ?? {}) as { code?: unknown; response?: unknown };
  const said = typeof response === 'string' ? response.trim().slice(0, 160) : '';
  if (code === 'EAUTH') return INVOICE_EMAIL_MSG.refusedLogin;
  if (code === 'EENVELOPE') return INVOICE_EMAIL_MSG.refusedAddress(to, said);
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS') return INVOICE_EMAIL_MSG.unreachable;
  return INVOICE_EMAIL_MSG.refused(said);
}

// A public route that mails files to any address: a few tries per invoice per window (per server process; the
// token is the order's secret, so this only stops one holder from using it as a mail cannon).
const ATTEMPTS_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60_000;
const attempts = new Map<string, number[]>();

function takeAttempt(invoiceId: string, now = Date.now()): void {
  const recent = (attempts.get(invoiceId) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length >= ATTEMPTS_PER_WINDOW) throw new HttpError(429, INVOICE_EMAIL_MSG.tooMany, { code: 'EMAIL_TOO_MANY' });
  attempts.set(invoiceId, [...recent, now]);
  if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value!);
}

/** Sends the customer's factura to `to` and records it as sent once the SMTP server accepted it. */
export async function emailSelfInvoice(deps: SelfInvoiceDeps, token: string, to: string): Promise<SelfInvoiceEmailResult> {
  const found = await orderByToken(deps, token);
  const invoice = found ? await invoiceRow(deps, found.claim) : null;
  if (!found || !invoice?.facturapi_id || invoice.tipo !== 'cliente') throw notFound('Este pedido todavía no tiene factura');
  if (!deps.notifier.sendDocument) throw new HttpError(503, INVOICE_EMAIL_MSG.failed(INVOICE_EMAIL_MSG.notConfigured), { code: 'EMAIL_NOT_CONFIGURED' });
  const issuer = await issuerOf(deps, found.order.id_comercio);
  if (!issuer) throw new HttpError(409, SETTINGS_MSG.notReady, { code: 'INVOICING_NOT_READY' });
  takeAttempt(invoice.id);
  const folio = found.order.folio;
  const [pdf, xml] = await Promise.all([downloadInvoiceFile(issuer.access, invoice.facturapi_id, 'pdf'), downloadInvoiceFile(issuer.access, invoice.facturapi_id, 'xml')]);
  let accepted: boolean;
  try {
    accepted = await deps.notifier.sendDocument({
      to,
      subject: SELF_INVOICE_MSG.emailSubject(found.comercio, folio),
      text: SELF_INVOICE_MSG.emailText(found.comercio, folio, invoice.uuid_sat),
      attachments: [
        { filename: `factura-${invoice.folio || folio}.pdf`, content: pdf, contentType: INVOICE_FILE_TYPES.pdf },
        { filename: `factura-${invoice.folio || folio}.xml`, content: xml, contentType: INVOICE_FILE_TYPES.xml },
      ],
    });
  } catch (error) {
    throw new HttpError(502, INVOICE_EMAIL_MSG.failed(smtpRefusal(error, to)), { code: 'EMAIL_REFUSED' });
  }
  if (!accepted) throw new HttpError(503, INVOICE_EMAIL_MSG.failed(INVOICE_EMAIL_MSG.notConfigured), { code: 'EMAIL_NOT_CONFIGURED' });
  await deps.db.update(invoices).set({ correo: to, updated_at: new Date() }).where(eq(invoices.id, invoice.id));
  return { correo_enviado: to };
}
