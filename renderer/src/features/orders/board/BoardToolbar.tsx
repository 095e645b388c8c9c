// Filters of the board (status and delivery method), the phone-order button and alarm settings.
import { PhoneOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, Space } from 'antd';
import type { DeliveryType, OrderStatus } from '@shared/constants';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { DELIVERY_SHORT_LABELS } from '../labels';
import { AlarmSettings } from './AlarmSettings';
import { IN_PROCESS_FILTER_STATUSES, type BoardFilters } from './board-groups';

export interface BoardToolbarProps {
  filters: BoardFilters;
  onChange(filters: BoardFilters): void;
  canRegister: boolean;
  onRegister(): void;
  compact: boolean;
}

const DELIVERY_OPTIONS: { label: string; value: DeliveryType | 'all' }[] = [
  { label: 'Todos', value: 'all' },
  { label: DELIVERY_SHORT_LABELS.delivery, value: 'delivery' },
  { label: DELIVERY_SHORT_LABELS.takeAway, value: 'takeAway' },
  { label: DELIVERY_SHORT_LABELS.inRestaurant, value: 'inRestaurant' },
];

export function BoardToolbar({ filters, onChange, canRegister, onRegister, compact }: BoardToolbarProps) {
  return (
    <Space wrap size={[12, 12]} style={{ width: '100%', marginBottom: 16 }} className={compact ? 'board-toolbar--compact' : undefined} data-testid="board-toolbar">
      {compact ? (
        <Select<DeliveryType | 'all'>
          size="large"
          aria-label="Filtrar por forma de entrega"
          data-testid="delivery-filter"
          style={{ minWidth: 358 }}
          options={DELIVERY_OPTIONS.map((option) => ({ ...option, label: option.value === 'all' ? 'Todas las formas de entrega' : option.label }))}
          value={filters.delivery}
          onChange={(value) => onChange({ ...filters, delivery: value })}
        />
      ) : (
        <Segmented
          size="large"
          aria-label="Filtrar por forma de entrega"
          data-testid="delivery-filter"
          options={DELIVERY_OPTIONS}
          value={filters.delivery}
          onChange={(value) => onChange({ ...filters, delivery: value as DeliveryType | 'all' })}
        />
      )}
      <Select<OrderStatus[]>
        mode="multiple"
        size="large"
        allowClear
        aria-label="Filtrar por estatus"
        data-testid="status-filter"
        placeholder="Todos los estatus"
        style={{ minWidth: compact ? 358 : 240 }}
        value={filters.statuses}
        onChange={(statuses) => onChange({ ...filters, statuses })}
        options={IN_PROCESS_FILTER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
        maxTagCount="responsive"
      />
      {canRegister ? (
        <Button size="large" icon={<PhoneOutlined />} onClick={onRegister} data-testid="register-order-button">
          Registrar pedido
        </Button>
      ) : null}
      <AlarmSettings />
    </Space>
  );
}
