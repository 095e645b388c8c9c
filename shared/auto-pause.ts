// A store nobody is watching pauses itself (docs/availability.md, "Pausa automática"): during open hours,
// when no counter device of the commerce (a panel with the live channel open, or the print agent) has been
// seen for N minutes, or M orders have waited unaccepted more than K minutes, the server stops taking
// public orders until a device is back and someone acknowledges in the panel. The settings' one schema,
// checked by the panel's form and by the server.

/** What customers read on the public menu and at intake while the store is paused by the rule. */
export const AUTO_PAUSE_PUBLIC_MESSAGE = 'El restaurante no está recibiendo pedidos en este momento';

export interface AutoPauseSettings {
  /** The rule is on (the default for every commerce). */
  activo: boolean;
  /** N: minutes during open hours without any counter device before the pause. */
  minutos_sin_dispositivo: number;
  /** M: unaccepted orders that, waiting more than K minutes, pause the store. */
  pedidos_sin_aceptar: number;
  /** K: minutes an order may wait unaccepted before it counts. */
  minutos_sin_aceptar: number;
}

export const AUTO_PAUSE_DEFAULTS: AutoPauseSettings = { activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 };

/** Inclusive bounds of each number (a minute is the finest step the evaluation honours; hours make no sense). */
export const AUTO_PAUSE_LIMITS = {
  minutos_sin_dispositivo: { min: 1, max: 120 },
  pedidos_sin_aceptar: { min: 1, max: 50 },
  minutos_sin_aceptar: { min: 1, max: 120 },
} as const satisfies Record<Exclude<keyof AutoPauseSettings, 'activo'>, { min: number; max: number }>;

export const AUTO_PAUSE_FIELD_LABELS: Record<keyof AutoPauseSettings, string> = {
  activo: 'Pausar cuando nadie atiende',
  minutos_sin_dispositivo: 'Minutos sin un dispositivo conectado',
  pedidos_sin_aceptar: 'Pedidos sin aceptar',
  minutos_sin_aceptar: 'Minutos de espera sin aceptar',
};

export type AutoPauseReason = 'sin_dispositivo' | 'pedidos_sin_aceptar';

export interface AutoPauseState {
  /** Public orders are refused now because of the rule. */
  pausado: boolean;
  motivo: AutoPauseReason | null;
  /** Why, in Spanish, for the panel («Ningún dispositivo del mostrador estuvo conectado durante 5 min»). */
  detalle: string | null;
  /** ISO instant the pause took effect. */
  desde: string | null;
  /** ISO instant someone acknowledged in the panel (the pause ends once a device is connected too). */
  reconocido_at: string | null;
  /** A counter device of the commerce was seen lately (live channel or print agent). */
  dispositivo_conectado: boolean;
}

export interface AutoPauseView {
  ajustes: AutoPauseSettings;
  estado: AutoPauseState;
}

/** The panel's words for why the store paused itself. */
export function autoPauseDetail(reason: AutoPauseReason, settings: Pick<AutoPauseSettings, 'minutos_sin_dispositivo' | 'pedidos_sin_aceptar' | 'minutos_sin_aceptar'>): string {
  if (reason === 'sin_dispositivo') {
    return `Ningún dispositivo del mostrador (panel o agente de impresión) estuvo conectado durante ${settings.minutos_sin_dispositivo} min en horario de atención`;
  }
  return `${settings.pedidos_sin_aceptar} o más pedidos esperaron más de ${settings.minutos_sin_aceptar} min sin ser aceptados`;
}

export type AutoPauseSettingsCheck = { ok: true; value: AutoPauseSettings } | { ok: false; field: keyof AutoPauseSettings; message: string };

/** Validates the settings the panel sends; messages name the field («campo: …») in Spanish. */
export function checkAutoPauseSettings(input: unknown): AutoPauseSettingsCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, field: 'activo', message: 'activo: Envía los ajustes de la pausa automática' };
  const body = input as Record<string, unknown>;
  if (typeof body.activo !== 'boolean') return { ok: false, field: 'activo', message: 'activo: Indica si la pausa automática está encendida' };
  const numbers = {} as Record<keyof typeof AUTO_PAUSE_LIMITS, number>;
  for (const field of Object.keys(AUTO_PAUSE_LIMITS) as (keyof typeof AUTO_PAUSE_LIMITS)[]) {
    const value = body[field];
    const { min, max } = AUTO_PAUSE_LIMITS[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      return { ok: false, field, message: `${field}: ${AUTO_PAUSE_FIELD_LABELS[field]} debe ser un número entero de ${min} a ${max}` };
    }
    numbers[field] = value;
  }
  return { ok: true, value: { activo: body.activo, ...numbers } };
}
