// Ads of /anuncios (shown on the public menu while their dates say so).
import * as yup from 'yup';
import { optionalDate, optionalEndDate } from './fields';
import { V } from './messages';

export const AD_TITLE_MAX = 80;
export const AD_TEXT_MAX = 500;

const optionalUrl = (message: string) =>
  yup
    .string()
    .nullable()
    // An uploaded image is '/uploads/<file>' when the server has no PUBLIC_URL (docs/security.md).
    .test('url', message, (value) => value == null || value.trim() === '' || /^(?:https?:\/\/\S+|\/uploads\/[\w.-]+)$/i.test(value.trim()));

/** Both ends are optional; when both are set the end may not come before the start. */
export const adScheduleSchema = yup.object({
  fecha_inicio: optionalDate(),
  fecha_fin: optionalEndDate(),
});

export const adSchema = adScheduleSchema.shape({
  titulo: yup.string().trim().required(V.required).max(AD_TITLE_MAX, V.maxChars(AD_TITLE_MAX)),
  texto: yup.string().nullable().max(AD_TEXT_MAX, V.maxChars(AD_TEXT_MAX)),
  imagen: optionalUrl('La imagen debe ser una dirección web (sube una imagen)'),
  enlace: optionalUrl('El enlace debe empezar con http:// o https://'),
  activo: yup.boolean(),
});
