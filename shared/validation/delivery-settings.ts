// Delivery settings of /tarifas/delivery-config: every docs/domain.md (Validación) "Delivery settings" rule, the automatic
// rules applied on save (normalizeDeliverySettings) and the "no changes" check (hasChanges).
import * as yup from 'yup';
import { DELIVERY_FEE_TYPES, KM_FEE_MIN, MAX_KM_MIN, MIN_KM_MIN, PERCENT_FEE_MAX, PERCENT_FEE_MIN, TIP_DISPLAY_MODES } from '../constants';
import type { DeliveryFeeType } from '../constants';
import type { Commerce, DeliveryFormConfig, PaymentMethodsMap } from '../types/commerce';
import { deliveryZonesSchema, uniqueNames } from './delivery-zones';
import { notInPlay, numberField, requiredNumber, requiredText } from './fields';
import { clabeField } from './clabe';
import { V } from './messages';
import { ONLINE_PAYMENT_MSG, UNOFFERED_PAYMENT_METHODS } from '../online-payment';

/** The commerce fields the delivery-config screen edits (wire names). */
export const DELIVERY_SETTINGS_FIELDS = [
  'activar_envio_domicilio',
  'activar_comer_restaurant',
  'activar_pasar_recoger',
  'metodos_pago_envio_domicilio',
  'metodos_pago_comer_restaurant',
  'metodos_pago_pasar_recoger',
  'activar_pago_enlace',
  'tipo_envio_domicilio',
  'costo_envio_domicilio',
  'colonias',
  'zonas_envio',
  'compra_minima_envio_domicilio',
  'activar_envio_gratis_compra_minima',
  'importe_envio_gratis_compra_minima',
  'informacion_envio',
  'costo_por_porcentaje',
  'bank_transfer_details',
  'activar_campo_agregar_propina',
  'tip_display_mode',
  'config_form_entrega',
] as const satisfies readonly (keyof Commerce)[];

export type DeliverySettings = Pick<Commerce, (typeof DELIVERY_SETTINGS_FIELDS)[number]>;

export function pickDeliverySettings(commerce: DeliverySettings): DeliverySettings {
  const picked: Partial<Record<keyof DeliverySettings, unknown>> = {};
  for (const field of DELIVERY_SETTINGS_FIELDS) picked[field] = commerce[field];
  return picked as DeliverySettings;
}

/** The three flows, each with its switch and its payment-method map. */
export const DELIVERY_FLOWS = [
  { active: 'activar_envio_domicilio', methods: 'metodos_pago_envio_domicilio' },
  { active: 'activar_comer_restaurant', methods: 'metodos_pago_comer_restaurant' },
  { active: 'activar_pasar_recoger', methods: 'metodos_pago_pasar_recoger' },
] as const;

/** Where the "at least one flow" error is reported (the delivery switch heads the group on screen). */
export const DELIVERY_MODES_ERROR_PATH = 'activar_envio_domicilio';

function anyTrue(map: unknown): boolean {
  return typeof map === 'object' && map !== null && Object.values(map).some((enabled) => enabled === true);
}

/** enlace_pago and payment_provider cannot be on: no online payment provider is called yet (shared/online-payment.ts). */
const notOffered = yup.boolean().nullable().test('not-offered', ONLINE_PAYMENT_MSG.refused, (value) => value !== true);

function methodsSchema(activeField: string) {
  return yup
    .object(Object.fromEntries(UNOFFERED_PAYMENT_METHODS.map((method) => [method, notOffered])))
    .nullable()
    .when(activeField, ([active], schema) =>
      active === true ? schema.test('at-least-one-method', V.atLeastOnePaymentMethod, (map) => anyTrue(map)) : schema,
    );
}

type FlowValues = Partial<Record<(typeof DELIVERY_FLOWS)[number]['active'] | (typeof DELIVERY_FLOWS)[number]['methods'], unknown>>;

/** Bank transfer is offered when an active flow has 'transferencia' on. */
export function isBankTransferEnabled(values: FlowValues): boolean {
  return DELIVERY_FLOWS.some((flow) => {
    const methods = values[flow.methods];
    return values[flow.active] === true && typeof methods === 'object' && methods !== null && (methods as Partial<PaymentMethodsMap>).transferencia === true;
  });
}

const flowKeys = DELIVERY_FLOWS.flatMap((flow) => [flow.active, flow.methods]);

/** Fee-type fields count only when home delivery is on and that fee type is chosen. */
function whenFeeType(types: readonly DeliveryFeeType[], inPlay: () => yup.Schema) {
  return yup
    .mixed()
    .nullable()
    .when(['activar_envio_domicilio', 'tipo_envio_domicilio'], ([active, type]) =>
      active === true && types.includes(type as DeliveryFeeType) ? inPlay() : notInPlay(),
    );
}

const emptyObject = (value: unknown) => (value == null ? {} : value);

const neighbourhoodSchema = yup.object({
  nombre: requiredText(),
  costo: requiredNumber().min(0, V.minValue(0)),
});

const distanceSchema = yup
  .object({
    costo_km: requiredNumber().min(KM_FEE_MIN, V.minValue(KM_FEE_MIN)),
    min_km: requiredNumber().min(MIN_KM_MIN, V.minValue(MIN_KM_MIN)),
    max_km: requiredNumber().min(MAX_KM_MIN, V.minValue(MAX_KM_MIN)),
  })
  .transform(emptyObject);

const percentSchema = yup
  .object({
    cantidad: requiredNumber().min(PERCENT_FEE_MIN, V.minValue(PERCENT_FEE_MIN)).max(PERCENT_FEE_MAX, V.maxValue(PERCENT_FEE_MAX)),
  })
  .transform(emptyObject);

/** Titular, bank and CLABE (control digit checked) of bank transfers. */
export const bankTransferDetailsSchema = yup
  .object({
    titular_name: requiredText(),
    bank_name: requiredText(),
    clabe: clabeField({ keepsMasked: true }),
  })
  .transform(emptyObject);

const formFieldSchema = yup.object({ required: yup.boolean(), show: yup.boolean() });

export const deliverySettingsSchema = yup
  .object({
    activar_envio_domicilio: yup.boolean(),
    activar_comer_restaurant: yup.boolean(),
    activar_pasar_recoger: yup.boolean(),
    metodos_pago_envio_domicilio: methodsSchema('activar_envio_domicilio'),
    metodos_pago_comer_restaurant: methodsSchema('activar_comer_restaurant'),
    metodos_pago_pasar_recoger: methodsSchema('activar_pasar_recoger'),
    activar_pago_enlace: notOffered,
    // Not required: a commerce may have delivery on without a fee type yet (status warning 8 says so).
    tipo_envio_domicilio: yup.string().nullable().oneOf([...DELIVERY_FEE_TYPES, null], V.oneOf),
    costo_envio_domicilio: yup
      .mixed()
      .nullable()
      .when(['activar_envio_domicilio', 'tipo_envio_domicilio'], ([active, type]) => {
        if (active !== true) return notInPlay();
        if (type === 'estandar') return requiredNumber().min(0, V.minValue(0));
        if (type === 'por_kilometro') return numberField().nullable().min(0, V.minValue(0));
        return notInPlay();
      }),
    colonias: whenFeeType(['por_colonia'], () =>
      yup
        .array()
        .of(neighbourhoodSchema)
        .required(V.atLeastOneNeighbourhood)
        .min(1, V.atLeastOneNeighbourhood)
        .test('unique-names', uniqueNames(V.duplicateNeighbourhood)),
    ),
    zonas_envio: whenFeeType(['por_zonas'], () => deliveryZonesSchema),
    informacion_envio: whenFeeType(['por_kilometro'], () => distanceSchema),
    costo_por_porcentaje: whenFeeType(['percent'], () => percentSchema),
    // docs/domain.md (Validación): compra_minima_envio_domicilio cannot be an empty string (null means "no minimum").
    compra_minima_envio_domicilio: numberField().nullable().min(0, V.minValue(0)),
    activar_envio_gratis_compra_minima: yup.boolean(),
    importe_envio_gratis_compra_minima: yup
      .mixed()
      .nullable()
      .when(['activar_envio_domicilio', 'activar_envio_gratis_compra_minima'], ([active, free]) =>
        active === true && free === true ? requiredNumber().min(0, V.minValue(0)) : notInPlay(),
      ),
    bank_transfer_details: yup
      .mixed()
      .nullable()
      .when(flowKeys, (values) => {
        const flows: FlowValues = {};
        flowKeys.forEach((key, index) => (flows[key] = values[index]));
        return isBankTransferEnabled(flows) ? bankTransferDetailsSchema : notInPlay();
      }),
    activar_campo_agregar_propina: yup.boolean(),
    tip_display_mode: yup
      .mixed()
      .nullable()
      .when('activar_campo_agregar_propina', ([tipOn]) =>
        tipOn === true ? yup.string().required(V.required).oneOf([...TIP_DISPLAY_MODES], V.oneOf) : notInPlay(),
      ),
    // Absent means the defaults (docs/domain.md (Entidades)), which show fields.
    config_form_entrega: yup
      .object({
        calle: formFieldSchema,
        colonia: formFieldSchema,
        no_ext: formFieldSchema,
        no_int: formFieldSchema,
        ubicacion: formFieldSchema,
        referencias: formFieldSchema.shape({ label: yup.string().nullable() }),
      })
      .nullable()
      .default(undefined)
      .when('activar_envio_domicilio', ([active], schema) =>
        active === true ? schema.test('at-least-one-shown', V.atLeastOneEnabled, (config) => config == null || isAnyFormFieldShown(config)) : schema,
      ),
  })
  .test('at-least-one-mode', function atLeastOneMode(values) {
    if (!values) return true;
    if (DELIVERY_FLOWS.some((flow) => values[flow.active] === true)) return true;
    return this.createError({ path: DELIVERY_MODES_ERROR_PATH, message: V.atLeastOneMode });
  });

function isAnyFormFieldShown(config: unknown): boolean {
  if (typeof config !== 'object' || config === null) return false;
  return Object.values(config).some((field) => typeof field === 'object' && field !== null && (field as { show?: unknown }).show === true);
}

/** Fee types that need a delivery-form field: per-km needs the map location, per-neighbourhood the colonia. */
export const FORCED_FORM_FIELD: Partial<Record<string, 'ubicacion' | 'colonia'>> = {
  por_kilometro: 'ubicacion',
  por_colonia: 'colonia',
  por_zonas: 'ubicacion',
};

/**
 * docs/domain.md (Validación) automatic rules, applied to what is saved:
 * - activar_pago_enlace off turns enlace_pago off in all three flows;
 * - por_kilometro forces the delivery form's ubicacion required and shown;
 * - por_colonia forces colonia required and shown;
 * - por_zonas forces ubicacion required and shown (zones are found by the customer's location);
 * - an empty clabe clears bank_transfer_details (null).
 * Returns a new object; the input is not changed.
 */
export function normalizeDeliverySettings<T extends Partial<DeliverySettings>>(values: T): T {
  const next: T = { ...values };
  if (next.activar_pago_enlace === false) {
    for (const flow of DELIVERY_FLOWS) {
      const methods = next[flow.methods];
      if (methods) next[flow.methods] = { ...methods, enlace_pago: false } as T[typeof flow.methods];
    }
  }
  const formConfig: DeliveryFormConfig | undefined = next.config_form_entrega;
  const forcedField = FORCED_FORM_FIELD[next.tipo_envio_domicilio ?? ''];
  if (formConfig && forcedField) {
    next.config_form_entrega = { ...formConfig, [forcedField]: { ...formConfig[forcedField], required: true, show: true } };
  }
  if (next.bank_transfer_details !== undefined && !next.bank_transfer_details?.clabe?.trim()) {
    next.bank_transfer_details = null;
  }
  return next;
}

/** docs/domain.md (Validación) "a save with no changes is refused": true when `after` differs from `before` anywhere. */
export function hasChanges(before: unknown, after: unknown): boolean {
  return !deepEqual(before, after);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // A key holding undefined is the same as a missing key (JSON drops both).
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
