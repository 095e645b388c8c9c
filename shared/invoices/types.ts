// Wire types of the factura (docs/invoices.md): the owner's fiscal data and invoices, the self-invoice page.

/** GET/PUT /v1/facturacion/datos-fiscales. The Facturapi key leaves the server only masked. */
export interface FiscalProfileView {
  rfc: string;
  razon_social: string;
  regimen_fiscal: string;
  codigo_postal: string;
  clave_producto: string;
  /** '••••1234' or '' when none is stored. */
  llave_secreta: string;
  /** Every field and the key are stored: the ticket and the status page offer the factura. */
  completo: boolean;
  updated_at: string | null;
}

/** POST /v1/facturacion/probar: what Facturapi answered to an authenticated read. */
export interface InvoiceConnectionCheck {
  ok: boolean;
  message: string;
}

export type InvoiceKind = 'cliente' | 'global';
/** emitiendo: claimed, Facturapi not answered yet; valid / canceled: Facturapi's status. */
export type InvoiceStatus = 'emitiendo' | 'valid' | 'canceled' | 'pending' | 'draft' | 'failed';

export interface InvoiceView {
  id: string;
  tipo: InvoiceKind;
  estatus: InvoiceStatus;
  /** Serie y folio as Facturapi numbered it. */
  folio: string;
  /** Folio fiscal (UUID del timbre). */
  uuid: string | null;
  rfc: string;
  razon_social: string;
  /** Pesos. */
  total: number;
  /** Orders the invoice covers (1 for a customer's, the period's for the global). */
  pedidos: number;
  /** Global: «Mensual · Enero 2027 · 2027-01-01 a 2027-01-31». */
  periodo: string | null;
  /** The orders' folios (customer's: one). */
  folios_pedido: string[];
  created_at: string;
}

/** GET /v1/public/factura/:token — what the self-invoice page shows before the form. */
export interface SelfInvoiceOrder {
  comercio: string;
  folio: string;
  creado_at: string;
  total: number;
  /** The order can be invoiced now. */
  facturable: boolean;
  /** Why not, in Spanish (null when facturable or already invoiced). */
  motivo: string | null;
  /** Already invoiced (by this page): its downloads. */
  factura: SelfInvoiceResult | null;
}

/** POST /v1/public/factura/:token — the invoice issued for the order. */
export interface SelfInvoiceResult {
  folio: string;
  uuid: string | null;
  rfc: string;
  razon_social: string;
  pdf_url: string;
  xml_url: string;
  /** The SMTP server accepted the PDF and XML for this address (null: not sent, or not accepted). */
  correo_enviado: string | null;
}

/** POST /v1/public/factura/:token/correo — answered once the SMTP server accepted the message. */
export interface SelfInvoiceEmailResult {
  correo_enviado: string;
}

export interface GlobalInvoicePreview {
  pedidos: number;
  total: number;
}
