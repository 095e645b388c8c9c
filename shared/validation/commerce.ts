// Commerce data and address schemas (docs/domain.md (Validación) "Commerce data" and "Address").
import * as yup from 'yup';
import { COMMERCE_NAME_MAX, COMMERCE_NAME_MIN, FOLIO_PREFIX_MAX } from '../constants';
import { phoneLengthFor } from '../countries';
import type { Address } from '../types/commerce';
import { hasText, numberField, requiredText } from './fields';
import { V } from './messages';

/** Phone digits of the length the chosen country uses (Mexico 10). Reads country_code from the parent. */
export function phoneSchema(countryField = 'country_code') {
  return yup
    .string()
    .trim()
    .required(V.required)
    .matches(/^\d+$/, V.digitsOnly)
    .test('phone-length', function check(value) {
      const dialCode: unknown = this.parent?.[countryField];
      const length = phoneLengthFor(typeof dialCode === 'string' ? dialCode : null);
      if (value == null || value.length === length) return true;
      return this.createError({ message: V.exactDigits(length) });
    });
}

export const commerceDataSchema = yup.object({
  nombre: yup
    .string()
    .trim()
    .required(V.required)
    .min(COMMERCE_NAME_MIN, V.minChars(COMMERCE_NAME_MIN))
    .max(COMMERCE_NAME_MAX, V.maxChars(COMMERCE_NAME_MAX)),
  telefono: phoneSchema(),
  country_code: yup.string().trim().required(V.required),
  // Either the free-text address or the located address's fullAddress satisfies SPEC's "direccion required".
  direccion: yup
    .string()
    .nullable()
    .test('direccion-or-address', V.required, function check(value) {
      if (hasText(value)) return true;
      const address: unknown = this.parent?.address;
      return typeof address === 'object' && address !== null && hasText((address as { fullAddress?: unknown }).fullAddress);
    }),
  prefijo_folio: yup.string().nullable().max(FOLIO_PREFIX_MAX, V.maxChars(FOLIO_PREFIX_MAX)),
});
export type CommerceDataInput = yup.InferType<typeof commerceDataSchema>;

export const addressSchema = yup.object({
  country: yup.string().nullable(),
  state: requiredText(),
  city: requiredText(),
  neighborhood: requiredText(),
  postalCode: requiredText(),
  street: requiredText(),
  interiorNumber: yup.string().nullable(),
  exteriorNumber: requiredText(),
  fullAddress: requiredText(),
  latitude: numberField().nullable().min(-90, V.minValue(-90)).max(90, V.maxValue(90)),
  longitude: numberField().nullable().min(-180, V.minValue(-180)).max(180, V.maxValue(180)),
});
export type AddressInput = yup.InferType<typeof addressSchema>;

function isCoordinate(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

/** docs/domain.md (Validación): a location is complete only with fullAddress, latitude, longitude, state, city, street and postalCode. */
export function isLocationComplete(address: Partial<Address> | null | undefined): boolean {
  if (!address) return false;
  return (
    hasText(address.fullAddress) &&
    isCoordinate(address.latitude) &&
    isCoordinate(address.longitude) &&
    hasText(address.state) &&
    hasText(address.city) &&
    hasText(address.street) &&
    hasText(address.postalCode)
  );
}
