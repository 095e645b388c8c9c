// Step 4: one opening turn applied to the chosen days (Monday first, Sunday = 0, docs/domain.md (Constantes)).
import { Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useFormik } from 'formik';
import { DAY_NAMES, DAYS_MONDAY_FIRST } from '@shared/dates';
import type { ScheduleTurn } from '@shared/types/commerce';
import { schedulesSchema } from '@shared/validation/schedule';
import { V } from '@shared/validation/messages';
import { fieldStatus } from '../../../components/FormikFields';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';

export interface ScheduleValues {
  days: number[];
  horario_apertura: string;
  horario_cierre: string;
}

export function turnsFrom(values: ScheduleValues): ScheduleTurn[] {
  return [...values.days].sort((a, b) => a - b).map((dia) => ({ dia, horario_apertura: values.horario_apertura, horario_cierre: values.horario_cierre }));
}

export function validateSchedule(values: ScheduleValues): Partial<Record<keyof ScheduleValues, string>> {
  if (values.days.length === 0) return { days: 'Elige al menos un día' };
  try {
    schedulesSchema.validateSync(turnsFrom(values), { abortEarly: true });
    return {};
  } catch (error) {
    const message = error instanceof Error ? error.message : V.time;
    return /cierre|distinta/i.test(message) ? { horario_cierre: message } : { horario_apertura: message };
  }
}

export function ScheduleStep({ commerce, saving, onBack, onSubmit }: StepProps) {
  const first = commerce.horarios[0];
  const formik = useFormik<ScheduleValues>({
    initialValues: {
      days: commerce.horarios.length ? [...new Set(commerce.horarios.map((turn) => turn.dia))] : [1, 2, 3, 4, 5, 6],
      horario_apertura: first?.horario_apertura ?? '09:00',
      horario_cierre: first?.horario_cierre ?? '22:00',
    },
    validate: validateSchedule,
    onSubmit: (values) => onSubmit({ horarios: turnsFrom(values) }),
  });
  const daysStatus = fieldStatus(formik, 'days');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Horario" data-testid="onboarding-step-schedule">
      <Form layout="vertical" component={false}>
        <Form.Item label="Días que abres" {...daysStatus}>
          <Checkbox.Group
            value={formik.values.days}
            onChange={(days) => void formik.setFieldValue('days', days)}
            options={DAYS_MONDAY_FIRST.map((dia) => ({ value: dia, label: DAY_NAMES[dia] }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item label="Abre a las" htmlFor="horario_apertura" {...fieldStatus(formik, 'horario_apertura')}>
              <Input id="horario_apertura" name="horario_apertura" type="time" value={formik.values.horario_apertura} onChange={formik.handleChange} onBlur={formik.handleBlur} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Cierra a las" htmlFor="horario_cierre" {...fieldStatus(formik, 'horario_cierre')}>
              <Input id="horario_cierre" name="horario_cierre" type="time" value={formik.values.horario_cierre} onChange={formik.handleChange} onBlur={formik.handleBlur} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">Podrás agregar más turnos y horarios distintos por día en Horarios.</Typography.Paragraph>
        <StepActions saving={saving} onBack={onBack} last />
      </Form>
    </form>
  );
}
