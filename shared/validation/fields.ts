// Small field builders shared by the schemas so every form says the same thing for the same mistake.
import * as yup from 'yup';
import { V } from './messages';

/**
 * A number field. Forms hand over '' for an empty input: that reads 'Requerido',
 * anything else that is not a number reads 'Debe ser un número'.
 */
export function numberField() {
  return yup.number().typeError((params: { originalValue?: unknown }) => (params.originalValue === '' ? V.required : V.number));
}

export function requiredNumber() {
  return numberField().required(V.required);
}

export function requiredText() {
  return yup.string().trim().required(V.required);
}

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Anything goes: used by `when` branches where a field is not in play. */
export function notInPlay() {
  return yup.mixed().nullable();
}

function parseDate(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** An optional date ('' or null for none). */
export function optionalDate() {
  return yup
    .string()
    .nullable()
    .test('date', V.invalidDate, (value) => value == null || value === '' || parseDate(value) !== null);
}

/** An optional end date that may not come before the sibling `fecha_inicio` when both are set. */
export function optionalEndDate() {
  return optionalDate().test('end-after-start', V.endBeforeStart, function check(end) {
    const start = parseDate(this.parent?.fecha_inicio);
    const finish = parseDate(end);
    return start === null || finish === null || finish >= start;
  });
}
