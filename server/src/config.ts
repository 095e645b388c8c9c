// Server settings from the environment. DEV_API_KEY lives in shared/dev-api-key.ts, which vite.config.ts
// also reads, so the panel built for development sends the same v2 API key the server expects.

/** Development key of the v2 API (`x-api-key`). Production sets env API_KEY. */
export { DEV_API_KEY } from '../../shared/dev-api-key';

export const DEFAULT_PORT = 8080;
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_SESSION_TTL_HOURS = 30 * 24;

export interface LoginRateLimit {
  /** Failed attempts allowed per identifier + IP inside the window. */
  max: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, windowMs: 5 * 60_000 };

/** What the public may do per window (docs/security.md, "Límites del público"); counted in PostgreSQL. */
export interface PublicLimits {
  /** Orders to one commerce from one client address (wide: a restaurant's guests may share one Wi-Fi). */
  ordersPerIp: number;
  /** Orders to one commerce for one phone number. */
  ordersPerPhone: number;
  ordersWindowMs: number;
  /** Coupon previews that did not apply, per commerce and client address. */
  couponMissesPerIp: number;
  couponWindowMs: number;
  /** Sign-ups from one client address. */
  signupsPerIp: number;
  signupWindowMs: number;
}

export const DEFAULT_PUBLIC_LIMITS: PublicLimits = {
  ordersPerIp: 60,
  ordersPerPhone: 10,
  ordersWindowMs: 10 * 60_000,
  couponMissesPerIp: 20,
  couponWindowMs: 10 * 60_000,
  signupsPerIp: 10,
  signupWindowMs: 60 * 60_000,
};

/**
 * Every environment variable the server process reads, with what it is for and its default. This list,
 * `serverEnv()` and README's "Configuración" table are the one place configuration is described; a unit
 * test (tests/unit/server/config.test.ts) fails when the README misses one or another file reads process.env.
 */
export const SERVER_ENV_VARIABLES = {
  PORT: 'Puerto del panel y la API (0 = cualquiera libre); 8080',
  HOST: 'Interfaz donde escucha (0.0.0.0 la abre a la red local); 127.0.0.1',
  DATA_DIR: 'Carpeta de datos (PGlite, imágenes, llave de secretos); ./data',
  DATABASE_URL: 'PostgreSQL en lugar de PGlite',
  PG_POOL_MAX: 'Conexiones máximas al PostgreSQL de DATABASE_URL; 10',
  API_KEY: 'Clave x-api-key de la API v2; la de desarrollo',
  SESSION_TTL_HOURS: 'Vigencia de las sesiones; 720',
  SECRETS_KEY: 'Llave AES-256-GCM de los secretos de integraciones; archivo en DATA_DIR',
  PUBLIC_URL: 'Base de los enlaces que entrega el servidor; la del request',
  STATIC_DIR: 'Panel compilado que sirve server/src/main.ts; dist/renderer',
  LOG: 'off silencia el registro de requests',
  TRUST_PROXY: '1 toma la IP del cliente de X-Forwarded-For (detrás de un proxy)',
  PUBLIC_LIMITS: 'off quita los límites por IP y teléfono de pedidos, cupones y registro (pruebas de carga desde una IP); activos',
  LIVE_HEARTBEAT_MS: 'Latido del canal en vivo /ws; 30000',
  AUTO_PAUSE_EVERY_MS: 'Cada cuánto esta instancia evalúa la pausa automática de los comercios sin nadie atendiendo (0 la apaga aquí); 30000',
  OUTBOX_EVERY_MS: 'Cada cuánto esta instancia envía los avisos pendientes a otros sistemas (webhooks, WhatsApp, Loyverse; 0 lo apaga aquí); 2000',
  SANDBOX_COURIER_ASSIGN_MS: 'Repartidor de prueba: espera para asignar; 5000',
  SANDBOX_COURIER_STEP_MS: 'Repartidor de prueba: espera entre pasos; 20000',
  NEWS_FEED_URL: 'Fuente de novedades del panel; las integradas',
  MENU_LLM_URL: 'Proveedor de IA para importar menús',
  MENU_LLM_KEY: 'Llave del proveedor de IA',
  MENU_LLM_MODEL: 'Modelo del proveedor de IA; gpt-4o-mini',
  BILLING_PROVIDER: 'Proveedor de cobro de suscripciones; ninguno',
  AGENT_DATA_DIR: 'Datos del agente de impresión incluidos en los respaldos; DATA_DIR/agent',
  BACKUP_TIME: 'Hora local del respaldo diario, después del cierre (HH:MM); 23:45',
  BACKUP_SCHEDULE: 'off desactiva el respaldo diario; on lo activa también con DATABASE_URL; activo con PGlite',
  BACKUP_COPY_DIR: 'Carpeta (USB o sincronizada) que recibe una copia de cada respaldo; ninguna',
  ADMIN_EMAILS: 'Correos (separados por comas) de los operadores del servidor: respaldos y carpeta de copia; el dueño de la primera cuenta creada',
  CORS_ORIGINS: 'Orígenes (separados por comas) que pueden llamar a la API desde otra página; solo el propio (PUBLIC_URL)',
  NODE_ENV: 'production: los códigos de un canal sin proveedor no van a la consola (se responde que no se pudo enviar); desarrollo',
  SMTP_URL: 'Servidor de correo para los códigos (smtp://usuario:clave@host:587 o smtps://…:465); sin él, consola en desarrollo',
  MAIL_FROM: 'Remitente de los correos; Panel Comercio <no-responder@localhost>',
  TWILIO_ACCOUNT_SID: 'Cuenta de Twilio para los SMS de códigos; sin ella, consola en desarrollo',
  TWILIO_AUTH_TOKEN: 'Token de la cuenta de Twilio',
  TWILIO_FROM: 'Número (+52…) o remitente de los SMS; o TWILIO_MESSAGING_SERVICE_SID',
  TWILIO_MESSAGING_SERVICE_SID: 'Servicio de mensajería de Twilio en lugar de TWILIO_FROM',
  TWILIO_BASE_URL: 'Dirección de la API de Twilio; https://api.twilio.com',
  FACTURAPI_BASE_URL: 'Dirección de la API de Facturapi (facturas CFDI de los clientes); https://www.facturapi.io/v2',
  WHATSAPP_API_URL: 'Dirección de la API de Green-API (apiUrl de la instancia) para los mensajes de WhatsApp; https://api.green-api.com',
  LOYVERSE_BASE_URL: 'Dirección de la API de Loyverse; https://api.loyverse.com/v1.0',
  PICKER_BASE_URL: 'Dirección de la API de Picker; https://api.pickerexpress.com',
  STRIPE_API_BASE_URL: 'Dirección de la API de Stripe (pagos en línea); https://api.stripe.com',
  MERCADOPAGO_API_BASE_URL: 'Dirección de la API de Mercado Pago (pagos en línea); https://api.mercadopago.com',
  CLIP_API_BASE_URL: 'Dirección de la API de Clip (pagos en línea: Checkout, reembolsos); https://api.payclip.com',
  PAYMENTS_SWEEP_MS: 'Cada cuánto esta instancia vence los pagos en línea no hechos a tiempo y hace los reembolsos pendientes (0 lo apaga aquí); 5000',
} as const;

export type ServerEnvName = keyof typeof SERVER_ENV_VARIABLES;
export type ServerEnv = Partial<Record<ServerEnvName, string>>;

/** The server process's one read of process.env; everything else receives values from here. */
export function serverEnv(): ServerEnv {
  const env: ServerEnv = {};
  for (const name of Object.keys(SERVER_ENV_VARIABLES) as ServerEnvName[]) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

export function envNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}
