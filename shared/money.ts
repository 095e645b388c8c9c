// Money: integer cents inside the server, pesos (2 decimals) on the wire, es-MX/MXN on screen and paper.
import { CURRENCY, LOCALE } from './constants';

export function toCents(pesos: number): number {
  // Binary floats make 1.005 * 100 = 100.49999…; a tiny nudge rounds amounts as written (half away from zero).
  const scaled = pesos * 100;
  const cents = Math.round(Math.abs(scaled) + 1e-7);
  return scaled < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const moneyFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50' for 1234.5 pesos. */
export function formatMoney(pesos: number): string {
  // −0 (a sign flipped on nothing: «Salidas de efectivo» of a fresh shift) reads $0.00, not -$0.00.
  return moneyFormatter.format(pesos === 0 ? 0 : pesos);
}

/** '1,234.50' without the currency sign (ticket columns). */
export function formatAmount(pesos: number): string {
  return numberFormatter.format(pesos);
}

/** docs/domain.md (Constantes): cash change = amount paid minus total (never negative on screen). */
export function cashChange(paidWith: number | null | undefined, total: number): number {
  if (paidWith == null) return 0;
  return Math.max(0, fromCents(toCents(paidWith) - toCents(total)));
}

/**
 * What an amount field keeps of what is typed: digits and one decimal point (a comma counts as one), at most two
 * decimals. 'quinientos' → '', '$500' → '500', '150,5' → '150.5'.
 */
export function amountTyping(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
