// Dialogs of the open shift: a cash movement (in or out, amount and reason) and the close (counted cash
// against the expected, with the difference shown before confirming).
import { InputNumber, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CashMovementType, CashShift } from '@shared/counter';
import { formatMoney } from '@shared/money';
import { useGuardedClose } from '../../components/useLeaveGuard';

const fieldStyle = { display: 'block', marginBottom: 12 } as const;

export function MovementDialog({ tipo, busy, onCancel, onSave }: { tipo: CashMovementType | null; busy: boolean; onCancel(): void; onSave(monto: number, motivo: string): void }) {
  const [monto, setMonto] = useState<number | null>(null);
  const [motivo, setMotivo] = useState('');
  const valid = (monto ?? 0) > 0 && motivo.trim().length >= 3;
  const cancel = useGuardedClose((monto !== null || motivo !== '') && !busy, onCancel);
  return (
    <Modal
      open={tipo !== null}
      title={tipo === 'entrada' ? 'Entrada de efectivo' : 'Salida de efectivo'}
      okText="Guardar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !valid, loading: busy, 'data-testid': 'movement-save' } as never}
      onCancel={cancel}
      onOk={() => onSave(monto ?? 0, motivo.trim())}
      destroyOnHidden
    >
      <label style={fieldStyle}>
        <Typography.Text strong>Monto</Typography.Text>
        <InputNumber prefix="$" min={0} precision={2} value={monto} onChange={setMonto} style={{ width: '100%' }} data-testid="movement-amount" />
      </label>
      <label style={fieldStyle}>
        <Typography.Text strong>Motivo</Typography.Text>
        <Input value={motivo} maxLength={200} onChange={(e) => setMotivo(e.target.value)} placeholder="Ej. compra de hielo" data-testid="movement-reason" />
      </label>
    </Modal>
  );
}

export function CloseDialog({ shift, open, busy, onCancel, onClose }: { shift: CashShift; open: boolean; busy: boolean; onCancel(): void; onClose(counted: number, nota: string): void }) {
  const [counted, setCounted] = useState<number | null>(null);
  const [nota, setNota] = useState('');
  const expected = shift.resumen.efectivo_esperado;
  const difference = counted == null ? null : Math.round((counted - expected) * 100) / 100;
  const cancel = useGuardedClose((counted !== null || nota !== '') && !busy, onCancel);
  return (
    <Modal
      open={open}
      title="Cerrar turno"
      okText="Cerrar turno"
      cancelText="Cancelar"
      okButtonProps={{ disabled: counted == null, loading: busy, 'data-testid': 'close-shift-confirm' } as never}
      onCancel={cancel}
      onOk={() => onClose(counted ?? 0, nota)}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Efectivo esperado en caja: <strong data-testid="expected-cash">{formatMoney(expected)}</strong>
      </Typography.Paragraph>
      <label style={fieldStyle}>
        <Typography.Text strong>Efectivo contado</Typography.Text>
        <InputNumber prefix="$" min={0} precision={2} value={counted} onChange={setCounted} style={{ width: '100%' }} data-testid="counted-cash" />
      </label>
      {difference != null ? (
        <Typography.Paragraph type={difference === 0 ? 'success' : 'danger'} strong data-testid="cash-difference">
          {difference === 0 ? 'La caja cuadra' : difference > 0 ? `Sobran ${formatMoney(difference)}` : `Faltan ${formatMoney(-difference)}`}
        </Typography.Paragraph>
      ) : null}
      <label style={fieldStyle}>
        <Typography.Text strong>Nota (opcional)</Typography.Text>
        <Input.TextArea value={nota} maxLength={500} onChange={(e) => setNota(e.target.value)} />
      </label>
    </Modal>
  );
}
