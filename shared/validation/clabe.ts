// The CLABE (Clave Bancaria Estandarizada): 18 digits whose last one is a control digit. Each of the first 17
// digits is multiplied by the weights 3, 7, 1 (repeating), each product taken modulo 10; the control digit is
// (10 − (sum mod 10)) mod 10. One rule for the forms and the server.
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

export function clabeField() {
  return requiredText()
    .matches(/^\d+$/, V.clabeDigits)
    .length(CLABE_LENGTH, V.exactChars(CLABE_LENGTH))
    .test('clabe-control-digit', V.clabeControlDigit, (value) => value == null || value.length !== CLABE_LENGTH || !/^\d+$/.test(value) || isValidClabe(value));
}
