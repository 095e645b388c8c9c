// SAT's CFDI 4.0 catalogs the factura needs (Anexo 20: c_RegimenFiscal, c_UsoCFDI, c_FormaPago,
// c_Periodicidad, c_Meses), with the columns SAT publishes: which kind of taxpayer (persona física or
// moral) may use each régimen and uso, and which régimen of the receptor each uso allows. One copy for the
// self-invoice form, the owner's screen and the server (docs/invoices.md).

export type PersonKind = 'fisica' | 'moral';

export interface TaxRegime {
  code: string;
  label: string;
  fisica: boolean;
  moral: boolean;
}

/** c_RegimenFiscal. */
export const TAX_REGIMES: readonly TaxRegime[] = [
  { code: '601', label: 'General de Ley Personas Morales', fisica: false, moral: true },
  { code: '603', label: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { code: '605', label: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { code: '606', label: 'Arrendamiento', fisica: true, moral: false },
  { code: '607', label: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { code: '608', label: 'Demás ingresos', fisica: true, moral: false },
  { code: '610', label: 'Residentes en el Extranjero sin Establecimiento Permanente en México', fisica: true, moral: true },
  { code: '611', label: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  { code: '612', label: 'Personas Físicas con Actividades Empresariales y Profesionales', fisica: true, moral: false },
  { code: '614', label: 'Ingresos por intereses', fisica: true, moral: false },
  { code: '615', label: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { code: '616', label: 'Sin obligaciones fiscales', fisica: true, moral: false },
  { code: '620', label: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', fisica: false, moral: true },
  { code: '621', label: 'Incorporación Fiscal', fisica: true, moral: false },
  { code: '622', label: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  { code: '623', label: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { code: '624', label: 'Coordinados', fisica: false, moral: true },
  { code: '625', label: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', fisica: true, moral: false },
  { code: '626', label: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

export interface CfdiUse {
  code: string;
  label: string;
  fisica: boolean;
  moral: boolean;
  /** The receptor's régimen codes SAT allows with this uso (c_UsoCFDI, «Régimen Fiscal Receptor»). */
  regimes: readonly string[];
}

const BUSINESS_REGIMES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] as const;
const DEDUCTION_REGIMES = ['605', '606', '608', '611', '612', '614', '607', '615', '625'] as const;
const ALL_REGIMES = TAX_REGIMES.map((regime) => regime.code);

/**
 * c_UsoCFDI for an income (ingreso) CFDI: CP01 (pagos) and CN01 (nómina) belong to other CFDI types and are
 * left out, so nobody can pick them for a restaurant ticket.
 */
export const CFDI_USES: readonly CfdiUse[] = [
  { code: 'G01', label: 'Adquisición de mercancías', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'G02', label: 'Devoluciones, descuentos o bonificaciones', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'G03', label: 'Gastos en general', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I01', label: 'Construcciones', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I02', label: 'Mobiliario y equipo de oficina por inversiones', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I03', label: 'Equipo de transporte', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I04', label: 'Equipo de cómputo y accesorios', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I05', label: 'Dados, troqueles, moldes, matrices y herramental', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I06', label: 'Comunicaciones telefónicas', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I07', label: 'Comunicaciones satelitales', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'I08', label: 'Otra maquinaria y equipo', fisica: true, moral: true, regimes: BUSINESS_REGIMES },
  { code: 'D01', label: 'Honorarios médicos, dentales y gastos hospitalarios', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D02', label: 'Gastos médicos por incapacidad o discapacidad', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D03', label: 'Gastos funerales', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D04', label: 'Donativos', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D05', label: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D06', label: 'Aportaciones voluntarias al SAR', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D07', label: 'Primas por seguros de gastos médicos', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D08', label: 'Gastos de transportación escolar obligatoria', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D09', label: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'D10', label: 'Pagos por servicios educativos (colegiaturas)', fisica: true, moral: false, regimes: DEDUCTION_REGIMES },
  { code: 'S01', label: 'Sin efectos fiscales', fisica: true, moral: true, regimes: ALL_REGIMES },
];

/** c_Periodicidad of the factura global, as Facturapi names it (`global.periodicity`). */
export const GLOBAL_PERIODICITIES = [
  { code: 'day', sat: '01', label: 'Diario' },
  { code: 'week', sat: '02', label: 'Semanal' },
  { code: 'fortnight', sat: '03', label: 'Quincenal' },
  { code: 'month', sat: '04', label: 'Mensual' },
  { code: 'two_months', sat: '05', label: 'Bimestral' },
] as const;

export type GlobalPeriodicity = (typeof GLOBAL_PERIODICITIES)[number]['code'];

const MONTH_NAMES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** c_Meses: 01–12 one month; 13–18 the bimesters (Enero-Febrero … Noviembre-Diciembre), only for two_months. */
export const GLOBAL_MONTHS: readonly { code: string; label: string; bimester: boolean }[] = [
  ...MONTH_NAMES.map((label, index) => ({ code: String(index + 1).padStart(2, '0'), label, bimester: false })),
  ...[0, 2, 4, 6, 8, 10].map((first, index) => ({ code: String(13 + index), label: `${MONTH_NAMES[first]}-${MONTH_NAMES[first + 1]}`, bimester: true })),
];

/** c_FormaPago keys the panel's payment methods map to (docs/invoices.md). */
export const PAYMENT_FORMS: Readonly<Record<string, { code: string; label: string }>> = {
  efectivo: { code: '01', label: 'Efectivo' },
  transferencia: { code: '03', label: 'Transferencia electrónica de fondos' },
  tarjeta: { code: '04', label: 'Tarjeta de crédito' },
  enlace_pago: { code: '04', label: 'Tarjeta de crédito' },
  payment_provider: { code: '04', label: 'Tarjeta de crédito' },
};

/** A method without its own key (toconfirm) is written as cash: a paid sale is PUE, and '99' needs PPD. */
export function paymentFormOf(method: string): string {
  return (PAYMENT_FORMS[method] ?? PAYMENT_FORMS.efectivo!).code;
}

/** c_ClaveProdServ the commerce's lines are invoiced under unless it picks another: 90101501 «Restaurantes». */
export const DEFAULT_PRODUCT_KEY = '90101501';
/** The key SAT requires for each ticket of a factura global. */
export const GLOBAL_PRODUCT_KEY = '01010101';

export function regimeLabel(code: string): string {
  return TAX_REGIMES.find((regime) => regime.code === code)?.label ?? code;
}

export function useLabel(code: string): string {
  return CFDI_USES.find((use) => use.code === code)?.label ?? code;
}
