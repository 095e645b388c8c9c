// How coupons and validity ranges read in the panel (list, form, ads schedule).
import { formatDate, zonedParts } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { Coupon } from '@shared/types/menu';

export function discountLabel(coupon: Pick<Coupon, 'tipo' | 'valor'>): string {
  return coupon.tipo === 'amount' ? `${formatMoney(coupon.valor)} de descuento` : `${coupon.valor.toLocaleString('es-MX', { maximumFractionDigits: 2 })} % de descuento`;
}

/** 'Del 01/12/2026 al 24/12/2026', 'Desde …', 'Hasta …' or 'Sin fechas'. */
export function validityLabel(start: string | null, end: string | null, timeZone?: string): string {
  if (start && end) return `Del ${formatDate(start, timeZone)} al ${formatDate(end, timeZone)}`;
  if (start) return `Desde el ${formatDate(start, timeZone)}`;
  if (end) return `Hasta el ${formatDate(end, timeZone)}`;
  return 'Sin fechas';
}

/** An ISO instant as the commerce's local day 'YYYY-MM-DD' (what the date pickers hold); '' for null. */
export function localDayOf(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  const p = zonedParts(iso, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export type ValidityState = 'vigente' | 'programado' | 'vencido' | 'inactivo';

export function validityState(item: { activo: boolean; fecha_inicio: string | null; fecha_fin: string | null }, now: Date = new Date()): ValidityState {
  if (!item.activo) return 'inactivo';
  if (item.fecha_inicio && Date.parse(item.fecha_inicio) > now.getTime()) return 'programado';
  if (item.fecha_fin && Date.parse(item.fecha_fin) < now.getTime()) return 'vencido';
  return 'vigente';
}

export const VALIDITY_TAGS: Record<ValidityState, { label: string; color: string }> = {
  vigente: { label: 'Vigente', color: 'green' },
  programado: { label: 'Programado', color: 'blue' },
  vencido: { label: 'Vencido', color: 'default' },
  inactivo: { label: 'Inactivo', color: 'orange' },
};
