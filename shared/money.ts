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

// Intl formatters are made on first use: the first one a page makes loads the locale's data, a long task on a
// phone, and the public menu shows its prices without any (docs/public-menu.md, Speed).
let numberFormatter: Intl.NumberFormat | null = null;
let moneyFormatter: Intl.NumberFormat | null = null;

/**
 * '1,234.50' for 1234.5 or -1234.5: es-MX digits (comma groups, point, 2 decimals) rounded as Intl rounds (half
 * away from zero on the number as JavaScript writes it); null where that writing has an exponent (≥ 1e21).
 */
function groupedDigits(pesos: number): string | null {
  const written = String(Math.abs(pesos));
  if (written.includes('e')) return Math.abs(pesos) < 1 ? '0.00' : null;
  const [whole = '0', fraction = ''] = written.split('.');
  let cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${text.slice(-2)}`;
}

/** '$1,234.50' for 1234.5 pesos: what Intl's es-MX MXN currency format writes. */
export function formatMoney(pesos: number): string {
  const digits = Number.isFinite(pesos) ? groupedDigits(pesos) : null;
  if (digits === null) {
    moneyFormatter ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return moneyFormatter.format(pesos);
  }
  // −0 (a sign flipped on nothing: «Salidas de efectivo» of a fresh shift) reads $0.00, not -$0.00.
  return `${pesos < 0 ? '-' : ''}$${digits}`;
}

/** '1,234.50' without the currency sign (ticket columns). */
export function formatAmount(pesos: number): string {
  numberFormatter ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
