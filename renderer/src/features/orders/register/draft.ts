// The phone order draft (docs/counter.md): everything the cashier typed, kept per user in localStorage
// on every change, so Esc, a click outside, navigating away or a reload never loses a half-typed order.
// Cleared when the order is sent or the cashier discards it.
import type { FlowPaymentMethod } from '@shared/constants';
import type { CartLine } from './cart';
import { EMPTY_CUSTOMER, type CustomerFields } from './CustomerSection';

export interface PhoneDraft {
  lines: CartLine[];
  customer: CustomerFields;
  payment: FlowPaymentMethod;
  paidWith: number | null;
  comment: string;
  prepMinutes: number;
}

export const PREP_OPTIONS = [10, 15, 20, 30, 45] as const;

export const EMPTY_DRAFT: PhoneDraft = { lines: [], customer: EMPTY_CUSTOMER, payment: 'efectivo', paidWith: null, comment: '', prepMinutes: 20 };

const keyOf = (userId: string) => `registrar-pedido:borrador:${userId}`;

/** True when nothing worth keeping was typed (defaults do not count). */
export function isEmptyDraft(draft: PhoneDraft): boolean {
  const c = draft.customer;
  return draft.lines.length === 0 && !c.nombre.trim() && !c.numero_celular && !c.calle && !c.colonia && !c.numero_exterior && !c.referencias && !draft.comment.trim() && draft.paidWith == null;
}

export function loadDraft(userId: string, storage: Storage = localStorage): PhoneDraft {
  try {
    const raw = storage.getItem(keyOf(userId));
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<PhoneDraft>;
    return {
      ...EMPTY_DRAFT,
      ...parsed,
      lines: Array.isArray(parsed.lines) ? parsed.lines : [],
      customer: { ...EMPTY_CUSTOMER, ...(parsed.customer ?? {}) },
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(userId: string, draft: PhoneDraft, storage: Storage = localStorage): void {
  try {
    if (isEmptyDraft(draft)) storage.removeItem(keyOf(userId));
    else storage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the order stays on screen; only the reload safety net is lost.
  }
}

export function clearDraft(userId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear.
  }
}
