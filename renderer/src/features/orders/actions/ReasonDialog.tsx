// Confirmation with a reason for the destructive order actions (reject, cancel, delete): the cashier picks
// or writes why; nothing happens without it.
import { Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';

export type DestructiveAction = 'reject' | 'cancel' | 'delete';

export const REASONS: Record<DestructiveAction, readonly string[]> = {
  reject: ['Sin algún producto', 'Fuera de la zona de entrega', 'Cocina saturada', 'Estamos por cerrar'],
  cancel: ['El cliente lo pidió', 'Sin algún producto', 'No hay repartidor', 'Pedido duplicado'],
  delete: ['Pedido de prueba', 'Pedido duplicado', 'Capturado por error'],
};

const TEXTS: Record<DestructiveAction, { title: (folio: string) => string; ok: string; note?: string }> = {
  reject: { title: (folio) => `¿Rechazar el pedido ${folio}?`, ok: 'Rechazar pedido' },
  cancel: { title: (folio) => `¿Cancelar el pedido ${folio}?`, ok: 'Cancelar pedido', note: 'El cliente verá su pedido como cancelado.' },
  delete: { title: (folio) => `¿Eliminar el pedido ${folio}?`, ok: 'Eliminar pedido', note: 'Esta acción no se puede deshacer.' },
};

const OTHER = 'Otro motivo';

export interface ReasonDialogProps {
  action: DestructiveAction | null;
  folio: string;
  onConfirm(reason: string): void;
  onClose(): void;
}

export function ReasonDialog({ action, folio, onConfirm, onClose }: ReasonDialogProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  // A new action starts without a reason. Reset while rendering, not in an effect: an effect opened by
  // another effect (history's delete) ran after the dialog was on screen, and wiped a reason picked that
  // fast (a click in between lost its radio).
  const [shownFor, setShownFor] = useState(action);
  // The last action asked stays on show while the dialog closes: unmounted at once, antd never gave the
  // focus back to the card or button that opened it (Esc left a keyboard user on the page itself).
  const [lastAction, setLastAction] = useState(action);
  if (shownFor !== action) {
    setShownFor(action);
    if (action) {
      setLastAction(action);
      setChoice(null);
      setOther('');
    }
  }
  const shown = action ?? lastAction;
  if (!shown) return null;
  const texts = TEXTS[shown];
  const reason = choice === OTHER ? other.trim() : (choice ?? '');
  return (
    <Modal
      open={action !== null}
      title={texts.title(folio)}
      okText={texts.ok}
      cancelText="Volver"
      okButtonProps={{ danger: true, disabled: reason.length < 3, ...({ 'data-testid': 'reason-confirm' } as object) }}
      onOk={() => onConfirm(reason)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="reason-dialog"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {texts.note ? <Typography.Text>{texts.note}</Typography.Text> : null}
        <Radio.Group aria-label="Motivo" value={choice} onChange={(event) => setChoice(event.target.value as string)}>
          <Space orientation="vertical">
            {[...REASONS[shown], OTHER].map((text) => (
              <Radio key={text} value={text}>
                {text}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {choice === OTHER ? (
          <label style={{ display: 'block' }}>
            <Typography.Text strong>Escribe el motivo</Typography.Text>
            <Input.TextArea autoFocus maxLength={200} rows={2} value={other} onChange={(event) => setOther(event.target.value)} data-testid="reason-text" />
          </label>
        ) : null}
      </Space>
    </Modal>
  );
}
