// The status buttons of an order: only the transitions its flow allows (SPEC §4). Pending orders offer
// accept (with time) and reject; later steps offer the next step; cancel is offered separately.
import { ArrowRightOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import { offeredTransitions } from '../status-logic';
import { AcceptButton } from './AcceptButton';
import type { useOrderActions } from './useOrderActions';

export interface StatusButtonsProps {
  order: Order;
  actions: ReturnType<typeof useOrderActions>;
  /** Show cancel too (detail view). */
  withCancel?: boolean;
  block?: boolean;
}

export function StatusButtons({ order, actions, withCancel, block }: StatusButtonsProps) {
  const offered = offeredTransitions(order);
  const next = offered.find((status) => status !== 'rejected' && status !== 'canceled');
  // One status request at a time per order: a quick second tap must not overtake the first at the server.
  const waiting = actions.busy !== null;
  return (
    <Space wrap size={8} style={block ? { width: '100%' } : undefined} data-testid="status-buttons" data-offered={offered.join(' ')}>
      {next === 'accepted' ? (
        <AcceptButton loading={actions.busy === 'accepted'} disabled={waiting} onAccept={(minutes) => void actions.setStatus('accepted', minutes)} />
      ) : next ? (
        <Button
          type="primary"
          size="large"
          icon={<ArrowRightOutlined />}
          loading={actions.busy === next}
          disabled={waiting && actions.busy !== next}
          data-testid="next-status"
          data-next={next}
          style={{ minHeight: 48 }}
          onClick={(event) => {
            event.stopPropagation();
            void actions.setStatus(next);
          }}
        >
          {ORDER_STATUS_LABELS[next]}
        </Button>
      ) : null}
      {offered.includes('rejected') ? (
        <Button
          danger
          size="large"
          icon={<CloseOutlined />}
          loading={actions.busy === 'rejected'}
          disabled={waiting && actions.busy !== 'rejected'}
          data-testid="reject-order"
          style={{ minHeight: 48 }}
          onClick={(event) => {
            event.stopPropagation();
            void actions.rejectOrder();
          }}
        >
          Rechazar
        </Button>
      ) : null}
      {withCancel && offered.includes('canceled') ? (
        <Button
          danger
          type="text"
          size="large"
          loading={actions.busy === 'canceled'}
          disabled={waiting && actions.busy !== 'canceled'}
          data-testid="cancel-order"
          style={{ minHeight: 48 }}
          onClick={(event) => {
            event.stopPropagation();
            void actions.cancelOrder();
          }}
        >
          Cancelar pedido
        </Button>
      ) : null}
    </Space>
  );
}
