// Loyverse screens' wire types (docs/integrations.md): the state of the sync and an order's receipt.

export interface LoyverseConflictView {
  kind: 'category' | 'item' | 'variant' | 'modifier' | 'modifier_option';
  loyverse_id: string;
  name: string;
  message: string;
}

export interface LoyverseRunView {
  at: string;
  created: number;
  updated: number;
  conflicts: LoyverseConflictView[];
}

/** When an order becomes a Loyverse receipt: delivered, paid, or whichever comes first (once either way). */
export const LOYVERSE_RECEIPT_TRIGGERS = ['entregado', 'pagado', 'primero'] as const;
export type LoyverseReceiptTrigger = (typeof LOYVERSE_RECEIPT_TRIGGERS)[number];

export interface LoyverseStatus {
  connected: boolean;
  /** Linked records per kind (how much of the menu is in sync). */
  linked: { categories: number; products: number; variants: number; modifiers: number; modifier_options: number };
  last_import: LoyverseRunView | null;
  last_stock: LoyverseRunView | null;
  /** Order payment method → Loyverse payment type id chosen by the owner. */
  payment_types: Record<string, string>;
  /** When orders are sent as receipts. */
  recibo_cuando: LoyverseReceiptTrigger;
  /** Receipts of delivered orders: sent, waiting (retrying) and failed. */
  receipts: { sent: number; pending: number; failed: number };
}

export interface LoyversePaymentTypeOption {
  id: string;
  name: string;
  type: string;
}

export interface LoyverseStockPull {
  sold_out: string[];
  back_in_stock: string[];
}

/** The Loyverse receipt of one order: none (not sent: Loyverse off or not delivered), pending, sent, failed. */
export interface LoyverseOrderReceipt {
  status: 'none' | 'pending' | 'sent' | 'failed';
  receipt_number: string | null;
  error: string | null;
  attempts: number;
  job_id: string | null;
}

/** «Enlazar a mano»: a local record (product or presentation) and its Loyverse variant, when linked. */
export interface LoyverseMappedRecord {
  id: string;
  nombre: string;
  variant_id: string | null;
  /** The linked variant's name in Loyverse (null: not linked, or the variant is gone there). */
  variante: string | null;
}

export interface LoyverseMapping {
  productos: (LoyverseMappedRecord & { presentaciones: LoyverseMappedRecord[] })[];
  articulos: { item_id: string; nombre: string; variantes: { variant_id: string; nombre: string }[] }[];
}

export interface LoyverseMappingInput {
  id_producto: string;
  /** Link this presentation instead of the product itself. */
  id_presentacion?: string | null;
  variant_id: string;
}
