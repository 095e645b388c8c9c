// The phone rule of a public order (shared/validation/public-order.ts), the one the checkout and the server
// apply: optional when eating in (a table's QR forces eating in) unless a coupon is used; required for
// delivery and pickup; when given, 10 digits for Mexico.
import { describe, expect, it } from 'vitest';
import { phoneIsOptional, publicOrderSchema } from '@shared/validation/public-order';

const shown = { show: true, required: false };
const cash = { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false, toconfirm: false };
const schema = publicOrderSchema({
  form: { calle: shown, colonia: shown, no_ext: shown, no_int: shown, ubicacion: shown, referencias: { ...shown, label: '' } },
  paymentMethods: { delivery: cash, takeAway: cash, inRestaurant: cash },
});
const base = { nombre: 'Ana', metodo_pago: 'efectivo', productos: [{ id_producto: 'p1', cantidad: 1 }] };

async function phoneError(order: Record<string, unknown>): Promise<string | null> {
  try {
    await schema.validate({ ...base, ...order });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('phone of a public order', () => {
  it('is optional when eating in, from a table or not, and is then stored as an empty text', async () => {
    expect(await phoneError({ metodo_entrega: 'inRestaurant' })).toBeNull();
    expect(await phoneError({ metodo_entrega: 'inRestaurant', numero_celular: '' })).toBeNull();
    expect(await phoneError({ metodo_entrega: 'inRestaurant', numero_celular: null })).toBeNull();
    // A table link is eaten in whatever flow it says.
    const table = await schema.validate({ ...base, metodo_entrega: 'takeAway', table_uuid: 'mesa-1', numero_celular: '  ' });
    expect(table).toMatchObject({ metodo_entrega: 'inRestaurant', numero_celular: '' });
  });

  it('is required for delivery and pickup, and when eating in with a coupon', async () => {
    expect(await phoneError({ metodo_entrega: 'takeAway' })).toBe('Número celular: es requerido');
    expect(await phoneError({ metodo_entrega: 'delivery', numero_celular: '' })).toBe('Número celular: es requerido');
    expect(await phoneError({ metodo_entrega: 'inRestaurant', coupon_code: 'MESA10' })).toBe('Número celular: es requerido');
    expect(phoneIsOptional('inRestaurant', '  ')).toBe(true);
    expect(phoneIsOptional('inRestaurant', 'MESA10')).toBe(false);
    expect(phoneIsOptional('takeAway', null)).toBe(false);
  });

  it('when given, must be 10 digits also when eating in', async () => {
    expect(await phoneError({ metodo_entrega: 'inRestaurant', numero_celular: '99312' })).toBe('Número celular: debe tener 10 dígitos');
    expect(await phoneError({ metodo_entrega: 'inRestaurant', numero_celular: '99312abcde' })).toBe('Número celular: solo se permiten números');
    const ok = await schema.validate({ ...base, metodo_entrega: 'takeAway', numero_celular: ' 9931234567 ' });
    expect(ok.numero_celular).toBe('9931234567');
  });
});
