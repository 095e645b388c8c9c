// The commerce's fiscal data (docs/invoices.md): RFC, razón social, régimen, código postal, the SAT product key its
// lines are invoiced under, and the Facturapi secret key, sealed like every integration secret (db/secrets.ts)
// and sent back only masked. «Probar conexión» reads the key's organization from Facturapi.
import { eq } from 'drizzle-orm';
import { normalizeRfc, type FiscalProfileInput } from '../../../../shared/invoices/rules';
import type { FiscalProfileView, InvoiceConnectionCheck } from '../../../../shared/invoices/types';
import type { Db, DbOrTx } from '../../db/database';
import { invoiceSettings } from '../../db/schema/invoices';
import { maskSecret, openText, sealText } from '../../db/secrets';
import { checkFacturapi, type FacturapiAccess } from './facturapi';

export interface InvoiceDeps {
  db: Db;
  secretsKey: Buffer;
  facturapiBaseUrl: string;
}

export const SETTINGS_MSG = {
  noKey: 'Primero guarda la llave secreta de Facturapi',
  notReady: 'Este comercio todavía no emite facturas en línea; pídela en el mostrador',
} as const;

type SettingsRow = typeof invoiceSettings.$inferSelect;

const EMPTY: FiscalProfileView = { rfc: '', razon_social: '', regimen_fiscal: '', codigo_postal: '', clave_producto: '90101501', llave_secreta: '', completo: false, updated_at: null };

async function settingsRow(db: DbOrTx, commerceId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id_comercio, commerceId));
  return row;
}

function toView(row: SettingsRow | undefined, secretsKey: Buffer): FiscalProfileView {
  if (!row) return EMPTY;
  const key = row.llave_sellada ? openText(secretsKey, row.llave_sellada) : '';
  return {
    rfc: row.rfc,
    razon_social: row.razon_social,
    regimen_fiscal: row.regimen_fiscal,
    codigo_postal: row.codigo_postal,
    clave_producto: row.clave_producto,
    llave_secreta: key ? maskSecret(key) : '',
    completo: Boolean(key && row.rfc && row.razon_social && row.regimen_fiscal && row.codigo_postal),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function fiscalProfile(deps: InvoiceDeps, commerceId: string): Promise<FiscalProfileView> {
  return toView(await settingsRow(deps.db, commerceId), deps.secretsKey);
}

/** Saves the fiscal data; an empty or masked key keeps the stored one (the panel never needs it back). */
export async function saveFiscalProfile(deps: InvoiceDeps, commerceId: string, input: FiscalProfileInput): Promise<FiscalProfileView> {
  const stored = await settingsRow(deps.db, commerceId);
  const given = input.llave_secreta.trim();
  const sealed = given === '' || given.startsWith('••••') ? (stored?.llave_sellada ?? null) : sealText(deps.secretsKey, given);
  const values = {
    rfc: normalizeRfc(input.rfc),
    razon_social: input.razon_social.trim().toUpperCase(),
    regimen_fiscal: input.regimen_fiscal,
    codigo_postal: input.codigo_postal.trim(),
    clave_producto: input.clave_producto || '90101501',
    llave_sellada: sealed,
    updated_at: new Date(),
  };
  await deps.db.insert(invoiceSettings).values({ id_comercio: commerceId, ...values }).onConflictDoUpdate({ target: invoiceSettings.id_comercio, set: values });
  return fiscalProfile(deps, commerceId);
}

export interface Issuer {
  rfc: string;
  razon_social: string;
  regimen_fiscal: string;
  codigo_postal: string;
  clave_producto: string;
  access: FacturapiAccess;
}

/** The commerce as issuer, with its opened key; null while its fiscal data or key are missing. */
export async function issuerOf(deps: InvoiceDeps, commerceId: string): Promise<Issuer | null> {
  const row = await settingsRow(deps.db, commerceId);
  if (!row?.llave_sellada || !row.rfc || !row.codigo_postal) return null;
  return {
    rfc: row.rfc,
    razon_social: row.razon_social,
    regimen_fiscal: row.regimen_fiscal,
    codigo_postal: row.codigo_postal,
    clave_producto: row.clave_producto,
    access: { key: openText(deps.secretsKey, row.llave_sellada), baseUrl: deps.facturapiBaseUrl },
  };
}

export async function testFacturapiConnection(deps: InvoiceDeps, commerceId: string): Promise<InvoiceConnectionCheck> {
  const row = await settingsRow(deps.db, commerceId);
  if (!row?.llave_sellada) return { ok: false, message: SETTINGS_MSG.noKey };
  return checkFacturapi({ key: openText(deps.secretsKey, row.llave_sellada), baseUrl: deps.facturapiBaseUrl });
}
