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
