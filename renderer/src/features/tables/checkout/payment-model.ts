// The payment form's arithmetic (docs/counter.md), in cents: the tip, the parts of a split bill (even,
// by products, or one bill paid with several methods) and the cash change. The server re-checks the
// result with the same shared rule (checkTablePayment). A payment link of the visit paid for an older bill
// (docs/counter.md) is already paid: the parts cover only what it leaves, and the server adds it as the
// «Enlace de pago» part.
import { checkTablePayment, splitEvenly, type CounterPaymentMethod, type PaymentCheck, type TablePartMethod, type TablePaymentInput, type TablePaymentPart } from '@shared/counter';
import { fromCents, toCents } from '@shared/money';
import type { PaymentReceiptInput } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import type { TableBillLinkState } from '@shared/types/tables';

export type SplitMode = 'una' | 'partes' | 'productos';
export type TipChoice = 'none' | '10' | '15' | 'other';

export interface BillLine {
  key: string;
  label: string;
  cents: number;
}

export interface PaymentDraft {
  mode: SplitMode;
  /** People (partes / productos) or payment rows (una, mixed methods). */
  people: number;
  methods: CounterPaymentMethod[];
  /** 'una' with several methods: amounts typed for every row but the last (which takes the rest). */
  typed: (number | null)[];
  /** 'productos': line key → person index. */
  assignments: Record<string, number>;
  tip: TipChoice;
  tipOther: number | null;
  received: number | null;
  /** Paid by the visit's payment links that closed nothing (creditOfLinks); the parts cover the rest. */
  onlineCents?: number;
}

export const EMPTY_DRAFT: PaymentDraft = { mode: 'una', people: 1, methods: ['efectivo'], typed: [], assignments: {}, tip: 'none', tipOther: null, received: null };

export function billLines(orders: readonly OrderDetail[]): BillLine[] {
  return orders.flatMap((detail) =>
    detail.productos.map((line, index) => ({
      key: `${detail.pedido.id}:${index}`,
      label: `${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`,
      cents: toCents(line.subtotal),
    })),
  );
}

export function tipCentsOf(draft: PaymentDraft, consumoCents: number): number {
  if (draft.tip === '10' || draft.tip === '15') return Math.round((consumoCents * Number(draft.tip)) / 100);
  if (draft.tip === 'other') return Math.max(0, toCents(draft.tipOther ?? 0));
  return 0;
}

/**
 * What the visit's paid links count for at «Cobrar y cerrar mesa» (the server's rule, payments/table-bill.ts): all of
 * them when they hold no more than the bill, else nothing (charged whole, they are refunded).
 */
export function creditOfLinks(state: TableBillLinkState | undefined, consumoCents: number): number {
  const cents = (state?.pagos_sin_aplicar ?? []).reduce((sum, p) => sum + toCents(p.monto), 0);
  return cents > 0 && cents <= consumoCents ? cents : 0;
}

/** What is left to collect at the counter: the bill and the tip, less what the links paid. */
export function dueCentsOf(draft: PaymentDraft, consumoCents: number): number {
  return consumoCents + tipCentsOf(draft, consumoCents) - (draft.onlineCents ?? 0);
}

function methodAt(draft: PaymentDraft, index: number): CounterPaymentMethod {
  return draft.methods[index] ?? draft.methods[0] ?? 'efectivo';
}

/** Amount of each part, in cents, before methods are attached. */
export function partAmounts(draft: PaymentDraft, consumoCents: number, lines: readonly BillLine[]): number[] {
  const due = dueCentsOf(draft, consumoCents);
  const n = Math.max(1, draft.people);
  if (draft.mode === 'partes') return splitEvenly(due, n);
  if (draft.mode === 'productos') {
    const sums = Array.from({ length: n }, () => 0);
    for (const line of lines) sums[Math.min(n - 1, draft.assignments[line.key] ?? 0)]! += line.cents;
    // What the lines do not carry (delivery fee, coupons, tips of the orders) and the tip go evenly.
    const rest = due - sums.reduce((a, b) => a + b, 0);
    const shares = splitEvenly(Math.abs(rest), n);
    return sums.map((sum, i) => sum + Math.sign(rest) * shares[i]!);
  }
  if (n === 1) return [due];
  const typed = Array.from({ length: n - 1 }, (_, i) => toCents(draft.typed[i] ?? 0));
  return [...typed, due - typed.reduce((a, b) => a + b, 0)];
}

export function partsOf(draft: PaymentDraft, consumoCents: number, lines: readonly BillLine[]): TablePaymentPart[] {
  // The links paid it all: nothing is collected at the counter.
  if ((draft.onlineCents ?? 0) > 0 && dueCentsOf(draft, consumoCents) === 0) return [];
  return partAmounts(draft, consumoCents, lines).map((monto_cents, i) => ({ metodo: methodAt(draft, i), monto_cents }));
}

export function checkDraft(draft: PaymentDraft, consumoCents: number, lines: readonly BillLine[]): PaymentCheck {
  const parts = partsOf(draft, consumoCents, lines);
  const cash = parts.some((p) => p.metodo === 'efectivo');
  if (parts.length === 0 && dueCentsOf(draft, consumoCents) === 0) return { ok: true, cashCents: 0, changeCents: 0 };
  return checkTablePayment(consumoCents - (draft.onlineCents ?? 0), tipCentsOf(draft, consumoCents), parts, cash && draft.received != null ? toCents(draft.received) : null);
}

export function paymentBody(draft: PaymentDraft, consumoCents: number, lines: readonly BillLine[]): TablePaymentInput {
  const parts = partsOf(draft, consumoCents, lines);
  const cash = parts.some((p) => p.metodo === 'efectivo');
  return {
    pagos: parts.map((p) => ({ metodo: p.metodo, monto: fromCents(p.monto_cents) })),
    propina: fromCents(tipCentsOf(draft, consumoCents)),
    efectivo_recibido: cash && draft.received != null ? draft.received : null,
    division: draft.mode === 'partes' ? { tipo: 'partes', partes: draft.people } : draft.mode === 'productos' ? { tipo: 'productos', cuentas: draft.people } : null,
  };
}

/** Quick cash amounts: exact, then the next round bills above it. */
export function cashSuggestions(cashCents: number): number[] {
  const pesos = fromCents(cashCents);
  const options = [pesos];
  for (const step of [50, 100, 200, 500, 1000]) {
    const rounded = Math.ceil(pesos / step) * step;
    if (rounded > pesos && !options.includes(rounded)) options.push(rounded);
  }
  return options.slice(0, 4);
}

/**
 * The printed receipt's payment from the parts the server recorded: one method, or a mixed payment with
 * each method's amount (parts of one method, e.g. three guests paying cash, print as one line).
 */
export function receiptPayment(receipt: {
  parts: readonly { metodo: TablePartMethod; monto: number }[];
  received: number | null;
  tip: number;
}): PaymentReceiptInput['payment'] {
  const byMethod = new Map<TablePartMethod, number>();
  for (const part of receipt.parts) byMethod.set(part.metodo, (byMethod.get(part.metodo) ?? 0) + toCents(part.monto));
  const parts = [...byMethod].map(([method, cents]) => ({ method, amount: fromCents(cents) }));
  const base = { amountReceived: receipt.received, tip: receipt.tip };
  return parts.length === 1 ? { ...base, method: parts[0]!.method } : { ...base, parts };
}
