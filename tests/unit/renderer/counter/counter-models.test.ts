// The counter's pure rules: table payment check and split (shared/counter.ts), the payment form's parts
// (renderer/src/features/tables/checkout/payment-model.ts) and the phone order draft (register/draft.ts).
import { describe, expect, it } from 'vitest';
import { checkTablePayment, splitEvenly } from '@shared/counter';
import { isSale, SALE_STATUSES } from '@shared/orders/sales';
import { cashSuggestions, checkDraft, EMPTY_DRAFT, paymentBody, partAmounts, type BillLine } from '../../../../renderer/src/features/tables/checkout/payment-model';
import { clearDraft, EMPTY_DRAFT as EMPTY_PHONE, isEmptyDraft, loadDraft, saveDraft } from '../../../../renderer/src/features/orders/register/draft';
import { customerProblem, EMPTY_CUSTOMER } from '../../../../renderer/src/features/orders/register/CustomerSection';
import { splitPaymentLabel } from '@shared/labels';

class MemoryStorage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  key(i: number) {
    return [...this.values.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.values.get(k) ?? null;
  }
  removeItem(k: string) {
    this.values.delete(k);
  }
  setItem(k: string, v: string) {
    this.values.set(k, v);
  }
}

describe('table payment rule', () => {
  it('splits evenly to the cent and checks parts, tip and cash', () => {
    expect(splitEvenly(10_001, 3)).toEqual([3_334, 3_334, 3_333]);
    expect(checkTablePayment(10_000, 1_000, [{ metodo: 'efectivo', monto_cents: 5_500 }, { metodo: 'tarjeta', monto_cents: 5_500 }], 10_000)).toEqual({ ok: true, cashCents: 5_500, changeCents: 4_500 });
    expect(checkTablePayment(10_000, 0, [{ metodo: 'tarjeta', monto_cents: 9_999 }], null)).toMatchObject({ ok: false, field: 'pagos' });
    expect(checkTablePayment(10_000, 0, [{ metodo: 'efectivo', monto_cents: 10_000 }], 5_000)).toMatchObject({ ok: false, field: 'efectivo_recibido' });
    expect(checkTablePayment(10_000, -1, [{ metodo: 'efectivo', monto_cents: 9_999 }], null)).toMatchObject({ ok: false, field: 'propina' });
  });
});

describe('payment form', () => {
  const lines: BillLine[] = [
    { key: 'a:0', label: '2 × Taco', cents: 5_000 },
    { key: 'a:1', label: '1 × Agua', cents: 2_500 },
  ];
  it('builds parts for one bill, mixed methods, even split and split by products', () => {
    expect(partAmounts({ ...EMPTY_DRAFT, tip: '10' }, 8_000, lines)).toEqual([8_800]);
    expect(partAmounts({ ...EMPTY_DRAFT, people: 2, methods: ['efectivo', 'tarjeta'], typed: [30] }, 8_000, lines)).toEqual([3_000, 5_000]);
    expect(partAmounts({ ...EMPTY_DRAFT, mode: 'partes', people: 3 }, 10_000, lines)).toEqual([3_334, 3_333, 3_333]);
    // Lines 75.00 of a 80.00 bill: the 5.00 the lines do not carry is shared evenly.
    expect(partAmounts({ ...EMPTY_DRAFT, mode: 'productos', people: 2, assignments: { 'a:0': 0, 'a:1': 1 } }, 8_000, lines)).toEqual([5_250, 2_750]);
  });
  it('checks the draft with the shared rule and sends pesos', () => {
    const draft = { ...EMPTY_DRAFT, received: 100 };
    expect(checkDraft(draft, 8_000, lines)).toEqual({ ok: true, cashCents: 8_000, changeCents: 2_000 });
    expect(paymentBody(draft, 8_000, lines)).toEqual({ pagos: [{ metodo: 'efectivo', monto: 80 }], propina: 0, efectivo_recibido: 100, division: null });
    expect(checkDraft({ ...EMPTY_DRAFT, received: 50 }, 8_000, lines)).toMatchObject({ ok: false, field: 'efectivo_recibido' });
    expect(cashSuggestions(8_000)).toEqual([80, 100, 200, 500]);
  });
});

describe('phone order draft', () => {
  it('is kept per user, restored, and removed when empty or cleared', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(loadDraft('u1', storage)).toEqual(EMPTY_PHONE);
    const typed = { ...EMPTY_PHONE, customer: { ...EMPTY_PHONE.customer, nombre: 'Rocío' }, prepMinutes: 30 };
    saveDraft('u1', typed, storage);
    expect(loadDraft('u1', storage)).toEqual(typed);
    expect(loadDraft('u2', storage)).toEqual(EMPTY_PHONE);
    expect(isEmptyDraft(EMPTY_PHONE)).toBe(true);
    saveDraft('u1', EMPTY_PHONE, storage);
    expect(storage.length).toBe(0);
    saveDraft('u1', typed, storage);
    clearDraft('u1', storage);
    expect(storage.length).toBe(0);
    storage.setItem('registrar-pedido:borrador:u1', '{no json');
    expect(loadDraft('u1', storage)).toEqual(EMPTY_PHONE);
  });
});

describe('phone order customer (issue 51: phone optional for eat-in, the shared rule)', () => {
  it('lets an eat-in order go without phone; delivery and pickup need the 10 digits', () => {
    const named = { ...EMPTY_CUSTOMER, nombre: 'Comensal' };
    expect(customerProblem({ ...named, metodo_entrega: 'inRestaurant' }, undefined)).toBeNull();
    expect(customerProblem({ ...named, metodo_entrega: 'inRestaurant', numero_celular: '99312' }, undefined)).toBe('Número celular: debe tener 10 dígitos');
    expect(customerProblem({ ...named, metodo_entrega: 'inRestaurant', numero_celular: '9931234567' }, undefined)).toBeNull();
    expect(customerProblem({ ...named, metodo_entrega: 'delivery' }, undefined)).toBe('Número celular: debe tener 10 dígitos');
    expect(customerProblem({ ...named, metodo_entrega: 'takeAway' }, undefined)).toBe('Número celular: debe tener 10 dígitos');
  });
});

describe('split table payment in the order detail (issue 51)', () => {
  it('reads each method with its amount, the methods alone, or null for one method', () => {
    const parts = [
      { metodo: 'efectivo', monto: 220 },
      { metodo: 'tarjeta', monto: 220 },
    ] as const;
    expect(splitPaymentLabel({ metodo_pago: 'efectivo', pagos_mesa: [...parts] })).toBe('Efectivo $220.00 + Tarjeta $220.00');
    expect(splitPaymentLabel({ metodo_pago: 'efectivo', metodos_pago_mesa: ['efectivo', 'transferencia'] })).toBe('Efectivo + Transferencia');
    expect(splitPaymentLabel({ metodo_pago: 'efectivo', pagos_mesa: [{ metodo: 'efectivo', monto: 440 }], metodos_pago_mesa: ['efectivo'] })).toBeNull();
    expect(splitPaymentLabel({ metodo_pago: 'tarjeta' })).toBeNull();
  });
});

describe('sales definition', () => {
  it('counts accepted onward, not pending, rejected or canceled', () => {
    expect(isSale('accepted')).toBe(true);
    expect(isSale('delivered')).toBe(true);
    expect(isSale('pending')).toBe(false);
    expect(isSale('rejected')).toBe(false);
    expect(SALE_STATUSES).not.toContain('canceled');
  });
});
