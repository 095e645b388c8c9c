// Days of the week as docs/domain.md (Constantes) numbers them (Sunday = 0), listed Monday first.
export const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

/** Monday … Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const DAY_OPTIONS = WEEK_ORDER.map((dia) => ({ value: dia, label: DAY_NAMES[dia] }));

export function nextDayName(dia: number): string {
  return DAY_NAMES[(dia + 1) % 7];
}
