// 'Aceptar' with the estimated preparation time: one tap on a big time choice accepts the order, or any
// other number of minutes typed under them (1–240, Enter or 'Aceptar'). From the keyboard: A opens the
// choice, 1–5 picks a time (the number is shown on each button). While busy mode adds minutes the buttons
// show the time the customer will get (the server adds the same extra: prepMinutesWithBusy). The choice
// opens below the button, so it leaves the card's products in view.
import { CheckOutlined } from '@ant-design/icons';
import { Button, InputNumber, Popover, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { prepMinutesWithBusy } from '@shared/counter';
import { useCan } from '../../../app/access';
import { useGetBusyModeQuery } from '../../../shell/busy-mode/api';
import { PREPARATION_CHOICES } from '../labels';

/** The server's range for a preparation time (PUT /v1/pedido, phone orders). */
const PREP_MINUTES_MIN = 1;
const PREP_MINUTES_MAX = 240;

export interface AcceptButtonProps {
  onAccept(minutes: number): void;
  loading?: boolean;
  disabled?: boolean;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** Controlled by the board's keyboard shortcuts when given. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

export function AcceptButton({ onAccept, loading, disabled, block, size = 'large', open: controlled, onOpenChange }: AcceptButtonProps) {
  const [own, setOwn] = useState(false);
  const [custom, setCustom] = useState<number | null>(null);
  const customId = useId();
  const canRead = useCan('HISTORIAL', 'list');
  const { data: busy } = useGetBusyModeQuery(undefined, { skip: !canRead });
  const extra = busy?.minutos_extra ?? 0;
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  const acceptCustom = () => {
    if (!custom || custom < PREP_MINUTES_MIN || custom > PREP_MINUTES_MAX) return;
    setOpen(false);
    onAccept(Math.round(custom));
    setCustom(null);
  };
  const content = (
    <div data-testid="prep-time-choices" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 104px)', gap: 8 }}>
      {extra > 0 && (
        <Typography.Text type="warning" data-testid="prep-busy-note" style={{ gridColumn: '1 / -1' }}>
          Incluye +{extra} min del modo ocupado
        </Typography.Text>
      )}
      {PREPARATION_CHOICES.map((minutes, index) => (
        <Button
          key={minutes}
          size="large"
          type={minutes === 20 ? 'primary' : 'default'}
          data-testid={`prep-${minutes}`}
          aria-keyshortcuts={String(index + 1)}
          onClick={() => {
            setOpen(false);
            onAccept(minutes);
          }}
        >
          {prepMinutesWithBusy(minutes, { minutos_extra: extra })} min
          <kbd className="shortcut-hint" aria-hidden="true">
            {index + 1}
          </kbd>
        </Button>
      ))}
      <div style={{ gridColumn: '1 / -1' }}>
        <label htmlFor={customId}>
          <Typography.Text>Otro tiempo</Typography.Text>
        </label>
        <Space.Compact style={{ width: '100%', marginTop: 4 }}>
          <InputNumber
            id={customId}
            min={PREP_MINUTES_MIN}
            max={PREP_MINUTES_MAX}
            precision={0}
            inputMode="numeric"
            placeholder="Minutos"
            suffix="min"
            value={custom}
            onChange={(value) => setCustom(value)}
            onPressEnter={acceptCustom}
            data-testid="prep-custom"
            style={{ width: '100%' }}
          />
          <Button type="primary" disabled={!custom} onClick={acceptCustom} data-testid="prep-custom-accept">
            Aceptar
          </Button>
        </Space.Compact>
      </div>
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottom"
      title={<Typography.Text strong>Tiempo estimado de preparación</Typography.Text>}
      content={content}
    >
      <Button
        type="primary"
        size={size}
        block={block}
        loading={loading}
        disabled={disabled && !loading}
        icon={<CheckOutlined />}
        data-testid="accept-order"
        aria-keyshortcuts="A"
        aria-label={size === 'small' ? 'Aceptar' : undefined}
        style={{ minHeight: size === 'large' ? 48 : undefined, background: '#2e7d32' }}
      >
        <span className="order-actions__label">Aceptar</span>
      </Button>
    </Popover>
  );
}
