// 'Aceptar' with the estimated preparation time: one tap on a big time choice accepts the order. From the
// keyboard: A opens the choice, 1–5 picks a time (the number is shown on each button). While busy mode adds
// minutes the buttons show the time the customer will get (the server adds the same extra: prepMinutesWithBusy).
import { CheckOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { prepMinutesWithBusy } from '@shared/counter';
import { useCan } from '../../../app/access';
import { useGetBusyModeQuery } from '../../../shell/busy-mode/api';
import { PREPARATION_CHOICES } from '../labels';

export interface AcceptButtonProps {
  onAccept(minutes: number): void;
  loading?: boolean;
  disabled?: boolean;
  block?: boolean;
  size?: 'middle' | 'large';
  /** Controlled by the board's keyboard shortcuts when given. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

export function AcceptButton({ onAccept, loading, disabled, block, size = 'large', open: controlled, onOpenChange }: AcceptButtonProps) {
  const [own, setOwn] = useState(false);
  const canRead = useCan('HISTORIAL', 'list');
  const { data: busy } = useGetBusyModeQuery(undefined, { skip: !canRead });
  const extra = busy?.minutos_extra ?? 0;
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
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
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
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
        style={{ minHeight: 48, background: '#2e7d32' }}
      >
        Aceptar
      </Button>
    </Popover>
  );
}
