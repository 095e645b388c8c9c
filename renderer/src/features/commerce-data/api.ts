// Calls of datos-del-comercio beyond GET/PUT /v1/comercio (coreApi): image upload and password change.
import { api } from '../../app/api';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const commerceDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ message: string }, ChangePasswordInput>({
      query: (body) => ({ url: '/v1/auth/cambiar-contrasena', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = commerceDataApi;

/** A picked file as { extension, imagen: base64 } for POST /v1/subir/imagen. */
export function readFileAsBase64(file: File): Promise<{ extension: string; imagen: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve({ extension: file.name.split('.').pop()?.toLowerCase() ?? '', imagen: result.replace(/^data:[^,]*,/, '') });
    };
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });
}
