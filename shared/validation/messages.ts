// Spanish validation texts shared by every schema. 'Requerido' comes from MSG (SPEC §5).
import { MSG } from '../messages';

export const V = {
  required: MSG.required,
  atLeastOneEnabled: MSG.atLeastOneEnabled,
  number: 'Debe ser un número',
  integer: 'Debe ser un número entero',
  digitsOnly: 'Solo se permiten números',
  email: 'Correo electrónico inválido',
  minChars: (min: number) => `Debe tener al menos ${min} caracteres`,
  maxChars: (max: number) => `Debe tener como máximo ${max} caracteres`,
  exactChars: (length: number) => `Debe tener exactamente ${length} caracteres`,
  exactDigits: (length: number) => `Debe tener ${length} dígitos`,
  minValue: (min: number) => `El valor mínimo es ${min}`,
  maxValue: (max: number) => `El valor máximo es ${max}`,
  positive: 'Debe ser mayor a 0',
  oneOf: 'Selecciona una opción válida',
} as const;
