// The table receipt's payment for the printer (one method, or a mixed payment with each method's amount)
// and the carts' unit price (one shared rule for the public menu and the phone order).
import { describe, expect, it } from 'vitest';
import { cartUnitPriceCents } from '@shared/orders';
import { receiptPayment } from '../../../../renderer/src/features/tables/checkout/payment-model';
import { lineSubtotal, unitPriceCents } from '../../../../renderer/src/features/orders/register/cart';

describe('receiptPayment', () => {
  it('prints one method when every part was paid the same way (three guests in cash)', () => {
    expect(receiptPayment({ parts: [{ metodo: 'efectivo', monto: 100.01 }, { metodo: 'efectivo', monto: 100 }, { metodo: 'efectivo', monto: 100 }], received: 400, tip: 0 })).toEqual({
      method: 'efectivo',
      amountReceived: 400,
      tip: 0,
    });
  });

  it('prints each method with its amount for a mixed payment, adding up parts of one method in cents', () => {
    const payment = receiptPayment({ parts: [{ metodo: 'efectivo', monto: 0.1 }, { metodo: 'tarjeta', monto: 150 }, { metodo: 'efectivo', monto: 0.2 }], received: 1, tip: 15 });
    expect(payment).toEqual({ parts: [{ method: 'efectivo', amount: 0.3 }, { method: 'tarjeta', amount: 150 }], amountReceived: 1, tip: 15 });
    expect(payment.method).toBeUndefined();
  });
});

describe('cart unit price', () => {
  it('is the base price plus each extra × its quantity, in cents, for both carts', () => {
    const line = { basePrice: 45.5, extras: [{ id: 'q', nombre: 'Queso', precio: 12.25, cantidad: 2 }], cantidad: 3 };
    expect(cartUnitPriceCents(line)).toBe(4550 + 2 * 1225);
    expect(unitPriceCents(line)).toBe(cartUnitPriceCents(line));
    expect(lineSubtotal({ ...line, key: 'k', productId: 'p', nombre: 'Taco', presentacion: null, instrucciones: '' })).toBe(((4550 + 2450) * 3) / 100);
  });
});
