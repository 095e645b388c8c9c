// "Liberar sin cobro": a separate, confirmed action that needs a reason (logged on the server).
import { Alert, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { RELEASE_REASONS } from '@shared/counter';
import { formatMoney } from '@shared/money';

const OTHER = 'Otro motivo';

interface ReleaseDialogProps {
  open: boolean;
  tableNumber: string;
  unpaid: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}

export function ReleaseDialog({ open, tableNumber, unpaid, busy, onCancel, onConfirm }: ReleaseDialogProps) {
  const [choice, setChoice] = useState<string>('');
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : choice;
  return (
    <Modal
      open={open}
      title={`Liberar la mesa ${tableNumber} sin cobro`}
      okText="Liberar sin cobro"
      okButtonProps={{ danger: true, disabled: reason.length < 3, loading: busy, 'data-testid': 'confirm-release' } as never}
      cancelText="Volver"
      onCancel={onCancel}
      onOk={() => onConfirm(reason)}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={`Los pedidos se marcan como entregados sin registrar el pago de ${formatMoney(unpaid)}.`} style={{ marginBottom: 12 }} />
      <Typography.Paragraph strong style={{ marginBottom: 8 }}>
        Motivo (queda registrado)
      </Typography.Paragraph>
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)} aria-label="Motivo">
        <Space orientation="vertical">
          {[...RELEASE_REASONS, OTHER].map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {choice === OTHER ? (
        <label style={{ display: 'block', marginTop: 12 }}>
          <Typography.Text>Escribe el motivo</Typography.Text>
          <Input value={other} maxLength={200} onChange={(e) => setOther(e.target.value)} data-testid="release-reason-other" />
        </label>
      ) : null}
    </Modal>
  );
}
