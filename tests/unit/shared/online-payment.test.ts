// What customers are not offered at checkout: «Enlace de pago», the counter's (shared/online-payment.ts).
import { describe, expect, it } from 'vitest';
import { isUnofferedPaymentMethod, offeredPaymentMethods, unofferedPaymentField, withoutUnofferedPayments } from '@shared/online-payment';
import { NO_PAYMENT_METHODS } from '@shared/types/commerce';

const ALL_ON = { efectivo: true, tarjeta: true, transferencia: true, enlace_pago: true, payment_provider: true };

describe('«Enlace de pago» is not offered at checkout; «Pago en línea» is', () => {
  it('enlace_pago is the method not offered', () => {
    expect(['efectivo', 'tarjeta', 'transferencia', 'enlace_pago', 'payment_provider', 'toconfirm'].filter(isUnofferedPaymentMethod)).toEqual(['enlace_pago']);
  });

  it('offeredPaymentMethods keeps every key and switches enlace_pago off, without changing its input', () => {
    const input = { ...ALL_ON };
    expect(offeredPaymentMethods(input)).toEqual({ ...ALL_ON, enlace_pago: false });
    expect(input).toEqual(ALL_ON);
    expect(offeredPaymentMethods(null)).toBeNull();
  });

  it('withoutUnofferedPayments switches off the link option and enlace_pago in every flow, and keeps other fields', () => {
    const settings = { activar_pago_enlace: true, metodos_pago_envio_domicilio: ALL_ON, metodos_pago_comer_restaurant: ALL_ON, metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS }, tipo_envio_domicilio: 'estandar' };
    const offered = withoutUnofferedPayments(settings);
    expect(offered.activar_pago_enlace).toBe(false);
    expect(offered.metodos_pago_envio_domicilio).toEqual({ ...ALL_ON, enlace_pago: false });
    expect(offered.metodos_pago_pasar_recoger).toEqual(NO_PAYMENT_METHODS);
    expect(offered.tipo_envio_domicilio).toBe('estandar');
    expect(withoutUnofferedPayments({ tipo: 1 } as never)).toEqual({ tipo: 1 });
  });

  it('unofferedPaymentField names the first field that turns one on', () => {
    expect(unofferedPaymentField({ activar_pago_enlace: true })).toBe('activar_pago_enlace');
    expect(unofferedPaymentField({ metodos_pago_comer_restaurant: { ...NO_PAYMENT_METHODS, enlace_pago: true } })).toBe('metodos_pago_comer_restaurant.enlace_pago');
    expect(unofferedPaymentField({ metodos_pago_comer_restaurant: { ...NO_PAYMENT_METHODS, payment_provider: true } })).toBeNull();
    expect(unofferedPaymentField({ activar_pago_enlace: false, metodos_pago_envio_domicilio: { ...NO_PAYMENT_METHODS, efectivo: true } })).toBeNull();
  });
});
