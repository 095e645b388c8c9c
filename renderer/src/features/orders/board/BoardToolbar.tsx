// Filters of the board (status and delivery method), the phone-order button and alarm settings.
import { PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Select, Space, type InputRef } from 'antd';
import type { Ref } from 'react';
import type { DeliveryType, OrderStatus } from '@shared/constants';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { DELIVERY_SHORT_LABELS } from '../labels';
import { AlarmSettings } from './AlarmSettings';
import type { BoardSort } from './board-selectors';
import { boardPreferences, useBoardPreferences, type BoardView } from './board-view';
import { IN_PROCESS_FILTER_STATUSES } from './board-groups';
import type { BoardQuery as BoardFilters } from './board-selectors';

export interface BoardToolbarProps {
  filters: BoardFilters;
  onChange(filters: BoardFilters): void;
  canRegister: boolean;
  onRegister(): void;
  compact: boolean;
  /** The search field, focused by the "/" shortcut. */
  searchRef?: Ref<InputRef>;
  onShowShortcuts?(): void;
}

const DELIVERY_OPTIONS: { label: string; value: DeliveryType | 'all' }[] = [
  { label: 'Todos', value: 'all' },
  { label: DELIVERY_SHORT_LABELS.delivery, value: 'delivery' },
  { label: DELIVERY_SHORT_LABELS.takeAway, value: 'takeAway' },
  { label: DELIVERY_SHORT_LABELS.inRestaurant, value: 'inRestaurant' },
];

export function BoardToolbar({ filters, onChange, canRegister, onRegister, compact, searchRef, onShowShortcuts }: BoardToolbarProps) {
  return (
    <Space wrap size={[12, 12]} style={{ width: '100%', marginBottom: 16 }} className={compact ? 'board-toolbar--compact' : undefined} data-testid="board-toolbar">
      <Input
        ref={searchRef}
        size="large"
        allowClear
        type="search"
        prefix={<SearchOutlined aria-hidden="true" />}
        aria-label="Buscar pedido por folio, nombre o teléfono"
        aria-keyshortcuts="/"
        placeholder="Folio, nombre o teléfono"
        data-testid="board-search"
        style={{ width: compact ? 358 : 280 }}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        // Esc leaves the field and the filter stays, so the arrows and shortcuts work on the cards found.
        // Without preventDefault Chromium's own Esc in a search field also emptied it, and the whole board
        // came back.
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.currentTarget.blur();
        }}
      />
      {compact ? (
        <Select<DeliveryType | 'all'>
          size="large"
          aria-label="Filtrar por forma de entrega"
          data-testid="delivery-filter"
          style={{ width: 358 }}
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
        style={compact ? { width: 358 } : { minWidth: 240 }}
        value={[...filters.statuses]}
        onChange={(statuses) => onChange({ ...filters, statuses })}
        options={IN_PROCESS_FILTER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
        maxTagCount="responsive"
      />
      {canRegister ? (
        <Button size="large" icon={<PhoneOutlined />} onClick={onRegister} data-testid="register-order-button" aria-keyshortcuts="N">
          Registrar pedido
        </Button>
      ) : null}
      <BoardViewControls compact={compact} />
      <AlarmSettings />
      {onShowShortcuts && !compact ? (
        <Button size="large" onClick={onShowShortcuts} aria-keyshortcuts="?" data-testid="shortcuts-button">
          Atajos <kbd className="shortcut-hint">?</kbd>
        </Button>
      ) : null}
    </Space>
  );
}

const SORT_OPTIONS: { value: BoardSort; label: string }[] = [
  { value: 'arrival', label: 'Más antiguos primero' },
  { value: 'newest', label: 'Más recientes primero' },
  { value: 'promised', label: 'Por hora prometida' },
];

/** Cards or the dense list, and the order inside the columns: this PC's choice (board-view.ts). */
function BoardViewControls({ compact }: { compact: boolean }) {
  const { view, sort } = useBoardPreferences();
  return (
    <>
      <Segmented<BoardView>
        size="large"
        aria-label="Vista del tablero"
        data-testid="board-view"
        value={view}
        onChange={(next) => boardPreferences.set({ view: next })}
        options={[
          { value: 'cards', label: 'Tarjetas' },
          { value: 'dense', label: 'Lista' },
        ]}
      />
      <Select<BoardSort>
        size="large"
        aria-label="Orden de los pedidos"
        data-testid="board-sort"
        style={{ width: compact ? 358 : 230 }}
        value={sort}
        onChange={(next) => boardPreferences.set({ sort: next })}
        options={SORT_OPTIONS}
      />
    </>
  );
}
