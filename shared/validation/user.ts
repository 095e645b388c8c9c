// Staff users of /usuarios (docs/domain.md (Entidades) User; modules and permissions of docs/domain.md (Permisos)).
import * as yup from 'yup';
import { MODULES, PERMISSIONS } from '../constants';
import { PASSWORD_MIN } from './auth';
import { requiredText } from './fields';
import { V } from './messages';

export const USER_STATUSES = ['activo', 'inactivo'] as const;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

export const modulePermissionsSchema = yup.object({
  id: yup.string().required(V.required).oneOf([...MODULES], V.oneOf),
  permisos: yup
    .array()
    .of(yup.string().required().oneOf([...PERMISSIONS], V.oneOf))
    .required(V.required),
});

export const userSchema = yup.object({
  email: requiredText().email(V.email),
  name: requiredText(),
  username: requiredText().matches(USERNAME_PATTERN, V.username),
  status: yup.string().required(V.required).oneOf([...USER_STATUSES], V.oneOf),
  /** null = every module of the plan. */
  modules: yup.array().of(modulePermissionsSchema).nullable(),
});

/** Creating a user also sets the first password. */
export const newUserSchema = userSchema.shape({
  password: yup.string().required(V.required).min(PASSWORD_MIN, V.passwordMin(PASSWORD_MIN)),
});

/** recuperar-contrasena/{userSelected}: the owner sets a new password for a user. */
export const userPasswordSchema = yup.object({
  password: yup.string().required(V.required).min(PASSWORD_MIN, V.passwordMin(PASSWORD_MIN)),
  password_confirmation: yup
    .string()
    .required(V.required)
    .oneOf([yup.ref('password')], V.passwordsMatch),
});
