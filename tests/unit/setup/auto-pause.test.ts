// The automatic pause's pure parts (docs/availability.md, "Pausa automática"): the settings' one schema, the
// start of the current opening the "unwatched" clock counts from, and the reason's place among the others.
import { describe, expect, it } from 'vitest';
import { AUTO_PAUSE_DEFAULTS, AUTO_PAUSE_PUBLIC_MESSAGE, checkAutoPauseSettings } from '@shared/auto-pause';
import { computeAvailability, type AvailabilityInput } from '@shared/availability';
import { openRunStart } from '../../../server/src/services/auto-pause/evaluate';

describe('checkAutoPauseSettings', () => {
  it('accepts the defaults and whole numbers within the limits', () => {
    expect(checkAutoPauseSettings(AUTO_PAUSE_DEFAULTS)).toEqual({ ok: true, value: AUTO_PAUSE_DEFAULTS });
    expect(checkAutoPauseSettings({ activo: false, minutos_sin_dispositivo: 120, pedidos_sin_aceptar: 1, minutos_sin_aceptar: 1 }).ok).toBe(true);
  });

  it('names the field of the first problem', () => {
    const field = (input: unknown) => {
      const checked = checkAutoPauseSettings(input);
      return checked.ok ? null : checked.field;
    };
    expect(field(null)).toBe('activo');
    expect(field({ ...AUTO_PAUSE_DEFAULTS, activo: 'sí' })).toBe('activo');
    expect(field({ ...AUTO_PAUSE_DEFAULTS, minutos_sin_dispositivo: 0 })).toBe('minutos_sin_dispositivo');
    expect(field({ ...AUTO_PAUSE_DEFAULTS, pedidos_sin_aceptar: 51 })).toBe('pedidos_sin_aceptar');
    expect(field({ ...AUTO_PAUSE_DEFAULTS, minutos_sin_aceptar: 7.5 })).toBe('minutos_sin_aceptar');
  });
});

describe('openRunStart', () => {
  it('is the start of the interval containing now, followed back through touching intervals; null when closed', () => {
    expect(openRunStart([{ start: 480, end: 1020 }], 600)).toBe(480);
    expect(openRunStart([{ start: 480, end: 1020 }], 1020)).toBeNull();
    expect(openRunStart([{ start: 480, end: 1020 }], 300)).toBeNull();
    // Yesterday's late turn running into today's: the run began yesterday.
    expect(openRunStart([{ start: -360, end: 120 }, { start: 120, end: 600 }], 300)).toBe(-360);
    // A gap between turns: the afternoon run starts at 18:00.
    expect(openRunStart([{ start: 480, end: 840 }, { start: 1080, end: 1380 }], 1100)).toBe(1080);
  });
});

describe('availability while the store paused itself', () => {
  const base: AvailabilityInput = {
    servicio_activo: true,
    horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' })),
    zona_horaria: 'America/Mexico_City',
    dias_especiales: [],
    pausa: null,
    limite_alcanzado: false,
    productos_disponibles: 3,
  };
  const at = new Date('2026-03-10T18:00:00Z');

  it('says the honest message, before a busy-mode pause and after the switch', () => {
    expect(computeAvailability({ ...base, sin_atencion: true }, at)).toMatchObject({ abierto: false, motivo: 'unattended', tono: 'paused', mensaje: AUTO_PAUSE_PUBLIC_MESSAGE });
    expect(computeAvailability({ ...base, sin_atencion: true, pausa: { pausado: true, pausa_hasta: null } }, at).motivo).toBe('unattended');
    expect(computeAvailability({ ...base, sin_atencion: true, servicio_activo: false }, at).motivo).toBe('switched_off');
    expect(computeAvailability({ ...base, sin_atencion: true, horarios: [] }, at).motivo).toBe('no_schedule');
  });
});
