// A customer's order as sent to POST /v1/public/comercio/{id_path}/pedido. The rules depend on the
// commerce (which address fields its config_form_entrega shows/requires, which payment methods each
// flow accepts), so the schema is built per commerce. Messages are Spanish and name the field.
// Prices are NOT part of the input: the server computes every amount from the database.
import * as yup from 'yup';
import { DEFAULT_COUNTRY_CODE, DELIVERY_TYPES, PAYMENT_METHODS, type DeliveryType, type PaymentMethod } from '../constants';
import { phoneLengthFor } from '../countries';
import type { DeliveryFormConfig, PaymentMethodsMap } from '../types/commerce';

/** What the schema needs to know about the commerce. */
export interface PublicOrderRules {
  form: DeliveryFormConfig;
  paymentMethods: Record<DeliveryType, PaymentMethodsMap>;
}

export const PUBLIC_ORDER_LIMITS = {
  nameMax: 80,
  textMax: 200,
  commentMax: 500,
  instructionsMax: 300,
  linesMax: 50,
  quantityMax: 99,
  extrasPerLineMax: 30,
  /** A tip or a cash amount above this is refused as a typo. */
  amountMax: 100_000,
} as const;

const FIELD_LABELS = {
  metodo_entrega: 'Método de entrega',
  nombre: 'Nombre',
  numero_celular: 'Número celular',
  country_code: 'Código de país',
  calle: 'Calle',
  colonia: 'Colonia',
  numero_exterior: 'Número exterior',
  numero_interior: 'Número interior',
  referencias: 'Referencias',
  latitud: 'Ubicación',
  longitud: 'Ubicación',
  metodo_pago: 'Método de pago',
  productos: 'Productos',
  id_producto: 'Producto',
  presentacion: 'Presentación',
  cantidad: 'Cantidad',
  extras: 'Extras',
  id_extra: 'Extra',
  instrucciones: 'Instrucciones',
  propina: 'Propina',
  cliente_paga_con: 'Paga con',
  coupon_code: 'Cupón',
  comentario: 'Comentario',
  table_uuid: 'Mesa',
  programado_para: 'Hora programada',
} as const;
type FieldName = keyof typeof FIELD_LABELS;

const msg = {
  required: (field: FieldName) => `${FIELD_LABELS[field]}: es requerido`,
  invalid: (field: FieldName) => `${FIELD_LABELS[field]}: valor no válido`,
  number: (field: FieldName) => `${FIELD_LABELS[field]}: debe ser un número`,
  integer: (field: FieldName) => `${FIELD_LABELS[field]}: debe ser un número entero`,
  min: (field: FieldName, min: number) => `${FIELD_LABELS[field]}: el valor mínimo es ${min}`,
  max: (field: FieldName, max: number) => `${FIELD_LABELS[field]}: el valor máximo es ${max}`,
  maxChars: (field: FieldName, max: number) => `${FIELD_LABELS[field]}: debe tener como máximo ${max} caracteres`,
  phoneLength: (length: number) => `${FIELD_LABELS.numero_celular}: debe tener ${length} dígitos`,
  digits: `${FIELD_LABELS.numero_celular}: solo se permiten números`,
  notAllowedPayment: `${FIELD_LABELS.metodo_pago}: no se acepta para este método de entrega`,
  emptyOrder: 'El pedido debe tener al menos un producto',
} as const;

/** Which config_form_entrega entry governs each address field of the order. */
export const ADDRESS_FORM_KEYS = {
  calle: 'calle',
  colonia: 'colonia',
  numero_exterior: 'no_ext',
  numero_interior: 'no_int',
  referencias: 'referencias',
  latitud: 'ubicacion',
  longitud: 'ubicacion',
} as const satisfies Partial<Record<FieldName, keyof DeliveryFormConfig>>;

function text(field: FieldName, max: number = PUBLIC_ORDER_LIMITS.textMax) {
  return yup.string().trim().max(max, msg.maxChars(field, max)).nullable().default(null);
}

function money(field: FieldName) {
  return yup
    .number()
    .typeError(msg.number(field))
    .min(0, msg.min(field, 0))
    .max(PUBLIC_ORDER_LIMITS.amountMax, msg.max(field, PUBLIC_ORDER_LIMITS.amountMax));
}

function quantity(field: FieldName) {
  return yup
    .number()
    .typeError(msg.number(field))
    .required(msg.required(field))
    .integer(msg.integer(field))
    .min(1, msg.min(field, 1))
    .max(PUBLIC_ORDER_LIMITS.quantityMax, msg.max(field, PUBLIC_ORDER_LIMITS.quantityMax));
}

const isDelivery = (value: unknown) => value === 'delivery';

/** An address field: required when the commerce's form requires it for delivery orders, dropped when hidden. */
function addressField(field: FieldName, rule: { required: boolean; show: boolean }) {
  const base = text(field);
  if (!rule.show) return base.transform(() => null);
  if (!rule.required) return base;
  return base.when('metodo_entrega', {
    is: isDelivery,
    then: (schema) => schema.required(msg.required(field)),
  });
}

function coordinate(field: 'latitud' | 'longitud', rule: { required: boolean; show: boolean }, limit: number) {
  const base = yup.number().typeError(msg.number(field)).min(-limit, msg.invalid(field)).max(limit, msg.invalid(field)).nullable().default(null);
  if (!rule.show) return base.transform(() => null);
  if (!rule.required) return base;
  return base.when('metodo_entrega', { is: isDelivery, then: (schema) => schema.required(msg.required(field)) });
}

export const orderExtraSchema = yup.object({
  id_extra: yup.string().trim().required(msg.required('id_extra')),
  cantidad: quantity('cantidad'),
});

export const orderLineSchema = yup.object({
  id_producto: yup.string().trim().required(msg.required('id_producto')),
  presentacion: text('presentacion'),
  cantidad: quantity('cantidad'),
  extras: yup
    .array(orderExtraSchema)
    .max(PUBLIC_ORDER_LIMITS.extrasPerLineMax, msg.max('extras', PUBLIC_ORDER_LIMITS.extrasPerLineMax))
    .default([]),
  instrucciones: text('instrucciones', PUBLIC_ORDER_LIMITS.instructionsMax),
});

export function publicOrderSchema(rules: PublicOrderRules) {
  return yup.object({
    table_uuid: text('table_uuid'),
    // A self-service table order is always eaten in (forced by forceTableOrdersEatIn).
    metodo_entrega: yup
      .mixed<DeliveryType>()
      .oneOf([...DELIVERY_TYPES], msg.invalid('metodo_entrega'))
      .required(msg.required('metodo_entrega')),
    nombre: yup
      .string()
      .trim()
      .required(msg.required('nombre'))
      .max(PUBLIC_ORDER_LIMITS.nameMax, msg.maxChars('nombre', PUBLIC_ORDER_LIMITS.nameMax)),
    country_code: yup.string().trim().matches(/^\d{1,4}$/, msg.invalid('country_code')).default(DEFAULT_COUNTRY_CODE),
    // Optional when eating in (a guest at a table need not give it), unless a coupon is used (its limit per
    // customer counts by phone); required for delivery and pickup. An order without phone stores ''.
    numero_celular: yup
      .string()
      .transform((value: unknown, original: unknown) => (original == null ? '' : value))
      .trim()
      .default('')
      .when(['metodo_entrega', 'coupon_code'], ([flow, coupon], schema) =>
        phoneIsOptional(flow, coupon) ? schema : schema.required(msg.required('numero_celular')),
      )
      .matches(/^\d+$/, { message: msg.digits, excludeEmptyString: true })
      .test('phone-length', function check(value) {
        const dialCode: unknown = this.parent?.country_code;
        const length = phoneLengthFor(typeof dialCode === 'string' ? dialCode : DEFAULT_COUNTRY_CODE);
        return value == null || value === '' || value.length === length || this.createError({ message: msg.phoneLength(length) });
      }),
    calle: addressField('calle', rules.form.calle),
    colonia: addressField('colonia', rules.form.colonia),
    numero_exterior: addressField('numero_exterior', rules.form.no_ext),
    numero_interior: addressField('numero_interior', rules.form.no_int),
    referencias: addressField('referencias', rules.form.referencias),
    latitud: coordinate('latitud', rules.form.ubicacion, 90),
    longitud: coordinate('longitud', rules.form.ubicacion, 180),
    metodo_pago: yup
      .mixed<PaymentMethod>()
      .oneOf([...PAYMENT_METHODS], msg.invalid('metodo_pago'))
      .required(msg.required('metodo_pago'))
      .test('allowed-for-flow', msg.notAllowedPayment, function check(value) {
        const flow: unknown = this.parent?.metodo_entrega;
        if (value == null || typeof flow !== 'string' || !DELIVERY_TYPES.some((t) => t === flow)) return true;
        const allowed = rules.paymentMethods[flow as DeliveryType];
        return value !== 'toconfirm' && allowed[value] === true;
      }),
    productos: yup
      .array(orderLineSchema)
      .required(msg.emptyOrder)
      .min(1, msg.emptyOrder)
      .max(PUBLIC_ORDER_LIMITS.linesMax, msg.max('productos', PUBLIC_ORDER_LIMITS.linesMax)),
    propina: money('propina').default(0),
    cliente_paga_con: money('cliente_paga_con').nullable().default(null),
    coupon_code: text('coupon_code', 40),
    comentario: text('comentario', PUBLIC_ORDER_LIMITS.commentMax),
    // A promised time (ISO) chosen among the commerce's slots; null = «Lo antes posible». Whether the slot
    // exists and has room is the server's rule (shared/order-slots.ts, checked at intake).
    programado_para: yup
      .string()
      .trim()
      .max(40, msg.maxChars('programado_para', 40))
      .test('iso-time', msg.invalid('programado_para'), (value) => value == null || value === '' || !Number.isNaN(Date.parse(value)))
      .transform((value: unknown) => (value === '' ? null : value))
      .nullable()
      .default(null),
  }).transform(forceTableOrdersEatIn);
}

/**
 * Whether an order may go without a phone: eaten in (a table's QR forces it) and without a coupon. The
 * checkout marks the field optional by the same rule.
 */
export function phoneIsOptional(flow: unknown, couponCode: unknown): boolean {
  return flow === 'inRestaurant' && (typeof couponCode !== 'string' || couponCode.trim() === '');
}

function forceTableOrdersEatIn(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const tableUuid = (value as { table_uuid?: unknown }).table_uuid;
  return typeof tableUuid === 'string' && tableUuid.trim().length > 0 ? { ...value, metodo_entrega: 'inRestaurant' } : value;
}

export type PublicOrderInput = yup.InferType<ReturnType<typeof publicOrderSchema>>;
export type OrderLineInput = yup.InferType<typeof orderLineSchema>;

/** The payment-method map of a flow, by its docs/domain.md (Entidades) name. */
export const FLOW_PAYMENT_FIELDS = {
  delivery: 'metodos_pago_envio_domicilio',
  takeAway: 'metodos_pago_pasar_recoger',
  inRestaurant: 'metodos_pago_comer_restaurant',
} as const satisfies Record<DeliveryType, string>;

/** The activation flag of a flow, by its docs/domain.md (Entidades) name. */
export const FLOW_ACTIVE_FIELDS = {
  delivery: 'activar_envio_domicilio',
  takeAway: 'activar_pasar_recoger',
  inRestaurant: 'activar_comer_restaurant',
} as const satisfies Record<DeliveryType, string>;
