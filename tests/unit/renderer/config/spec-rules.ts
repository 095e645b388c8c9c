// docs/domain.md (Validación) validation rules as ONE table, keyed by rule, used by the three layers that must refuse them:
//   schema  tests/unit/renderer/config/rules-schema.test.ts   (the shared yup schema; the detailed schema
//           tests live in tests/unit/shared/validation/*.test.ts)
//   form    tests/unit/renderer/config/rules-form.dom.test.tsx    (the real form component, jsdom)
//   API     tests/integration/commerce/rules-api.test.ts      (PUT /v1/comercio → 400 naming the field, nothing changed)
// Each case starts from a valid base of its screen and applies `bad`; it must be refused with `message` on `field`.
//
// docs/domain.md (Validación) rules that are not refusals, by layer (test titles carry the same [key]):
//   [payment-link-off-all-flows] [forced-form-fields] [empty-clabe-clears] [no-changes-refused]
//       schema: tests/unit/shared/validation/delivery-settings.test.ts (normalizeDeliverySettings, hasChanges)
//       form:   config-forms.test.tsx        API: tests/integration/commerce/commerce-config.test.ts
//   [location-complete]   schema: tests/unit/shared/validation/commerce.test.ts (isLocationComplete); form: config-forms.test.tsx
//   [required-indicator]  form: config-forms.test.tsx
//   [pixel-module]        schema: tests/unit/shared/validation/online-payment.test.ts (facebookPixelSchema);
//                         form: config-forms.test.tsx; API: commerce-config.test.ts (403 without the module)
//   [schedule-overlap]    schema: tests/unit/shared/validation/schedule.test.ts; form: config-forms.test.tsx; API: commerce-config.test.ts
import { MSG } from '@shared/messages';
import type { Address, Commerce, PaymentMethodsMap } from '@shared/types/commerce';
import { DEFAULT_DELIVERY_FORM_CONFIG, NO_PAYMENT_METHODS } from '@shared/types/commerce';
import { V } from '@shared/validation/messages';
import type { DeliverySettings } from '@shared/validation/delivery-settings';

export type RuleScreen = 'commerce' | 'address' | 'delivery' | 'schedules';

export interface RuleCase {
  /** Rule key, also in every test title. */
  rule: string;
  /** docs/domain.md (Validación) wording. */
  spec: string;
  screen: RuleScreen;
  bad: Record<string, unknown>;
  /** Error path as the shared schema reports it (yup path). */
  field: string;
  /** Field as the server names it (defaults to `field`; ajv type checks use dots). */
  apiField?: string;
  message: string;
  /** Server answers through its JSON-schema type check (message differs). */
  apiMessage?: 'type';
}

const CASH: PaymentMethodsMap = { ...NO_PAYMENT_METHODS, efectivo: true };
const BANK = { titular_name: 'Rosa Pérez', bank_name: 'BBVA', clabe: '012180001234567899' };

export const VALID_COMMERCE_DATA = {
  nombre: 'Taquería La Esquina',
  telefono: '9931234567',
  country_code: '52',
  direccion: 'Av. Paseo Tabasco 1203, Villahermosa',
  prefijo_folio: 'TQE',
};

export const VALID_ADDRESS: Address = {
  country: 'México',
  state: 'Tabasco',
  city: 'Villahermosa',
  neighborhood: 'Tabasco 2000',
  postalCode: '86035',
  street: 'Av. Paseo Tabasco',
  interiorNumber: '',
  exteriorNumber: '1203',
  fullAddress: 'Av. Paseo Tabasco 1203, Tabasco 2000, 86035 Villahermosa, Tab.',
  latitude: 17.99,
  longitude: -92.94,
};

export const VALID_DELIVERY: DeliverySettings = {
  activar_envio_domicilio: true,
  activar_comer_restaurant: true,
  activar_pasar_recoger: true,
  metodos_pago_envio_domicilio: CASH,
  metodos_pago_comer_restaurant: CASH,
  metodos_pago_pasar_recoger: CASH,
  activar_pago_enlace: false,
  tipo_envio_domicilio: 'estandar',
  costo_envio_domicilio: 30,
  colonias: [],
  zonas_envio: [],
  compra_minima_envio_domicilio: null,
  activar_envio_gratis_compra_minima: false,
  importe_envio_gratis_compra_minima: null,
  informacion_envio: null,
  costo_por_porcentaje: null,
  bank_transfer_details: null,
  activar_campo_agregar_propina: false,
  tip_display_mode: null,
  config_form_entrega: DEFAULT_DELIVERY_FORM_CONFIG,
};

const noFieldShown = Object.fromEntries(
  Object.entries(DEFAULT_DELIVERY_FORM_CONFIG).map(([key, value]) => [key, { ...value, show: false, required: false }]),
) as unknown as Commerce['config_form_entrega'];

const transfer = { ...CASH, transferencia: true };

export const RULES: RuleCase[] = [
  // Commerce data
  { rule: 'nombre-required', spec: 'nombre required', screen: 'commerce', bad: { nombre: '' }, field: 'nombre', message: MSG.required },
  { rule: 'nombre-min-5', spec: 'nombre 5 to 35 characters', screen: 'commerce', bad: { nombre: 'Taco' }, field: 'nombre', message: V.minChars(5) },
  { rule: 'nombre-max-35', spec: 'nombre 5 to 35 characters', screen: 'commerce', bad: { nombre: 'T'.repeat(36) }, field: 'nombre', message: V.maxChars(35) },
  { rule: 'telefono-required', spec: 'telefono required', screen: 'commerce', bad: { telefono: '' }, field: 'telefono', message: MSG.required },
  { rule: 'telefono-length-mx', spec: 'telefono length of the country (Mexico 10)', screen: 'commerce', bad: { telefono: '99312345' }, field: 'telefono', message: V.exactDigits(10) },
  {
    rule: 'telefono-length-by-country',
    spec: 'telefono length equal to the phone length of the chosen country_code',
    screen: 'commerce',
    bad: { country_code: '502', telefono: '9931234567' },
    field: 'telefono',
    message: V.exactDigits(8),
  },
  { rule: 'country-code-required', spec: 'country_code required', screen: 'commerce', bad: { country_code: '' }, field: 'country_code', message: MSG.required },
  { rule: 'direccion-required', spec: 'direccion (or address.fullAddress) required', screen: 'commerce', bad: { direccion: '', address: null }, field: 'direccion', message: MSG.required },
  { rule: 'prefijo-folio-max-5', spec: 'prefijo_folio at most 5 characters', screen: 'commerce', bad: { prefijo_folio: 'TAQUER' }, field: 'prefijo_folio', message: V.maxChars(5) },

  // Address
  ...(['city', 'state', 'postalCode', 'neighborhood', 'exteriorNumber', 'street', 'fullAddress'] as const).map(
    (key): RuleCase => ({ rule: `address-${key}-required`, spec: `address ${key} required`, screen: 'address', bad: { [key]: '' }, field: key, apiField: `address.${key}`, message: MSG.required }),
  ),

  // Delivery settings
  {
    rule: 'at-least-one-flow',
    spec: 'at least one of delivery, eat-in, pickup active',
    screen: 'delivery',
    bad: { activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false },
    field: 'activar_envio_domicilio',
    message: V.atLeastOneMode,
  },
  ...(['metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger'] as const).map(
    (methods): RuleCase => ({
      rule: `payment-method-${methods.replace('metodos_pago_', '')}`,
      spec: 'each active flow needs at least one payment method',
      screen: 'delivery',
      bad: { [methods]: { ...NO_PAYMENT_METHODS } },
      field: methods,
      message: V.atLeastOnePaymentMethod,
    }),
  ),
  { rule: 'estandar-needs-cost', spec: 'standard fee type needs costo_envio_domicilio (0 allowed)', screen: 'delivery', bad: { costo_envio_domicilio: null }, field: 'costo_envio_domicilio', message: MSG.required },
  { rule: 'por-colonia-non-empty', spec: 'per-neighbourhood type needs a non-empty colonias list', screen: 'delivery', bad: { tipo_envio_domicilio: 'por_colonia', colonias: [] }, field: 'colonias', message: V.atLeastOneNeighbourhood },
  {
    rule: 'por-colonia-item-name',
    spec: 'each colonia with a name and numeric cost',
    screen: 'delivery',
    bad: { tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: '', costo: 20 }] },
    field: 'colonias[0].nombre',
    message: MSG.required,
  },
  {
    rule: 'por-colonia-item-cost',
    spec: 'each colonia with a name and numeric cost',
    screen: 'delivery',
    bad: { tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Centro', costo: '' }] },
    field: 'colonias[0].costo',
    apiField: 'colonias.0.costo',
    message: MSG.required,
    apiMessage: 'type',
  },
  {
    rule: 'free-delivery-needs-amount',
    spec: 'free delivery over a minimum needs importe_envio_gratis_compra_minima',
    screen: 'delivery',
    bad: { activar_envio_gratis_compra_minima: true, importe_envio_gratis_compra_minima: null },
    field: 'importe_envio_gratis_compra_minima',
    message: MSG.required,
  },
  {
    rule: 'compra-minima-not-empty-string',
    spec: 'compra_minima_envio_domicilio cannot be an empty string',
    screen: 'delivery',
    bad: { compra_minima_envio_domicilio: '' },
    field: 'compra_minima_envio_domicilio',
    message: MSG.required,
    apiMessage: 'type',
  },
  ...(
    [
      ['costo_km', 0, 1],
      ['min_km', -1, 0],
      ['max_km', 0, 1],
    ] as const
  ).map(
    ([key, value, min]): RuleCase => ({
      rule: `por-km-${key.replace('_', '-')}-min-${min}`,
      spec: 'per-km: costo_km at least 1, min_km at least 0, max_km at least 1',
      screen: 'delivery',
      bad: { tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 10, min_km: 1, max_km: 8, [key]: value } },
      field: `informacion_envio.${key}`,
      message: V.minValue(min),
    }),
  ),
  {
    rule: 'por-km-costo-envio-min-0',
    spec: 'per-km: costo_envio_domicilio at least 0',
    screen: 'delivery',
    bad: { tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 10, min_km: 1, max_km: 8 }, costo_envio_domicilio: -5 },
    field: 'costo_envio_domicilio',
    message: V.minValue(0),
    apiMessage: 'type',
  },
  { rule: 'percent-min-1', spec: 'percent: cantidad 1 to 100', screen: 'delivery', bad: { tipo_envio_domicilio: 'percent', costo_por_porcentaje: { cantidad: 0 } }, field: 'costo_por_porcentaje.cantidad', message: V.minValue(1) },
  { rule: 'percent-max-100', spec: 'percent: cantidad 1 to 100', screen: 'delivery', bad: { tipo_envio_domicilio: 'percent', costo_por_porcentaje: { cantidad: 101 } }, field: 'costo_por_porcentaje.cantidad', message: V.maxValue(100) },
  {
    rule: 'bank-transfer-titular',
    spec: 'bank transfer enabled needs titular_name',
    screen: 'delivery',
    bad: { metodos_pago_pasar_recoger: transfer, bank_transfer_details: { ...BANK, titular_name: '' } },
    field: 'bank_transfer_details.titular_name',
    message: MSG.required,
  },
  {
    rule: 'bank-transfer-bank-name',
    spec: 'bank transfer enabled needs bank_name',
    screen: 'delivery',
    bad: { metodos_pago_pasar_recoger: transfer, bank_transfer_details: { ...BANK, bank_name: '' } },
    field: 'bank_transfer_details.bank_name',
    message: MSG.required,
  },
  {
    rule: 'bank-transfer-clabe-18',
    spec: 'bank transfer enabled needs a clabe of exactly 18 characters',
    screen: 'delivery',
    bad: { metodos_pago_pasar_recoger: transfer, bank_transfer_details: { ...BANK, clabe: '01218000123456789' } },
    field: 'bank_transfer_details.clabe',
    message: V.exactChars(18),
  },
  {
    rule: 'bank-transfer-clabe-control-digit',
    spec: 'a clabe whose last digit is not the control digit of the other 17 (weights 3, 7, 1) is refused',
    screen: 'delivery',
    bad: { metodos_pago_pasar_recoger: transfer, bank_transfer_details: { ...BANK, clabe: '012180001234567891' } },
    field: 'bank_transfer_details.clabe',
    message: V.clabeControlDigit,
  },
  { rule: 'tip-display-mode', spec: 'tip on needs tip_display_mode percentage or fixed_amount', screen: 'delivery', bad: { activar_campo_agregar_propina: true, tip_display_mode: null }, field: 'tip_display_mode', message: MSG.required },
  { rule: 'delivery-form-one-shown', spec: "delivery form needs at least one field shown: 'Al menos un valor debe estar habilitado'", screen: 'delivery', bad: { config_form_entrega: noFieldShown }, field: 'config_form_entrega', message: MSG.atLeastOneEnabled },
];

export const BANK_DETAILS = BANK;
