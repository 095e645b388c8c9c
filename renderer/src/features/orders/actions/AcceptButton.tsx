// 'Aceptar' with the estimated preparation time: one tap on a big time choice accepts the order.
import { CheckOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { PREPARATION_CHOICES } from '../labels';

export interface AcceptButtonProps {
  onAccept(minutes: number): void;
  loading?: boolean;
  disabled?: boolean;
  block?: boolean;
  size?: 'middle' | 'large';
}

export function AcceptButton({ onAccept, loading, disabled, block, size = 'large' }: AcceptButtonProps) {
  const [open, setOpen] = useState(false);
  const content = (
    <div data-testid="prep-time-choices" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 72px)', gap: 8 }}>
      {PREPARATION_CHOICES.map((minutes) => (
        <Button
          key={minutes}
          size="large"
          type={minutes === 20 ? 'primary' : 'default'}
          data-testid={`prep-${minutes}`}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(false);
            onAccept(minutes);
          }}
        >
          {minutes} min
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
        onClick={(event) => event.stopPropagation()}
        style={{ minHeight: 48, background: '#2e7d32' }}
      >
        Aceptar
      </Button>
    </Popover>
  );
}
