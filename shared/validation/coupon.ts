// Coupons of /cupones (docs/domain.md (Estados del pedido) discount types amount | percent).
import * as yup from 'yup';
import { DISCOUNT_TYPES } from '../constants';
import { numberField, optionalDate, optionalEndDate, requiredNumber } from './fields';
import { V } from './messages';

export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** What a code input should hold: trimmed and upper-case ('  tacos10 ' -> 'TACOS10'). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const optionalPositiveInteger = () =>
  numberField()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .integer(V.positiveInteger)
    .min(1, V.positiveInteger);

export const couponSchema = yup.object({
  codigo: yup.string().required(V.required).matches(COUPON_CODE_PATTERN, V.couponCode),
  tipo: yup.string().required(V.required).oneOf([...DISCOUNT_TYPES], V.oneOf),
  valor: requiredNumber()
    .moreThan(0, V.positive)
    .when('tipo', ([tipo], schema) => (tipo === 'percent' ? schema.max(100, V.maxValue(100)) : schema)),
  fecha_inicio: optionalDate(),
  fecha_fin: optionalEndDate(),
  compra_minima: numberField()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .min(0, V.minValue(0)),
  limite_total: optionalPositiveInteger(),
  limite_por_cliente: optionalPositiveInteger(),
  activo: yup.boolean(),
});
