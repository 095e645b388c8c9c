// configuracion-cobro-en-linea: the merchant's bank and tax data for the online payment provider
// (docs/domain.md (Entidades) "Bank info for a payment provider": bankAccount, address, rfc, birthDate, taxType, documents),
// and the Facebook pixel of perfil-social.
import * as yup from 'yup';
import { requiredText } from './fields';
import { clabeField } from './clabe';
import { V } from './messages';

export const TAX_TYPES = ['persona_fisica', 'persona_moral'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const TAX_TYPE_LABELS: Record<TaxType, string> = { persona_fisica: 'Persona física', persona_moral: 'Persona moral' };

/** RFC length by tax type: 13 for a person (4 letters), 12 for a company (3 letters). */
export const RFC_LENGTH: Record<TaxType, number> = { persona_fisica: 13, persona_moral: 12 };

/** Letters (Ñ and & allowed), a YYMMDD date and a 3-character homoclave. */
const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/;

export function isValidRfc(rfc: string, taxType?: TaxType | null): boolean {
  const value = rfc.trim().toUpperCase();
  if (!RFC_PATTERN.test(value)) return false;
  return taxType ? value.length === RFC_LENGTH[taxType] : true;
}

/** Whole years between a 'YYYY-MM-DD' birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

export const ADULT_AGE = 18;

export const REQUIRED_DOCUMENTS = ['identificacion', 'comprobante_domicilio', 'constancia_situacion_fiscal'] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];
export const DOCUMENT_LABELS: Record<RequiredDocument, string> = {
  identificacion: 'Identificación oficial',
  comprobante_domicilio: 'Comprobante de domicilio',
  constancia_situacion_fiscal: 'Constancia de situación fiscal',
};

/** `today` comes through the validation context ({ today: Date }) so tests and servers agree on "now". */
export const onlinePaymentSetupSchema = yup.object({
  taxType: yup.string().required(V.required).oneOf([...TAX_TYPES], V.oneOf),
  rfc: requiredText().test('rfc', function check(value) {
    const taxType: unknown = this.parent?.taxType;
    const type = (TAX_TYPES as readonly unknown[]).includes(taxType) ? (taxType as TaxType) : null;
    if (!isValidRfc(value, null)) return this.createError({ message: V.rfc });
    if (type && !isValidRfc(value, type)) return this.createError({ message: V.rfcLength(RFC_LENGTH[type]) });
    return true;
  }),
  businessName: requiredText(),
  birthDate: yup
    .string()
    .nullable()
    .when('taxType', ([taxType], schema) => (taxType === 'persona_fisica' ? schema.required(V.required) : schema))
    .test('birth-date', function check(value) {
      if (value == null || value === '') return true;
      const today = this.options.context?.today instanceof Date ? (this.options.context.today as Date) : new Date();
      const age = ageOn(value, today);
      if (age === null) return this.createError({ message: V.invalidDate });
      return age >= ADULT_AGE || this.createError({ message: V.adult });
    }),
  bankAccount: yup.object({
    bank_name: requiredText(),
    titular_name: requiredText(),
    clabe: clabeField(),
  }),
  address: yup.object({
    street: requiredText(),
    exteriorNumber: requiredText(),
    neighborhood: requiredText(),
    city: requiredText(),
    state: requiredText(),
    postalCode: requiredText().matches(/^\d{5}$/, V.exactDigits(5)),
  }),
  /** Uploaded file URLs by document kind. */
  documents: yup.object(Object.fromEntries(REQUIRED_DOCUMENTS.map((kind) => [kind, requiredText()]))),
});

/** perfil-social: the Facebook pixel id (digits), or empty to remove it. */
export const facebookPixelSchema = yup.object({
  facebook_pixel_id: yup
    .string()
    .nullable()
    .test('pixel-id', V.pixelId, (value) => value == null || value.trim() === '' || /^\d{10,20}$/.test(value.trim())),
});
