// Add or change one special day: a date, closed all day or open with its own hours, and the reason customers
// read. Checked with the server's rule (checkSpecialDay) before sending; the server checks again.
import { Alert, Button, Flex, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { checkSpecialDay, type SpecialDay, type SpecialDayInput } from '@shared/special-days';
import { useFocusReturn } from '../../components/useFocusReturn';
import { useGuardedClose } from '../../components/useLeaveGuard';

export interface SpecialDayFormProps {
  /** The day being changed, or null for a new one. */
  initial: SpecialDay | null;
  /** The commerce's local date: past dates are refused. */
  today: string;
  saving: boolean;
  onSubmit: (value: SpecialDayInput) => Promise<string | null>;
  onClose: () => void;
}

export function SpecialDayForm({ initial, today, saving, onSubmit, onClose }: SpecialDayFormProps) {
  useFocusReturn();
  const [fecha, setFecha] = useState(initial?.fecha ?? today);
  const [cerrado, setCerrado] = useState(initial?.cerrado ?? true);
  const [motivo, setMotivo] = useState(initial?.motivo ?? 'Día festivo');
  const [apertura, setApertura] = useState(initial?.horario_apertura ?? '09:00');
  const [cierre, setCierre] = useState(initial?.horario_cierre ?? '14:00');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const submit = async () => {
    const checked = checkSpecialDay({ fecha, cerrado, motivo, horario_apertura: apertura, horario_cierre: cierre }, today);
    if (!checked.ok) return setProblem({ field: checked.field, message: checked.message.replace(/^\w+: /, '') });
    const failure = await onSubmit(checked.value);
    setProblem(failure ? { field: '', message: failure.replace(/^\w+: /, '') } : null);
  };
  const dirty =
    fecha !== (initial?.fecha ?? today) ||
    cerrado !== (initial?.cerrado ?? true) ||
    motivo !== (initial?.motivo ?? 'Día festivo') ||
    apertura !== (initial?.horario_apertura ?? '09:00') ||
    cierre !== (initial?.horario_cierre ?? '14:00');
  const close = useGuardedClose(dirty && !saving, onClose);
  const status = (field: string) => (problem?.field === field ? 'error' : undefined);
  const help = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <Modal open title={initial ? 'Editar día especial' : 'Nuevo día especial'} onCancel={close} footer={null} destroyOnHidden>
      <form
        aria-label="Día especial"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label="Fecha" htmlFor="special-fecha" validateStatus={status('fecha')} help={help('fecha')}>
            <Input id="special-fecha" type="date" min={today} value={fecha} onChange={(e) => setFecha(e.target.value)} />
          </Form.Item>
          <Form.Item label="Ese día">
            <Radio.Group value={cerrado} onChange={(e) => setCerrado(e.target.value as boolean)} optionType="button">
              <Radio value={true}>Cerrado todo el día</Radio>
              <Radio value={false}>Abierto con otro horario</Radio>
            </Radio.Group>
          </Form.Item>
          {cerrado ? null : (
            <Flex gap={12}>
              <Form.Item label="Abre a las" htmlFor="special-apertura" style={{ flex: 1 }} validateStatus={status('horario_apertura')} help={help('horario_apertura')}>
                <Input id="special-apertura" type="time" value={apertura} onChange={(e) => setApertura(e.target.value)} />
              </Form.Item>
              <Form.Item label="Cierra a las" htmlFor="special-cierre" style={{ flex: 1 }} validateStatus={status('horario_cierre')} help={help('horario_cierre')}>
                <Input id="special-cierre" type="time" value={cierre} onChange={(e) => setCierre(e.target.value)} />
              </Form.Item>
            </Flex>
          )}
          <Form.Item label="Motivo (lo ven tus clientes)" htmlFor="special-motivo" validateStatus={status('motivo')} help={help('motivo')}>
            <Input id="special-motivo" maxLength={60} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
          </Form.Item>
          {problem && problem.field === '' ? <Alert type="error" showIcon title={problem.message} style={{ marginBottom: 16 }} /> : null}
          <Flex gap={8} justify="flex-end">
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Guardar día especial
            </Button>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
