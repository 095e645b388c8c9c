/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; empty means the panel is served by the API server itself. */
  readonly VITE_API_URL?: string;
  /** v2 API key (x-api-key). The server's development key is used when unset. */
  readonly VITE_PANEL_API_KEY?: string;
  /** Sentry DSN; error reporting stays off without it. */
  readonly VITE_SENTRY_DSN?: string;
  /** WhatsApp number (with country code) for the support link of the user menu. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
