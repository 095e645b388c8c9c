// The CLABE (Clave Bancaria Estandarizada): 18 digits whose last one is a control digit. Each of the first 17
// digits is multiplied by the weights 3, 7, 1 (repeating), each product taken modulo 10; the control digit is
// (10 − (sum mod 10)) mod 10. One rule for the forms and the server.
import { isMaskedClabe } from '../bank-details';
import { CLABE_LENGTH } from '../constants';
import { requiredText } from './fields';
import { V } from './messages';

const CLABE_WEIGHTS = [3, 7, 1] as const;

/** The control digit the first 17 digits call for. */
export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < CLABE_LENGTH - 1; i += 1) sum += (Number(first17[i]) * CLABE_WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last one is the control digit of the other 17. */
export function isValidClabe(value: string): boolean {
  return new RegExp(`^\\d{${CLABE_LENGTH}}$`).test(value) && clabeControlDigit(value) === Number(value[CLABE_LENGTH - 1]);
}

/**
 * The CLABE field. With `keepsMasked`, the masked CLABE a user other than the owner was shown
 * (shared/bank-details.ts) is accepted as it is: it means "keep the stored one".
 */
export function clabeField({ keepsMasked = false }: { keepsMasked?: boolean } = {}) {
  const masked = (value: string | undefined) => keepsMasked && value !== undefined && isMaskedClabe(value);
  return requiredText()
    .test('clabe-digits', V.clabeDigits, (value) => value === undefined || /^\d+$/.test(value) || masked(value))
    .length(CLABE_LENGTH, V.exactChars(CLABE_LENGTH))
    .test('clabe-control-digit', V.clabeControlDigit, (value) => value == null || value.length !== CLABE_LENGTH || !/^\d+$/.test(value) || isValidClabe(value));
}
