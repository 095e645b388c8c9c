// Country table for phone validation (docs/domain.md (Validación): phone length by country code; Mexico 10).
export interface Country {
  code: string; // ISO 3166-1 alpha-2
  name: string;
  dialCode: string; // without '+'
  phoneLength: number;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'MX', name: 'México', dialCode: '52', phoneLength: 10 },
  { code: 'US', name: 'Estados Unidos', dialCode: '1', phoneLength: 10 },
  { code: 'GT', name: 'Guatemala', dialCode: '502', phoneLength: 8 },
  { code: 'SV', name: 'El Salvador', dialCode: '503', phoneLength: 8 },
  { code: 'HN', name: 'Honduras', dialCode: '504', phoneLength: 8 },
  { code: 'CR', name: 'Costa Rica', dialCode: '506', phoneLength: 8 },
  { code: 'PA', name: 'Panamá', dialCode: '507', phoneLength: 8 },
  { code: 'CO', name: 'Colombia', dialCode: '57', phoneLength: 10 },
  { code: 'PE', name: 'Perú', dialCode: '51', phoneLength: 9 },
  { code: 'CL', name: 'Chile', dialCode: '56', phoneLength: 9 },
  { code: 'AR', name: 'Argentina', dialCode: '54', phoneLength: 10 },
  { code: 'ES', name: 'España', dialCode: '34', phoneLength: 9 },
];

export function phoneLengthFor(dialCode: string | null | undefined): number {
  return COUNTRIES.find((c) => c.dialCode === dialCode)?.phoneLength ?? 10;
}
