// Ads of /anuncios (shown on the public menu while their dates say so).
import * as yup from 'yup';
import { V } from './messages';

export const AD_TITLE_MAX = 80;
export const AD_TEXT_MAX = 500;

function parseDate(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const optionalDate = () =>
  yup
    .string()
    .nullable()
    .test('date', V.invalidDate, (value) => value == null || value === '' || parseDate(value) !== null);

const optionalUrl = (message: string) =>
  yup
    .string()
    .nullable()
    .test('url', message, (value) => value == null || value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim()));

/** Both ends are optional; when both are set the end may not come before the start. */
export const adScheduleSchema = yup.object({
  fecha_inicio: optionalDate(),
  fecha_fin: optionalDate().test('end-after-start', V.endBeforeStart, function check(end) {
    const start = parseDate(this.parent?.fecha_inicio);
    const finish = parseDate(end);
    return start === null || finish === null || finish >= start;
  }),
});

export const adSchema = adScheduleSchema.shape({
  titulo: yup.string().trim().required(V.required).max(AD_TITLE_MAX, V.maxChars(AD_TITLE_MAX)),
  texto: yup.string().nullable().max(AD_TEXT_MAX, V.maxChars(AD_TEXT_MAX)),
  imagen: optionalUrl('La imagen debe ser una dirección web (sube una imagen)'),
  enlace: optionalUrl('El enlace debe empezar con http:// o https://'),
  activo: yup.boolean(),
});
