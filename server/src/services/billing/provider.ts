// Billing-provider adapter for mi-cuenta: customer portal (Stripe-style), invoice portal (Gigstack-style),
// invoices and retrying a failed subscription charge. No provider ships with this server: until one is
// configured every call answers 503 BILLING_NOT_CONFIGURED with a clear Spanish message, and the invoice
// list is empty. A real provider implements BillingProvider and is returned by billingProviderFor().
import type { LastInvoice } from '../../db/schema/accounts';
import { serverEnv, type ServerEnv } from '../../config';
import { HttpError } from '../../errors';

export const BILLING_MSG = {
  notConfigured: 'No hay un proveedor de facturación configurado',
  nothingToRetry: 'No hay un cobro pendiente de la suscripción',
} as const;

export interface BillingAccount {
  accountId: string;
  subscriptionId: string | null;
  email: string | null;
  lastInvoice: LastInvoice | null;
}

export interface BillingInvoice {
  id: string;
  /** ISO date of issue. */
  fecha: string;
  /** Pesos. */
  total: number;
  status: LastInvoice['status'];
  pdf_url: string | null;
}

export interface BillingProvider {
  readonly code: string;
  customerPortalUrl(account: BillingAccount): Promise<string>;
  invoicePortalUrl(account: BillingAccount): Promise<string>;
  invoices(account: BillingAccount): Promise<BillingInvoice[]>;
  /** Charges the open invoice again; returns its new state. */
  retryLastInvoice(account: BillingAccount): Promise<LastInvoice>;
}

export function billingNotConfigured(): HttpError {
  return new HttpError(503, BILLING_MSG.notConfigured, { code: 'BILLING_NOT_CONFIGURED' });
}

/** The configured provider (env BILLING_PROVIDER), or null: none is built into this server. */
export function billingProviderFor(env: ServerEnv = serverEnv(), registry: ReadonlyMap<string, BillingProvider> = BILLING_PROVIDERS): BillingProvider | null {
  const code = env.BILLING_PROVIDER?.trim();
  return code ? (registry.get(code) ?? null) : null;
}

/** Providers available to BILLING_PROVIDER; tests add one to exercise the configured path. */
export const BILLING_PROVIDERS = new Map<string, BillingProvider>();
