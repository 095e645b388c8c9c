// The owner's WhatsApp settings and the customers who opted out (docs/whatsapp.md). A commerce without a row
// sends nothing: automatic messages start when the owner chooses steps.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WhatsAppSettingsInput } from '@shared/types/whatsapp';
import { WHATSAPP_STEPS, whatsappNumber } from '@shared/orders/whatsapp-notice';
import { WHATSAPP_PRINTER_DOWN_MINUTES, WHATSAPP_UNACCEPTED_MINUTES } from '@shared/validation/whatsapp';
import type { DbOrTx } from '../../db/database';
import { accounts, commerces, integrations, plans } from '../../db/schema/index';
import { whatsappOptOuts, whatsappSettings, type WhatsAppOptOutOrigin } from '../../db/schema/whatsapp';
import { effectivePlan } from '../plans';

export const WHATSAPP_MODULE = 'NOTIFICACIONES_CLIENTE_WHATSAPP';

export interface StoredWhatsAppSettings extends WhatsAppSettingsInput {
  origenPublico: string | null;
  entranteToken: string;
}

export const DEFAULT_WHATSAPP_SETTINGS: WhatsAppSettingsInput = {
  pasos: [],
  plantillas: {},
  alertas_dueno: false,
  telefono_alertas: '',
  minutos_sin_aceptar: WHATSAPP_UNACCEPTED_MINUTES.default,
  minutos_impresora: WHATSAPP_PRINTER_DOWN_MINUTES.default,
};

export async function readWhatsAppSettings(db: DbOrTx, commerceId: string): Promise<StoredWhatsAppSettings | null> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id_comercio, commerceId)).limit(1);
  if (!row) return null;
  return {
    // Kept in the steps' own order, whatever order they were saved in.
    pasos: WHATSAPP_STEPS.filter((step) => row.pasos.includes(step)),
    plantillas: row.plantillas,
    alertas_dueno: row.alertas_dueno,
    telefono_alertas: row.telefono_alertas,
    minutos_sin_aceptar: row.minutos_sin_aceptar,
    minutos_impresora: row.minutos_impresora,
    origenPublico: row.origen_publico,
    entranteToken: row.entrante_token,
  };
}

/** Saves the settings (already validated); `origin` is where customers reach the menu, for the status links. */
export async function saveWhatsAppSettings(db: DbOrTx, commerceId: string, input: WhatsAppSettingsInput, origin: string): Promise<void> {
  const plantillas = Object.fromEntries(
    WHATSAPP_STEPS.map((step) => [step, (input.plantillas[step] ?? '').trim()] as const).filter(([, text]) => text.length > 0),
  );
  const values = {
    pasos: WHATSAPP_STEPS.filter((step) => input.pasos.includes(step)),
    plantillas,
    alertas_dueno: input.alertas_dueno,
    telefono_alertas: input.telefono_alertas,
    minutos_sin_aceptar: input.minutos_sin_aceptar,
    minutos_impresora: input.minutos_impresora ?? WHATSAPP_PRINTER_DOWN_MINUTES.default,
    origen_publico: origin,
    updated_at: new Date(),
  };
  await db
    .insert(whatsappSettings)
    .values({ id_comercio: commerceId, entrante_token: randomBytes(24).toString('base64url'), ...values })
    .onConflictDoUpdate({ target: whatsappSettings.id_comercio, set: values });
}

/** The commerce's facts a message needs: name, menu path, time zone, country code, whether its plan has the module. */
export interface WhatsAppCommerce {
  id: string;
  nombre: string;
  idPath: string;
  zonaHoraria: string;
  countryCode: string;
  moduloIncluido: boolean;
  /** The WhatsApp Business integration is saved and active (its secrets are read only when sending). */
  gatewayGuardado: boolean;
}

export async function whatsappCommerce(db: DbOrTx, commerceId: string, at: Date): Promise<WhatsAppCommerce | null> {
  const [row] = await db
    .select({
      id: commerces.id,
      nombre: commerces.nombre,
      idPath: commerces.id_path,
      zonaHoraria: commerces.zona_horaria,
      countryCode: commerces.country_code,
      tipoPlan: commerces.tipo_plan,
      trialEndsAt: accounts.trial_ends_at,
      gateway: sql<boolean>`EXISTS (SELECT 1 FROM ${integrations} i WHERE i.id_comercio = ${commerces.id} AND i.provider_code = 'whatsappBusiness' AND i.activo)`.mapWith(Boolean),
    })
    .from(commerces)
    .innerJoin(accounts, eq(accounts.id, commerces.account_id))
    .where(eq(commerces.id, commerceId))
    .limit(1);
  if (!row) return null;
  const [plan] = await db.select({ modulos: plans.modulos }).from(plans).where(eq(plans.id, effectivePlan(row.tipoPlan, row.trialEndsAt, at))).limit(1);
  return {
    id: row.id,
    nombre: row.nombre,
    idPath: row.idPath,
    zonaHoraria: row.zonaHoraria,
    countryCode: row.countryCode,
    moduloIncluido: (plan?.modulos ?? []).some((module) => module.id === WHATSAPP_MODULE),
    gatewayGuardado: row.gateway,
  };
}

/** The key a phone is opted out under: country code and number, digits only; null for no usable phone. */
export function optOutKey(phone: { numero_celular: string; country_code: string }): string | null {
  return whatsappNumber(phone);
}

/** Records an opt-out; a second one for the same phone changes nothing. */
export async function optOut(db: DbOrTx, commerceId: string, phoneKey: string, origin: WhatsAppOptOutOrigin, at = new Date()): Promise<void> {
  await db.insert(whatsappOptOuts).values({ id_comercio: commerceId, telefono: phoneKey, origen: origin, created_at: at }).onConflictDoNothing();
}

export async function isOptedOut(db: DbOrTx, commerceId: string, phoneKey: string): Promise<boolean> {
  const rows = await db
    .select({ phone: whatsappOptOuts.telefono })
    .from(whatsappOptOuts)
    .where(and(eq(whatsappOptOuts.id_comercio, commerceId), eq(whatsappOptOuts.telefono, phoneKey)))
    .limit(1);
  return rows.length > 0;
}
