// "Más acciones": the destructive actions of an order (reject, cancel, delete) in one menu, away from the
// main button; each asks for confirmation and a reason (ReasonDialog). Printing sits here on the card too,
// above a divider that keeps it apart from them.
import { DeleteOutlined, MoreOutlined, PrinterOutlined, CloseCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Order } from '@shared/types/order';
import { offeredTransitions } from '../status-logic';
import type { DestructiveAction } from './ReasonDialog';

export interface MoreActionsProps {
  order: Order;
  canDelete: boolean;
  onChoose(action: DestructiveAction): void;
  onPrint?: () => void;
  busy?: boolean;
}

export function MoreActions({ order, canDelete, onChoose, onPrint, busy }: MoreActionsProps) {
  const offered = offeredTransitions(order);
  const items: NonNullable<MenuProps['items']> = [];
  if (onPrint) items.push({ key: 'print', icon: <PrinterOutlined />, label: 'Imprimir', onClick: onPrint });
  const destructive = offered.includes('rejected') || offered.includes('canceled') || canDelete;
  // The destructive actions, in red, sit apart from printing (each then asks for confirmation and a reason).
  if (onPrint && destructive) items.push({ type: 'divider', key: 'destructive' });
  if (offered.includes('rejected')) items.push({ key: 'reject', icon: <CloseCircleOutlined />, danger: true, label: 'Rechazar', onClick: () => onChoose('reject') });
  if (offered.includes('canceled')) items.push({ key: 'cancel', icon: <StopOutlined />, danger: true, label: 'Cancelar pedido', onClick: () => onChoose('cancel') });
  if (canDelete) items.push({ key: 'delete', icon: <DeleteOutlined />, danger: true, label: 'Eliminar pedido', onClick: () => onChoose('delete') });
  if (items.length === 0) return null;
  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
      <Button size="large" icon={<MoreOutlined />} loading={busy} data-testid="more-actions" aria-label="Más acciones" title="Más acciones" style={{ minHeight: 48, minWidth: 48 }} />
    </Dropdown>
  );
}
