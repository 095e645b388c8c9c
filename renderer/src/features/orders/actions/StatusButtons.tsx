// The main status button of an order: only the next step its flow allows (docs/domain.md (Estados del pedido)). Pending orders offer
// accept (with time); later steps offer the next step. Reject, cancel and delete live in "Más acciones".
import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import { offeredTransitions } from '../status-logic';
import { AcceptButton } from './AcceptButton';
import type { useOrderActions } from './useOrderActions';

export interface StatusButtonsProps {
  order: Order;
  actions: ReturnType<typeof useOrderActions>;
  block?: boolean;
  /** Keyboard accept: the preparation-time choice is open. */
  acceptOpen?: boolean;
  onAcceptOpenChange?(open: boolean): void;
  /** More buttons in the same row (e.g. "Más acciones"). */
  children?: ReactNode;
  /** The dense board's row: small buttons; the label hides when the column is narrow (board.css). */
  compact?: boolean;
}

export function StatusButtons({ order, actions, block, acceptOpen, onAcceptOpenChange, children, compact = false }: StatusButtonsProps) {
  const offered = offeredTransitions(order);
  const next = offered.find((status) => status !== 'rejected' && status !== 'canceled');
  // One status request at a time per order: a quick second tap must not overtake the first at the server.
  const waiting = actions.busy !== null;
  return (
    <div className={compact ? 'order-actions order-actions--compact' : 'order-actions'} style={block ? { width: '100%' } : undefined} data-testid="status-buttons" data-offered={offered.join(' ')}>
      {next === 'accepted' ? (
        <AcceptButton
          size={compact ? 'small' : 'large'}
          loading={actions.busy === 'accepted'}
          disabled={waiting}
          open={acceptOpen}
          onOpenChange={onAcceptOpenChange}
          onAccept={(minutes) => void actions.setStatus('accepted', minutes)}
        />
      ) : next ? (
        <Button
          type="primary"
          size={compact ? 'small' : 'large'}
          icon={<ArrowRightOutlined />}
          aria-label={compact ? ORDER_STATUS_LABELS[next] : undefined}
          title={compact ? ORDER_STATUS_LABELS[next] : undefined}
          loading={actions.busy === next}
          disabled={waiting && actions.busy !== next}
          data-testid="next-status"
          data-next={next}
          style={compact ? undefined : { minHeight: 48 }}
          onClick={() => void actions.setStatus(next)}
        >
          <span className="order-actions__label">{ORDER_STATUS_LABELS[next]}</span>
        </Button>
      ) : null}
      {children}
    </div>
  );
}
