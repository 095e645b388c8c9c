import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { scheduleTurnSchema, schedulesSchema, validationErrors } from '@shared/validation';
import * as yup from 'yup';

describe('scheduleTurnSchema', () => {
  it.each([
    { dia: 0, horario_apertura: '09:00', horario_cierre: '17:00' },
    { dia: 6, horario_apertura: '20:00', horario_cierre: '02:00' },
    { dia: 3, horario_apertura: '18:00', horario_cierre: '24:00' },
    { dia: 1, horario_apertura: '00:00', horario_cierre: '23:59' },
  ])('accepts %j', async (turn) => {
    expect(await validationErrors(scheduleTurnSchema, turn)).toEqual({});
  });

  it.each([
    ['dia', { dia: 7 }, 'El valor máximo es 6'],
    ['dia', { dia: -1 }, 'El valor mínimo es 0'],
    ['dia', { dia: 1.5 }, 'Debe ser un número entero'],
    ['dia', { dia: '' }, MSG.required],
    ['horario_apertura', { horario_apertura: '' }, MSG.required],
    ['horario_apertura', { horario_apertura: '9:00' }, 'Usa el formato HH:mm'],
    ['horario_apertura', { horario_apertura: '24:00' }, 'Usa el formato HH:mm'],
    ['horario_cierre', { horario_cierre: '25:00' }, 'Usa el formato HH:mm (24:00 para el fin del día)'],
    ['horario_cierre', { horario_cierre: '12:60' }, 'Usa el formato HH:mm (24:00 para el fin del día)'],
    ['horario_cierre', { horario_cierre: '09:00' }, 'La hora de cierre debe ser distinta a la de apertura'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const errors = await validationErrors(scheduleTurnSchema, { dia: 1, horario_apertura: '09:00', horario_cierre: '17:00', ...change });
    expect(errors[field]).toBe(message);
  });
});

describe('schedulesSchema (overlapping turns refused)', () => {
  it('accepts turns that only touch or are on other days', async () => {
    const turns = [
      { dia: 1, horario_apertura: '09:00', horario_cierre: '14:00' },
      { dia: 1, horario_apertura: '14:00', horario_cierre: '20:00' },
      { dia: 2, horario_apertura: '09:00', horario_cierre: '14:00' },
    ];
    expect(await validationErrors(schedulesSchema, turns)).toEqual({});
  });

  it('reports the later of two overlapping turns', async () => {
    const turns = [
      { dia: 1, horario_apertura: '09:00', horario_cierre: '14:00' },
      { dia: 2, horario_apertura: '09:00', horario_cierre: '14:00' },
      { dia: 1, horario_apertura: '13:00', horario_cierre: '18:00' },
    ];
    expect(await validationErrors(schedulesSchema, turns)).toEqual({ '[2].horario_apertura': 'Este horario se empalma con otro del mismo día' });
  });

  it('sees a turn past midnight running into the next day', async () => {
    const turns = [
      { dia: 5, horario_apertura: '20:00', horario_cierre: '03:00' },
      { dia: 6, horario_apertura: '02:00', horario_cierre: '10:00' },
    ];
    expect(await validationErrors(schedulesSchema, turns)).toEqual({ '[1].horario_apertura': 'Este horario se empalma con otro del mismo día' });
  });

  it('names the field path when nested in a form', async () => {
    const form = yup.object({ horarios: schedulesSchema });
    const horarios = [
      { dia: 0, horario_apertura: '10:00', horario_cierre: '16:00' },
      { dia: 0, horario_apertura: '15:00', horario_cierre: '18:00' },
    ];
    expect(await validationErrors(form, { horarios })).toEqual({ 'horarios[1].horario_apertura': 'Este horario se empalma con otro del mismo día' });
  });
});
