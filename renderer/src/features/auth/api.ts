// Authentication calls: login, sign-up, logout, password recovery (6-digit code) and phone validation
// (server/src/routes/auth/*). Everything but logout is anonymous.
import type { LoginSession } from '@shared/types/account';
import { api } from '../../app/api';

export interface LoginRequest {
  /** Email or username: the server accepts either. */
  email?: string;
  username?: string;
  password: string;
}

export interface SignUpRequest {
  nombre_comercio: string;
  nombre: string;
  email: string;
  telefono: string;
  country_code: string;
  password: string;
  terminos: boolean;
}

export interface RecoveryRequest {
  email: string;
}
export interface ResetPasswordRequest {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}
export interface PhoneCodeRequest {
  telefono: string;
  country_code: string;
}
export interface PhoneValidationRequest extends PhoneCodeRequest {
  code: string;
  password?: string;
  password_confirmation?: string;
}

export interface MessageResponse {
  message?: string;
}

const anonymous = { anonymous: true } as const;

export const AUTH_PATHS = {
  login: '/v1/auth/login',
  logout: '/v1/auth/logout',
  signUp: '/v1/auth/registro',
  recoveryCode: '/v1/auth/recuperar-contrasena',
  resetPassword: '/v1/auth/actualizar-password',
  phoneCode: '/v1/auth/validar-numero/enviar',
  phoneValidate: '/v1/auth/validar-numero',
} as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginSession, LoginRequest>({
      query: (body) => ({ url: AUTH_PATHS.login, method: 'POST', body }),
      extraOptions: anonymous,
    }),
    signUp: build.mutation<LoginSession, SignUpRequest>({
      query: (body) => ({ url: AUTH_PATHS.signUp, method: 'POST', body }),
      extraOptions: anonymous,
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: AUTH_PATHS.logout, method: 'POST' }),
    }),
    requestRecoveryCode: build.mutation<MessageResponse, RecoveryRequest>({
      query: (body) => ({ url: AUTH_PATHS.recoveryCode, method: 'POST', body }),
      extraOptions: anonymous,
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: AUTH_PATHS.resetPassword, method: 'POST', body }),
      extraOptions: anonymous,
    }),
    requestPhoneCode: build.mutation<MessageResponse, PhoneCodeRequest>({
      query: (body) => ({ url: AUTH_PATHS.phoneCode, method: 'POST', body }),
      extraOptions: anonymous,
    }),
    validatePhone: build.mutation<MessageResponse, PhoneValidationRequest>({
      query: (body) => ({ url: AUTH_PATHS.phoneValidate, method: 'POST', body }),
      extraOptions: anonymous,
    }),
  }),
});

export const {
  useLoginMutation,
  useSignUpMutation,
  useLogoutMutation,
  useRequestRecoveryCodeMutation,
  useResetPasswordMutation,
  useRequestPhoneCodeMutation,
  useValidatePhoneMutation,
} = authApi;
