// Schedule turns of /horarios (docs/domain.md (Entidades) horarios; days Sunday = 0; 'HH:mm', closing may be '24:00').
import * as yup from 'yup';
import { findOverlaps, parseClosingTime, parseTime } from '../schedule';
import { V } from './messages';

export const scheduleTurnSchema = yup.object({
  dia: yup.number().typeError(V.required).required(V.required).integer(V.integer).min(0, V.minValue(0)).max(6, V.maxValue(6)),
  horario_apertura: yup
    .string()
    .required(V.required)
    .test('time', V.time, (value) => parseTime(value) !== null),
  horario_cierre: yup
    .string()
    .required(V.required)
    .test('closing-time', V.closingTime, (value) => parseClosingTime(value) !== null)
    .test('not-same-as-opening', V.sameOpenClose, function check(value) {
      const opening: unknown = this.parent?.horario_apertura;
      const open = typeof opening === 'string' ? parseTime(opening) : null;
      const close = parseClosingTime(value);
      return open === null || close === null || open !== close;
    }),
});

/** The whole week: every turn valid and no two turns overlapping (reported on the later turn). */
export const schedulesSchema = yup
  .array()
  .of(scheduleTurnSchema)
  .required()
  .test('no-overlaps', function check(turns) {
    const overlaps = findOverlaps(turns.map((turn) => ({ dia: turn.dia, horario_apertura: turn.horario_apertura, horario_cierre: turn.horario_cierre })));
    if (overlaps.length === 0) return true;
    const errors = overlaps.map((overlap) => this.createError({ path: `${this.path || ''}[${overlap.second}].horario_apertura`, message: V.overlappingTurns }));
    return new yup.ValidationError(errors);
  });
