// One turn (day, opening, closing), validated as part of the whole week: the shared schedulesSchema refuses
// a turn that overlaps another (also across midnight). A closing time earlier than the opening is a turn
// past midnight, and the form says so.
import { Alert, Button, Flex, Form } from 'antd';
import { useFormik } from 'formik';
import { isOvernight } from '@shared/schedule';
import type { ScheduleTurn } from '@shared/types/commerce';
import { formikValidate, scheduleTurnSchema, validationErrors } from '@shared/validation';
import { schedulesSchema } from '@shared/validation/schedule';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { SelectField, TimeField } from '../commerce-data/form-controls';
import { DAY_NAMES, DAY_OPTIONS, nextDayName } from './days';

export interface ScheduleTurnFormProps {
  initialValues: ScheduleTurn;
  /** The other turns of the week (without the one being edited). */
  otherTurns: ScheduleTurn[];
  saving?: boolean;
  onSubmit: (turn: ScheduleTurn) => Promise<void> | void;
  onCancel?: () => void;
}

/** Errors of the turn itself, then overlaps against the rest of the week (the new turn goes last). */
async function validateTurn(turn: ScheduleTurn, otherTurns: ScheduleTurn[]) {
  const own = await formikValidate(scheduleTurnSchema)(turn);
  if (Object.keys(own).length > 0) return own;
  const week = await validationErrors(schedulesSchema, [...otherTurns, turn]);
  const overlap = week[`[${otherTurns.length}].horario_apertura`];
  return overlap ? { horario_apertura: overlap } : {};
}

export function overlapDescription(turn: ScheduleTurn): string | null {
  if (!isOvernight(turn)) return null;
  return `Este horario pasa de la medianoche: abre el ${DAY_NAMES[turn.dia]?.toLowerCase()} a las ${turn.horario_apertura} y cierra el ${nextDayName(turn.dia).toLowerCase()} a las ${turn.horario_cierre}.`;
}

export function ScheduleTurnForm({ initialValues, otherTurns, saving, onSubmit, onCancel }: ScheduleTurnFormProps) {
  const formik = useFormik<ScheduleTurn>({
    initialValues,
    validate: (values) => validateTurn({ ...values, dia: Number(values.dia) }, otherTurns),
    onSubmit: async (values) => onSubmit({ ...values, dia: Number(values.dia) }),
  });
  const overnight = overlapDescription(formik.values);
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Horario">
      <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} />
      <Form layout="vertical" component={false}>
        <SelectField formik={formik} name="dia" label="Día" options={DAY_OPTIONS} />
        <Flex gap={12}>
          <div style={{ flex: 1 }}>
            <TimeField formik={formik} name="horario_apertura" label="Abre a las" />
          </div>
          <div style={{ flex: 1 }}>
            <TimeField formik={formik} name="horario_cierre" label="Cierra a las" />
          </div>
        </Flex>
        {overnight ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Horario después de medianoche" description={overnight} data-testid="overnight-note" /> : null}
        <Flex gap={8} justify="flex-end">
          {onCancel ? <Button onClick={onCancel}>Cancelar</Button> : null}
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar horario
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
