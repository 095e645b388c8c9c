import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ONLINE_PAYMENT_MSG } from '@shared/online-payment';
import { NO_PAYMENT_METHODS } from '@shared/types/commerce';
import {
  DELIVERY_MODES_ERROR_PATH,
  deliverySettingsSchema,
  hasChanges,
  normalizeDeliverySettings,
  pickDeliverySettings,
  validationErrors,
} from '@shared/validation';
import type { DeliverySettings } from '@shared/validation';
import { makeCommerce } from '../fixtures';

const base = pickDeliverySettings(makeCommerce());
const settings = (overrides: Partial<Record<keyof DeliverySettings, unknown>>) => ({ ...base, ...overrides });
const errorsOf = (value: unknown) => validationErrors(deliverySettingsSchema, value);
const bank = { titular_name: 'Rosa Pérez', bank_name: 'BBVA', clabe: '012180001234567899' };

describe('deliverySettingsSchema (docs/domain.md (Validación) Delivery settings)', () => {
  it('accepts the fixture commerce settings', async () => {
    expect(await errorsOf(base)).toEqual({});
  });

  describe('flows and payment methods', () => {
    it('needs at least one of delivery, eat-in and pickup active', async () => {
      const errors = await errorsOf(settings({ activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false }));
      expect(errors[DELIVERY_MODES_ERROR_PATH]).toMatch(/al menos un tipo de entrega/);
    });

    it.each([
      ['activar_envio_domicilio', 'metodos_pago_envio_domicilio'],
      ['activar_comer_restaurant', 'metodos_pago_comer_restaurant'],
      ['activar_pasar_recoger', 'metodos_pago_pasar_recoger'],
    ])('%s needs at least one method in %s', async (active, methods) => {
      const errors = await errorsOf(settings({ [methods]: { ...NO_PAYMENT_METHODS } }));
      expect(errors[methods]).toBe('Selecciona al menos un método de pago');
      // an inactive flow may have none
      expect(await errorsOf(settings({ [active]: false, [methods]: { ...NO_PAYMENT_METHODS } }))).toEqual({});
    });

    it('counts any offered method, e.g. only tarjeta', async () => {
      expect(await errorsOf(settings({ metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, tarjeta: true } }))).toEqual({});
    });

    it.each([
      ['metodos_pago_envio_domicilio.enlace_pago', { activar_pago_enlace: false, metodos_pago_envio_domicilio: { ...NO_PAYMENT_METHODS, efectivo: true, enlace_pago: true } }],
      ['activar_pago_enlace', { activar_pago_enlace: true }],
    ])('refuses %s on: the payment link is the counter\'s (shared/online-payment.ts)', async (path, values) => {
      expect(await errorsOf(settings(values))).toEqual({ [path]: ONLINE_PAYMENT_MSG.refused });
    });

    it('takes «Pago en línea» (payment_provider)', async () => {
      expect(await errorsOf(settings({ metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, efectivo: true, payment_provider: true } }))).toEqual({});
    });
  });

  describe('fee types', () => {
    it('estandar needs costo_envio_domicilio and 0 is allowed', async () => {
      expect((await errorsOf(settings({ costo_envio_domicilio: null }))).costo_envio_domicilio).toBe(MSG.required);
      expect((await errorsOf(settings({ costo_envio_domicilio: '' }))).costo_envio_domicilio).toBe(MSG.required);
      expect((await errorsOf(settings({ costo_envio_domicilio: -1 }))).costo_envio_domicilio).toBe('El valor mínimo es 0');
      expect(await errorsOf(settings({ costo_envio_domicilio: 0 }))).toEqual({});
    });

    it('fee rules do not apply while home delivery is off', async () => {
      expect(await errorsOf(settings({ activar_envio_domicilio: false, costo_envio_domicilio: null }))).toEqual({});
      expect(await errorsOf(settings({ activar_envio_domicilio: false, tipo_envio_domicilio: 'por_colonia', colonias: [] }))).toEqual({});
    });

    it('por_colonia needs a non-empty list, each with a name and numeric cost', async () => {
      const type = { tipo_envio_domicilio: 'por_colonia' };
      expect((await errorsOf(settings({ ...type, colonias: [] }))).colonias).toBe('Agrega al menos una colonia');
      expect((await errorsOf(settings({ ...type, colonias: null }))).colonias).toBe('Agrega al menos una colonia');
      const errors = await errorsOf(settings({ ...type, colonias: [{ nombre: 'Centro', costo: 20 }, { nombre: ' ', costo: 'abc' }] }));
      expect(errors).toEqual({ 'colonias[1].nombre': MSG.required, 'colonias[1].costo': 'Debe ser un número' });
      expect(await errorsOf(settings({ ...type, colonias: [{ nombre: 'Centro', costo: 0 }] }))).toEqual({});
    });

    it('por_colonia refuses the same colonia twice (ignoring case and accents)', async () => {
      const colonias = [
        { nombre: 'Centro Histórico', costo: 20 },
        { nombre: 'Atasta', costo: 25 },
        { nombre: 'centro historico', costo: 30 },
      ];
      expect(await errorsOf(settings({ tipo_envio_domicilio: 'por_colonia', colonias }))).toEqual({ 'colonias[2].nombre': 'Esta colonia ya está en la lista' });
    });

    it('por_kilometro: costo_km ≥ 1, min_km ≥ 0, max_km ≥ 1, costo_envio_domicilio ≥ 0', async () => {
      const type = { tipo_envio_domicilio: 'por_kilometro', costo_envio_domicilio: null };
      expect(await errorsOf(settings({ ...type, informacion_envio: { costo_km: 1, min_km: 0, max_km: 1 } }))).toEqual({});
      expect(await errorsOf(settings({ ...type, informacion_envio: { costo_km: 0.5, min_km: -1, max_km: 0 }, costo_envio_domicilio: -5 }))).toEqual({
        'informacion_envio.costo_km': 'El valor mínimo es 1',
        'informacion_envio.min_km': 'El valor mínimo es 0',
        'informacion_envio.max_km': 'El valor mínimo es 1',
        costo_envio_domicilio: 'El valor mínimo es 0',
      });
      expect(await errorsOf(settings({ ...type, informacion_envio: null }))).toEqual({
        'informacion_envio.costo_km': MSG.required,
        'informacion_envio.min_km': MSG.required,
        'informacion_envio.max_km': MSG.required,
      });
    });

    it('percent: cantidad from 1 to 100', async () => {
      const type = { tipo_envio_domicilio: 'percent' };
      expect(await errorsOf(settings({ ...type, costo_por_porcentaje: { cantidad: 1 } }))).toEqual({});
      expect(await errorsOf(settings({ ...type, costo_por_porcentaje: { cantidad: 100 } }))).toEqual({});
      expect((await errorsOf(settings({ ...type, costo_por_porcentaje: { cantidad: 0 } })))['costo_por_porcentaje.cantidad']).toBe('El valor mínimo es 1');
      expect((await errorsOf(settings({ ...type, costo_por_porcentaje: { cantidad: 101 } })))['costo_por_porcentaje.cantidad']).toBe('El valor máximo es 100');
      expect((await errorsOf(settings({ ...type, costo_por_porcentaje: null })))['costo_por_porcentaje.cantidad']).toBe(MSG.required);
    });

    it('gratis and delivery_providers need nothing more; unknown types are refused', async () => {
      expect(await errorsOf(settings({ tipo_envio_domicilio: 'gratis', costo_envio_domicilio: null }))).toEqual({});
      expect(await errorsOf(settings({ tipo_envio_domicilio: 'delivery_providers', costo_envio_domicilio: null }))).toEqual({});
      expect(await errorsOf(settings({ tipo_envio_domicilio: null }))).toEqual({});
      expect((await errorsOf(settings({ tipo_envio_domicilio: 'drone' }))).tipo_envio_domicilio).toBe('Selecciona una opción válida');
    });
  });

  describe('minimum purchase and free delivery', () => {
    it('free delivery over a minimum needs importe_envio_gratis_compra_minima', async () => {
      const on = { activar_envio_gratis_compra_minima: true };
      expect((await errorsOf(settings({ ...on, importe_envio_gratis_compra_minima: null }))).importe_envio_gratis_compra_minima).toBe(MSG.required);
      expect((await errorsOf(settings({ ...on, importe_envio_gratis_compra_minima: '' }))).importe_envio_gratis_compra_minima).toBe(MSG.required);
      expect(await errorsOf(settings({ ...on, importe_envio_gratis_compra_minima: 300 }))).toEqual({});
      expect(await errorsOf(settings({ importe_envio_gratis_compra_minima: null }))).toEqual({});
    });

    it('compra_minima_envio_domicilio cannot be an empty string; null means no minimum', async () => {
      expect((await errorsOf(settings({ compra_minima_envio_domicilio: '' }))).compra_minima_envio_domicilio).toBe(MSG.required);
      expect((await errorsOf(settings({ compra_minima_envio_domicilio: 'cien' }))).compra_minima_envio_domicilio).toBe('Debe ser un número');
      expect(await errorsOf(settings({ compra_minima_envio_domicilio: null }))).toEqual({});
      expect(await errorsOf(settings({ compra_minima_envio_domicilio: 150 }))).toEqual({});
    });
  });

  describe('bank transfer', () => {
    const transferOn = { metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, transferencia: true } };

    it('needs titular_name, bank_name and a clabe of exactly 18 when enabled in any active flow', async () => {
      expect(await errorsOf(settings({ ...transferOn, bank_transfer_details: null }))).toEqual({
        'bank_transfer_details.titular_name': MSG.required,
        'bank_transfer_details.bank_name': MSG.required,
        'bank_transfer_details.clabe': MSG.required,
      });
      expect(await errorsOf(settings({ ...transferOn, bank_transfer_details: bank }))).toEqual({});
      const short = await errorsOf(settings({ ...transferOn, bank_transfer_details: { ...bank, clabe: '01218000123456789' } }));
      expect(short['bank_transfer_details.clabe']).toBe('Debe tener exactamente 18 caracteres');
      const long = await errorsOf(settings({ ...transferOn, bank_transfer_details: { ...bank, clabe: '0121800012345678992' } }));
      expect(long['bank_transfer_details.clabe']).toBe('Debe tener exactamente 18 caracteres');
      const letters = await errorsOf(settings({ ...transferOn, bank_transfer_details: { ...bank, clabe: '01218000123456789A' } }));
      expect(letters['bank_transfer_details.clabe']).toBe('La CLABE solo debe tener números');
    });

    it('is checked for each of the three flows', async () => {
      for (const methods of ['metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger']) {
        const errors = await errorsOf(settings({ [methods]: { ...NO_PAYMENT_METHODS, transferencia: true } }));
        expect(errors['bank_transfer_details.clabe']).toBe(MSG.required);
      }
    });

    it('is not needed when transfer is only ticked in an inactive flow', async () => {
      expect(await errorsOf(settings({ ...transferOn, activar_pasar_recoger: false }))).toEqual({});
    });
  });

  describe('tips and delivery form', () => {
    it('tip on needs tip_display_mode percentage or fixed_amount', async () => {
      expect((await errorsOf(settings({ activar_campo_agregar_propina: true, tip_display_mode: null }))).tip_display_mode).toBe(MSG.required);
      expect((await errorsOf(settings({ activar_campo_agregar_propina: true, tip_display_mode: 'both' }))).tip_display_mode).toBe(
        'Selecciona una opción válida',
      );
      expect(await errorsOf(settings({ activar_campo_agregar_propina: true, tip_display_mode: 'percentage' }))).toEqual({});
      expect(await errorsOf(settings({ activar_campo_agregar_propina: true, tip_display_mode: 'fixed_amount' }))).toEqual({});
      expect(await errorsOf(settings({ activar_campo_agregar_propina: false, tip_display_mode: null }))).toEqual({});
    });

    it("needs at least one delivery form field shown, else 'Al menos un valor debe estar habilitado'", async () => {
      const hidden = Object.fromEntries(Object.entries(base.config_form_entrega).map(([key, field]) => [key, { ...field, show: false }]));
      expect((await errorsOf(settings({ config_form_entrega: hidden }))).config_form_entrega).toBe(MSG.atLeastOneEnabled);
      const onlyReferences = { ...hidden, referencias: { ...base.config_form_entrega.referencias, show: true } };
      expect(await errorsOf(settings({ config_form_entrega: onlyReferences }))).toEqual({});
    });
  });
});

describe('normalizeDeliverySettings (docs/domain.md (Validación) automatic rules)', () => {
  it('turning off the payment link turns enlace_pago off in all three flows', () => {
    const withLinks = settings({
      activar_pago_enlace: false,
      metodos_pago_envio_domicilio: { ...NO_PAYMENT_METHODS, efectivo: true, enlace_pago: true },
      metodos_pago_comer_restaurant: { ...NO_PAYMENT_METHODS, enlace_pago: true },
      metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, enlace_pago: true },
    }) as DeliverySettings;
    const next = normalizeDeliverySettings(withLinks);
    expect(next.metodos_pago_envio_domicilio).toEqual({ ...NO_PAYMENT_METHODS, efectivo: true });
    expect(next.metodos_pago_comer_restaurant.enlace_pago).toBe(false);
    expect(next.metodos_pago_pasar_recoger.enlace_pago).toBe(false);
    // the input is untouched
    expect(withLinks.metodos_pago_comer_restaurant.enlace_pago).toBe(true);
  });

  it('keeps enlace_pago while the payment link option is on', () => {
    const next = normalizeDeliverySettings({ ...base, activar_pago_enlace: true, metodos_pago_envio_domicilio: { ...NO_PAYMENT_METHODS, enlace_pago: true } });
    expect(next.metodos_pago_envio_domicilio.enlace_pago).toBe(true);
  });

  it('por_kilometro forces ubicacion required and shown', () => {
    const config = { ...base.config_form_entrega, ubicacion: { required: false, show: false } };
    const next = normalizeDeliverySettings({ ...base, tipo_envio_domicilio: 'por_kilometro', config_form_entrega: config });
    expect(next.config_form_entrega.ubicacion).toEqual({ required: true, show: true });
    expect(next.config_form_entrega.colonia).toEqual(base.config_form_entrega.colonia);
  });

  it('por_colonia forces colonia required and shown', () => {
    const config = { ...base.config_form_entrega, colonia: { required: false, show: false } };
    const next = normalizeDeliverySettings({ ...base, tipo_envio_domicilio: 'por_colonia', config_form_entrega: config });
    expect(next.config_form_entrega.colonia).toEqual({ required: true, show: true });
  });

  it('other fee types leave the delivery form as it is', () => {
    const config = { ...base.config_form_entrega, ubicacion: { required: false, show: false } };
    expect(normalizeDeliverySettings({ ...base, tipo_envio_domicilio: 'estandar', config_form_entrega: config }).config_form_entrega).toEqual(config);
  });

  it('an empty clabe clears the bank transfer details', () => {
    expect(normalizeDeliverySettings({ ...base, bank_transfer_details: { ...bank, clabe: '' } }).bank_transfer_details).toBeNull();
    expect(normalizeDeliverySettings({ ...base, bank_transfer_details: { ...bank, clabe: '   ' } }).bank_transfer_details).toBeNull();
    expect(normalizeDeliverySettings({ ...base, bank_transfer_details: bank }).bank_transfer_details).toEqual(bank);
  });

  it('leaves fields that are not given alone (partial updates)', () => {
    expect(normalizeDeliverySettings({ activar_envio_domicilio: true })).toEqual({ activar_envio_domicilio: true });
  });
});

describe('hasChanges (a save with no changes is refused)', () => {
  it('is false for equal settings, whatever the key order or copies', () => {
    const copy = JSON.parse(JSON.stringify(base)) as DeliverySettings;
    const reordered = Object.fromEntries(Object.entries(copy).reverse());
    expect(hasChanges(base, copy)).toBe(false);
    expect(hasChanges(base, reordered)).toBe(false);
  });

  it('treats a key holding undefined like a missing key', () => {
    expect(hasChanges({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it.each([
    ['a nested switch', { config_form_entrega: { ...base.config_form_entrega, no_int: { required: true, show: true } } }],
    ['a payment method', { metodos_pago_envio_domicilio: { ...base.metodos_pago_envio_domicilio, tarjeta: true } }],
    ['a number', { costo_envio_domicilio: 36 }],
    ['null to 0', { compra_minima_envio_domicilio: 0 }],
    ['a list item', { colonias: [{ nombre: 'Centro', costo: 20 }] }],
  ])('is true after changing %s', (_label, change) => {
    expect(hasChanges(base, { ...base, ...change })).toBe(true);
  });

  it('sees list order and length', () => {
    expect(hasChanges([1, 2], [2, 1])).toBe(true);
    expect(hasChanges([1, 2], [1, 2, 3])).toBe(true);
    expect(hasChanges([], {})).toBe(true);
  });
});

describe('deliverySettingsSchema on partial forms', () => {
  it('an absent delivery form means the defaults, which show fields', async () => {
    const { config_form_entrega: _omitted, ...rest } = base;
    expect(await errorsOf(rest)).toEqual({});
    expect(await errorsOf({ ...rest, config_form_entrega: null })).toEqual({});
  });

  it('an active flow with no method map at all has no methods', async () => {
    const { metodos_pago_pasar_recoger: _omitted, ...rest } = base;
    expect((await errorsOf(rest)).metodos_pago_pasar_recoger).toBe('Selecciona al menos un método de pago');
  });
});
