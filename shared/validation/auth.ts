// Login, sign-up (registro), password recovery and reset, and the phone validation code.
import * as yup from 'yup';
import { COMMERCE_NAME_MAX, COMMERCE_NAME_MIN } from '../constants';
import { phoneSchema } from './commerce';
import { requiredText } from './fields';
import { V } from './messages';

export const PASSWORD_MIN = 8;
/** Shown under every new-password field before the person submits. */
export const PASSWORD_RULE = `Al menos ${PASSWORD_MIN} caracteres.`;
export const VERIFICATION_CODE_LENGTH = 6;

const emailField = () => yup.string().trim().required(V.required).email(V.email);
const newPassword = () => yup.string().required(V.required).min(PASSWORD_MIN, V.passwordMin(PASSWORD_MIN));
const codeField = () =>
  yup
    .string()
    .trim()
    .required(V.required)
    .matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), V.codeDigits(VERIFICATION_CODE_LENGTH));

/** POST /v1/auth/login: `email` also accepts the username (rule without yup: ./login.ts). */
export { loginFormErrors, type LoginErrors, type LoginValues } from './login';

/** Sign-up: the commerce (FREEMIUM) and its owner. */
export const registroSchema = yup.object({
  nombre_comercio: requiredText().min(COMMERCE_NAME_MIN, V.minChars(COMMERCE_NAME_MIN)).max(COMMERCE_NAME_MAX, V.maxChars(COMMERCE_NAME_MAX)),
  nombre: requiredText(),
  email: emailField(),
  password: newPassword(),
  telefono: phoneSchema(),
  country_code: requiredText(),
  terminos: yup.boolean().required(V.acceptTerms).oneOf([true], V.acceptTerms),
});

/** recuperar-contrasena: ask for a one-time code. */
export const recoverPasswordSchema = yup.object({ email: emailField() });

/** actualizarpassword: the code received and the new password twice. */
export const resetPasswordSchema = yup.object({
  code: codeField(),
  password: newPassword(),
  password_confirmation: yup
    .string()
    .required(V.required)
    .oneOf([yup.ref('password')], V.passwordsMatch),
});

/** validar-numero: the code sent to the phone. */
export const phoneCodeSchema = yup.object({ code: codeField() });

/** cambiar-contrasena inside datos-del-comercio. */
export const changePasswordSchema = yup.object({
  current_password: yup.string().required(V.required),
  password: newPassword(),
  password_confirmation: yup
    .string()
    .required(V.required)
    .oneOf([yup.ref('password')], V.passwordsMatch),
});
