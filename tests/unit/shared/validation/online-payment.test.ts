import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ageOn, clabeControlDigit, facebookPixelSchema, isValidClabe, isValidRfc, onlinePaymentSetupSchema, V, validationErrors } from '@shared/validation';

const today = new Date('2026-11-21T12:00:00Z');
const setup = {
  taxType: 'persona_fisica',
  rfc: 'PERR800101AB1',
  businessName: 'Rosa Pérez Ramírez',
  birthDate: '1980-01-01',
  bankAccount: { bank_name: 'BBVA', titular_name: 'Rosa Pérez Ramírez', clabe: '012180001234567899' },
  address: { street: 'Av. Madero', exteriorNumber: '120', neighborhood: 'Centro', city: 'Villahermosa', state: 'Tabasco', postalCode: '86000' },
  documents: {
    identificacion: '/uploads/ine.pdf',
    comprobante_domicilio: '/uploads/cfe.pdf',
    constancia_situacion_fiscal: '/uploads/csf.pdf',
  },
};
const errorsOf = (value: unknown) => validationErrors(onlinePaymentSetupSchema, value, { today });

describe('onlinePaymentSetupSchema (configuracion-cobro-en-linea)', () => {
  it('accepts a person and a company', async () => {
    expect(await errorsOf(setup)).toEqual({});
    expect(await errorsOf({ ...setup, taxType: 'persona_moral', rfc: 'TEF120101AB1', businessName: 'Taquería El Fogón SA de CV', birthDate: null })).toEqual({});
  });

  it.each([
    ['taxType', { taxType: 'otro' }, 'Selecciona una opción válida'],
    ['rfc', { rfc: '' }, MSG.required],
    ['rfc', { rfc: 'PERR801301AB1' }, 'RFC inválido'],
    ['rfc', { rfc: 'TEF120101AB1' }, 'El RFC debe tener 13 caracteres'],
    ['rfc', { taxType: 'persona_moral', birthDate: null }, 'El RFC debe tener 12 caracteres'],
    ['birthDate', { birthDate: '' }, MSG.required],
    ['birthDate', { birthDate: '2010-05-05' }, 'Debes ser mayor de edad'],
    ['birthDate', { birthDate: '05/05/1980' }, 'Fecha inválida'],
    ['bankAccount.clabe', { bankAccount: { ...setup.bankAccount, clabe: '123' } }, 'Debe tener exactamente 18 caracteres'],
    ['bankAccount.clabe', { bankAccount: { ...setup.bankAccount, clabe: '012180001234567891' } }, V.clabeControlDigit],
    ['bankAccount.bank_name', { bankAccount: { ...setup.bankAccount, bank_name: '' } }, MSG.required],
    ['address.postalCode', { address: { ...setup.address, postalCode: '8600' } }, 'Debe tener 5 dígitos'],
    ['documents.comprobante_domicilio', { documents: { ...setup.documents, comprobante_domicilio: '' } }, MSG.required],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    expect((await errorsOf({ ...setup, ...change }))[field]).toBe(message);
  });

  it('checks the CLABE control digit with the weights 3, 7, 1', () => {
    // The standard's worked example (Banamex, plaza 010, account 7777777777).
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(clabeControlDigit('00201007777777777')).toBe(1);
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('00201007777777777')).toBe(false);
    expect(isValidClabe('00201007777777777a')).toBe(false);
  });

  it('counts age to the day', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('nope', today)).toBeNull();
  });

  it('accepts lower-case RFC input and Ñ/&', () => {
    expect(isValidRfc('perr800101ab1', 'persona_fisica')).toBe(true);
    expect(isValidRfc('ÑA&800101AB1', 'persona_moral')).toBe(true);
  });
});

describe('facebookPixelSchema (perfil-social)', () => {
  it.each([
    ['1234567890123456', true],
    ['  1234567890  ', true],
    ['', true],
    [null, true],
    ['12345', false],
    ['abc1234567890', false],
  ])('%j valid: %s', async (id, valid) => {
    expect(Object.keys(await validationErrors(facebookPixelSchema, { facebook_pixel_id: id })).length === 0).toBe(valid);
  });
});
