// Action bar of the order detail: the next status step, «Editar pedido» (EDITAR_PEDIDO edit, while the order
// can be edited), payment method, print/reprint, rider; reject, cancel and delete (with permission) under
// "Más acciones", each confirmed with a reason.
import { CarOutlined, EditOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { splitPaymentLabel } from '@shared/labels';
import { isEditableStatus } from '@shared/orders/edit';
import { isInProcess } from '@shared/orders/status-machine';
import type { OrderDetail } from '@shared/types/order';
import { useCan, useCanDeleteOrders, useCanUseRiders } from '../../../app/access';
import { selectCommerceId } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { ClosedBillOfOrder } from '../../tables/ClosedBills';
import { MoreActions } from '../actions/MoreActions';
import { StatusButtons } from '../actions/StatusButtons';
import { useDestructiveFlow } from '../actions/useDestructiveFlow';
import { useOrderActions } from '../actions/useOrderActions';
import { OrderEditDrawer } from '../edit/OrderEditDrawer';
import { CourierQuoteLine } from './CourierQuoteLine';
import { PAYMENT_METHOD_LABELS } from '../labels';

export interface DetailActionsProps {
  detail: OrderDetail;
  /** Route base of this detail (e.g. /control-pedidos/detalle/{id}) for the cancelar-reparto child. */
  basePath: string;
  onDeleted(): void;
}

export function DetailActions({ detail, basePath, onDeleted }: DetailActionsProps) {
  const order = detail.pedido;
  const actions = useOrderActions(order);
  const canDelete = useCanDeleteOrders();
  const canUseRiders = useCanUseRiders();
  const navigate = useNavigate();
  const paymentId = useId();
  const destructive = useDestructiveFlow(order, actions, onDeleted);
  const live = isInProcess(order.estatus_pedido);
  const isDelivery = order.metodo_entrega === 'delivery';
  const riderActive = order.has_requested_rider && order.delivery_status !== 'canceled';
  const split = splitPaymentLabel(order);
  const canEdit = useCan('EDITAR_PEDIDO', 'edit') && isEditableStatus(order.estatus_pedido);
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const [editing, setEditing] = useState(false);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {live ? (
        <StatusButtons order={order} actions={actions}>
          <MoreActions order={order} canDelete={canDelete} onChoose={destructive.choose} busy={actions.busy === 'delete'} />
        </StatusButtons>
      ) : canDelete ? (
        <MoreActions order={order} canDelete={canDelete} onChoose={destructive.choose} busy={actions.busy === 'delete'} />
      ) : null}
      {canEdit ? (
        <Button size="large" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-order">
          Editar pedido
        </Button>
      ) : null}
      {editing ? <OrderEditDrawer commerceId={commerceId} detail={detail} onClose={() => setEditing(false)} /> : null}
      <Space wrap size={8} align="center">
        {split ? (
          // A table paid in several methods: one method cannot be changed alone, so it only reads.
          <span data-testid="payment-method-split">
            <span style={{ fontWeight: 600 }}>Método de pago: </span>
            <Typography.Text>{split}</Typography.Text>
            <Typography.Text type="secondary"> (cobro de la mesa)</Typography.Text>
          </span>
        ) : (
          <>
            <label htmlFor={paymentId} style={{ fontWeight: 600 }}>
              Método de pago
            </label>
            <Select<PaymentMethod>
              id={paymentId}
              data-testid="payment-method-select"
              value={order.metodo_pago}
              loading={actions.busy === 'payment'}
              style={{ minWidth: 180 }}
              size="large"
              onChange={(method) => void actions.setPaymentMethod(method)}
              options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
            />
          </>
        )}
        <Button size="large" icon={<PrinterOutlined />} loading={actions.busy === 'print'} onClick={() => void actions.print(detail, false)} data-testid="print-order">
          Imprimir
        </Button>
        <Button size="large" icon={<PrinterOutlined />} onClick={() => void actions.print(detail, true)} data-testid="reprint-order">
          Reimprimir
        </Button>
      </Space>
      <ClosedBillOfOrder order={order} />
      {isDelivery && live && canUseRiders ? (
        <Space wrap size={8}>
          {!riderActive ? (
            <>
              <CourierQuoteLine orderId={order.id} />
              <Button size="large" icon={<CarOutlined />} loading={actions.busy === 'rider'} onClick={() => void actions.askRider('new')} data-testid="request-rider">
                Solicitar repartidor
              </Button>
            </>
          ) : (
            <>
              <Button size="large" icon={<ThunderboltOutlined />} loading={actions.busy === 'rider'} onClick={() => void actions.askRider('anticipate')} data-testid="anticipate-rider">
                Anticipar repartidor
              </Button>
              <Button size="large" danger onClick={() => navigate(`${basePath}/cancelar-reparto`)} data-testid="cancel-rider">
                Cancelar repartidor
              </Button>
            </>
          )}
        </Space>
      ) : null}
      {destructive.dialog}
    </Space>
  );
}
