// The login form's rule, without yup: the login page is the panel's first download and must stay light
// (docs/scaling.md, Static assets). Same messages as every other form ('Requerido').
import { V } from './messages';

export interface LoginValues {
  /** Email or username. */
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Both fields are required; the identifier is trimmed (spaces alone do not count), the password is not. */
export function loginFormErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.email.trim().length === 0) errors.email = V.required;
  if (values.password.length === 0) errors.password = V.required;
  return errors;
}
