// SAT's rules for the receptor of a CFDI 4.0 (docs/invoices.md): the RFC's shape (persona moral: 3 letters,
// persona física: 4, then the date and the homoclave; the generic RFCs), which régimen fits which kind of
// taxpayer, which uso each régimen allows. The self-invoice form, the owner's form and the server run these
// same functions and schemas, so a refusal reads the same on the page and in the API's 400.
import * as yup from 'yup';
import { CFDI_USES, GLOBAL_MONTHS, GLOBAL_PERIODICITIES, TAX_REGIMES, type CfdiUse, type PersonKind, type TaxRegime } from './sat-catalogs';

/** Público en general (nacional): the receptor of the factura global and of a ticket nobody asked to invoice. */
export const GENERIC_RFC = 'XAXX010101000';
/** Residentes en el extranjero without a Mexican RFC. */
export const FOREIGN_GENERIC_RFC = 'XEXX010101000';
export const GENERIC_LEGAL_NAME = 'PUBLICO EN GENERAL';
/** Generic RFCs take only this régimen and this uso (SAT, Anexo 20 CFDI 4.0). */
export const GENERIC_REGIME = '616';
export const GENERIC_USE = 'S01';

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[\dA])$/;

export const INVOICE_MSG = {
  rfcRequired: 'RFC: escríbelo como aparece en tu Constancia de Situación Fiscal',
  rfcShape: 'RFC: no tiene la forma de un RFC (12 caracteres para personas morales, 13 para personas físicas: letras, fecha AAMMDD y homoclave)',
  rfcDate: 'RFC: la fecha del RFC (AAMMDD) no es una fecha válida',
  legalNameRequired: 'Razón social: escríbela como aparece en tu Constancia de Situación Fiscal',
  legalNameCorporateSuffix: 'Razón social: escríbela sin el régimen societario (por ejemplo, sin «S.A. de C.V.»), como aparece en tu Constancia de Situación Fiscal',
  regimeUnknown: 'Régimen fiscal: elige uno del catálogo del SAT',
  regimeKind: (kind: PersonKind) => `Régimen fiscal: ese régimen no es para ${kind === 'moral' ? 'personas morales' : 'personas físicas'}; revisa tu RFC o el régimen`,
  zipShape: 'Código postal: son 5 dígitos, el de tu domicilio fiscal',
  useUnknown: 'Uso del CFDI: elige uno del catálogo del SAT',
  useRegime: 'Uso del CFDI: el SAT no permite ese uso con el régimen fiscal elegido',
  useKind: 'Uso del CFDI: ese uso es solo para personas físicas',
  genericRegime: `Régimen fiscal: con un RFC genérico el SAT pide el régimen ${GENERIC_REGIME} (Sin obligaciones fiscales)`,
  genericUse: `Uso del CFDI: con un RFC genérico el SAT pide el uso ${GENERIC_USE} (Sin efectos fiscales)`,
  email: 'Correo: escribe un correo válido o déjalo vacío',
  secretKey: 'Llave secreta de Facturapi: pega la llave (empieza con sk_test_ o sk_live_)',
  productKey: 'Clave de producto SAT: son 8 dígitos (90101501 para restaurantes)',
  periodicity: 'Periodicidad: elige diario, semanal, quincenal, mensual o bimestral',
  months: 'Mes: elige el mes (o el bimestre, si la periodicidad es bimestral)',
  monthsBimester: 'Mes: con periodicidad bimestral elige un bimestre (Enero-Febrero…); con las demás, un mes',
  year: 'Año: escribe el año del periodo',
  period: 'Periodo: la fecha final no puede ser anterior a la inicial',
  day: 'Periodo: escribe las fechas como AAAA-MM-DD',
} as const;

/** The RFC as SAT writes it: upper case, no spaces or dashes. */
export function normalizeRfc(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export function isGenericRfc(rfc: string): boolean {
  return rfc === GENERIC_RFC || rfc === FOREIGN_GENERIC_RFC;
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const year = Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // Two digits: 00 is 2000 (a leap year) or 1900 (not); SAT issues RFCs for both, so Feb 29 is allowed on years divisible by 4.
  const days = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Why an RFC is refused (null: its shape is right), for an RFC already normalized. */
export function rfcProblem(rfc: string): string | null {
  if (rfc === '') return INVOICE_MSG.rfcRequired;
  if (isGenericRfc(rfc)) return null;
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return INVOICE_MSG.rfcShape;
  return validDate(match[2]!, match[3]!, match[4]!) ? null : INVOICE_MSG.rfcDate;
}

/** 12 characters: persona moral; 13: persona física (generic RFCs count as física, as SAT's catalog does). */
export function personKindOf(rfc: string): PersonKind {
  return rfc.length === 12 ? 'moral' : 'fisica';
}

export function regimesFor(kind: PersonKind): readonly TaxRegime[] {
  return TAX_REGIMES.filter((regime) => regime[kind]);
}

/** The usos SAT allows for this kind of taxpayer and régimen (a generic RFC: S01 only). */
export function usesFor(kind: PersonKind, regimeCode: string, rfc = ''): readonly CfdiUse[] {
  if (isGenericRfc(rfc)) return CFDI_USES.filter((use) => use.code === GENERIC_USE);
  return CFDI_USES.filter((use) => use[kind] && use.regimes.includes(regimeCode));
}

const CORPORATE_SUFFIX = /[\s,](S\.?\s*A\.?(\s*P\.?\s*I\.?)?(\s*(DE|DE\s+)\s*C\.?\s*V\.?)?|S\.?\s*DE\s+R\.?\s*L\.?(\s*DE\s+C\.?\s*V\.?)?|S\.?\s*C\.?|A\.?\s*C\.?)\s*$/i;

export interface ReceptorFields {
  rfc: string;
  razon_social: string;
  regimen_fiscal: string;
  codigo_postal: string;
}

/** The first problem of a receptor's fiscal data, or null. `useCode` when the uso is part of it. */
export function receptorProblem(fields: ReceptorFields, useCode?: string): { field: keyof ReceptorFields | 'uso_cfdi'; message: string } | null {
  const rfc = normalizeRfc(fields.rfc);
  const rfcMessage = rfcProblem(rfc);
  if (rfcMessage) return { field: 'rfc', message: rfcMessage };
  const kind = personKindOf(rfc);
  if (fields.razon_social.trim() === '') return { field: 'razon_social', message: INVOICE_MSG.legalNameRequired };
  if (kind === 'moral' && CORPORATE_SUFFIX.test(fields.razon_social.trim())) return { field: 'razon_social', message: INVOICE_MSG.legalNameCorporateSuffix };
  const regime = TAX_REGIMES.find((r) => r.code === fields.regimen_fiscal);
  if (!regime) return { field: 'regimen_fiscal', message: INVOICE_MSG.regimeUnknown };
  if (isGenericRfc(rfc) && regime.code !== GENERIC_REGIME) return { field: 'regimen_fiscal', message: INVOICE_MSG.genericRegime };
  if (!regime[kind]) return { field: 'regimen_fiscal', message: INVOICE_MSG.regimeKind(kind) };
  if (!/^\d{5}$/.test(fields.codigo_postal.trim())) return { field: 'codigo_postal', message: INVOICE_MSG.zipShape };
  if (useCode === undefined) return null;
  const use = CFDI_USES.find((u) => u.code === useCode);
  if (!use) return { field: 'uso_cfdi', message: INVOICE_MSG.useUnknown };
  if (isGenericRfc(rfc) && use.code !== GENERIC_USE) return { field: 'uso_cfdi', message: INVOICE_MSG.genericUse };
  if (!use[kind]) return { field: 'uso_cfdi', message: INVOICE_MSG.useKind };
  if (!use.regimes.includes(regime.code)) return { field: 'uso_cfdi', message: INVOICE_MSG.useRegime };
  return null;
}

const text = () => yup.string().default('');

/** One yup test that runs receptorProblem and reports its field (the route answers 400 with it). */
function receptorTest(withUse: boolean) {
  return function (this: yup.TestContext, value: Record<string, unknown> | undefined) {
    const fields = (value ?? {}) as Record<string, string | undefined>;
    const problem = receptorProblem(
      { rfc: fields.rfc ?? '', razon_social: fields.razon_social ?? '', regimen_fiscal: fields.regimen_fiscal ?? '', codigo_postal: fields.codigo_postal ?? '' },
      withUse ? (fields.uso_cfdi ?? '') : undefined,
    );
    return problem ? this.createError({ path: problem.field, message: problem.message }) : true;
  };
}

/** The customer's form of the self-invoice page (POST /v1/public/factura/:token). */
export const selfInvoiceSchema = yup
  .object({
    rfc: text().max(13 + 4, INVOICE_MSG.rfcShape),
    razon_social: text().max(300, INVOICE_MSG.legalNameRequired),
    regimen_fiscal: text().max(3, INVOICE_MSG.regimeUnknown),
    codigo_postal: text().max(5, INVOICE_MSG.zipShape),
    uso_cfdi: text().max(4, INVOICE_MSG.useUnknown),
    correo: yup.string().trim().max(200, INVOICE_MSG.email).email(INVOICE_MSG.email).nullable().default(''),
  })
  .test('receptor', '', receptorTest(true));

export type SelfInvoiceInput = yup.InferType<typeof selfInvoiceSchema>;

/** The commerce's fiscal data (PUT /v1/facturacion/datos-fiscales); an empty key keeps the stored one. */
export const fiscalProfileSchema = yup
  .object({
    rfc: text().max(13, INVOICE_MSG.rfcShape),
    razon_social: text().max(300, INVOICE_MSG.legalNameRequired),
    regimen_fiscal: text().max(3, INVOICE_MSG.regimeUnknown),
    codigo_postal: text().max(5, INVOICE_MSG.zipShape),
    clave_producto: yup.string().trim().matches(/^\d{8}$/, INVOICE_MSG.productKey).default('90101501'),
    llave_secreta: yup
      .string()
      .trim()
      .max(200, INVOICE_MSG.secretKey)
      .test('key', INVOICE_MSG.secretKey, (value) => !value || value.startsWith('••••') || /^sk_(test|live)_[A-Za-z0-9_-]{8,}$/.test(value))
      .default(''),
  })
  .test('receptor', '', receptorTest(false));

export type FiscalProfileInput = yup.InferType<typeof fiscalProfileSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The owner's factura global (POST /v1/facturacion/global): the period's days and SAT's periodicity fields. */
export const globalInvoiceSchema = yup
  .object({
    desde: yup.string().required(INVOICE_MSG.day).matches(DAY, INVOICE_MSG.day),
    hasta: yup.string().required(INVOICE_MSG.day).matches(DAY, INVOICE_MSG.day),
    periodicidad: yup
      .string()
      .required(INVOICE_MSG.periodicity)
      .oneOf(GLOBAL_PERIODICITIES.map((p) => p.code), INVOICE_MSG.periodicity),
    meses: yup
      .string()
      .required(INVOICE_MSG.months)
      .oneOf(GLOBAL_MONTHS.map((m) => m.code), INVOICE_MSG.months)
      .test('bimester', INVOICE_MSG.monthsBimester, function (value) {
        const month = GLOBAL_MONTHS.find((m) => m.code === value);
        return !month || month.bimester === (this.parent.periodicidad === 'two_months');
      }),
    anio: yup.number().typeError(INVOICE_MSG.year).required(INVOICE_MSG.year).integer(INVOICE_MSG.year).min(2022, INVOICE_MSG.year).max(2100, INVOICE_MSG.year),
  })
  .test('period', INVOICE_MSG.period, (value) => !value?.desde || !value.hasta || value.desde <= value.hasta);

export type GlobalInvoiceInput = yup.InferType<typeof globalInvoiceSchema>;
