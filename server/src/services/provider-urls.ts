// Where each provider's API is reached. Read from the environment once, in the server config (app-config.ts:
// resolveAppConfig), and handed from app.deps.config.providerUrls (or the outbox's deps.providerUrls) to each client,
// so tests and sandboxes point one app at their fakes without touching process.env.

/** One base URL per provider, without a trailing slash (README, "Configuración"). */
export type ProviderUrls = {
  /** WHATSAPP_API_URL: Green-API (the instance's apiUrl). */
  readonly whatsapp: string;
  /** FACTURAPI_BASE_URL: customers' CFDI invoices. */
  readonly facturapi: string;
  /** LOYVERSE_BASE_URL. */
  readonly loyverse: string;
  /** PICKER_BASE_URL: the rider provider. */
  readonly picker: string;
  /** STRIPE_API_BASE_URL: online payments. */
  readonly stripe: string;
  /** MERCADOPAGO_API_BASE_URL: online payments. */
  readonly mercadoPago: string;
  /** CLIP_API_BASE_URL: online payments (Clip's Checkout API). */
  readonly clip: string;
};

export const withoutTrailingSlash = (url: string): string => url.trim().replace(/\/+$/, '');
