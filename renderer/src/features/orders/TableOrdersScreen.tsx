// control-pedidos/self-service/{tableID}/{tableNumber}: the modal 'Pedidos de la mesa {n}' with the
// orders of the table's visit and closing the table with a payment method, or forced (status 'a').
import { Alert, Button, List, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FLOW_PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { MSG, tableOrdersTitle } from '@shared/messages';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { useConfirmToast, useToast } from '../../app/feedback';
import { selectCommerceId } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { closeAnswerValid, statusAnswerValid, useCloseTableMutation, useGetTableOrdersQuery, useSetTableStatusMutation } from '../tables/api';
import { PAYMENT_METHOD_LABELS } from './labels';

export default function TableOrdersScreen() {
  const { tableID = '', tableNumber = '' } = useParams();
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirmToast();
  const { data: orders, isLoading, isError } = useGetTableOrdersQuery(tableID, { skip: !tableID });
  const [closeTable, { isLoading: closing }] = useCloseTableMutation();
  const [setStatus, { isLoading: forcing }] = useSetTableStatusMutation();
  const [method, setMethod] = useState<PaymentMethod>('efectivo');
  const total = fromCents((orders ?? []).reduce((sum, order) => sum + toCents(order.total), 0));
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/mesas'));

  const closeWithPayment = async () => {
    try {
      const answer = await closeTable({ table: tableID, payment_method: method }).unwrap();
      if (!closeAnswerValid(answer)) throw new Error(MSG.closeTableError);
      toast.success(`Mesa ${tableNumber} cerrada`);
      back();
    } catch {
      toast.error(MSG.closeTableError);
    }
  };

  const forceClose = async () => {
    if (!(await confirm(`¿Liberar la mesa ${tableNumber} sin registrar el cobro?`))) return;
    try {
      // The visit's orders are marked delivered, then the table goes back to status 'a' (available).
      const closed = await closeTable({ table: tableID, payment_method: null, force: true }).unwrap();
      if (!closeAnswerValid(closed)) throw new Error(MSG.closeTableError);
      const answer = await setStatus({ commerceId, tableUuid: tableID, status: 'a' }).unwrap();
      if (!statusAnswerValid(answer)) throw new Error(MSG.closeTableError);
      toast.success(`Mesa ${tableNumber} liberada`);
      back();
    } catch {
      toast.error(MSG.closeTableError);
    }
  };

  return (
    <Modal open title={tableOrdersTitle(tableNumber)} onCancel={back} footer={null} width={560} destroyOnHidden>
      <div data-testid="screen-table-orders">
        {isError ? <Alert type="error" showIcon title={MSG.ordersError} /> : null}
        <List
          loading={isLoading}
          dataSource={orders ?? []}
          locale={{ emptyText: 'La mesa no tiene pedidos abiertos' }}
          renderItem={(order) => (
            <List.Item key={order.id} actions={[<Button key="ver" onClick={() => navigate(`/control-pedidos/detalle/${order.id}`)}>Ver</Button>]}>
              <List.Item.Meta title={`${order.folio} · ${order.nombre}`} description={<Tag>{ORDER_STATUS_LABELS[order.estatus_pedido]}</Tag>} />
              <strong>{formatMoney(order.total)}</strong>
            </List.Item>
          )}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 20, fontWeight: 700, margin: '12px 0' }}>
          <span>Total de la mesa</span>
          <span data-testid="table-total">{formatMoney(total)}</span>
        </div>
        <Space wrap style={{ width: '100%' }}>
          <Select<PaymentMethod>
            size="large"
            value={method}
            onChange={setMethod}
            aria-label="Método de pago"
            style={{ minWidth: 180 }}
            options={FLOW_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          />
          <Button type="primary" size="large" loading={closing && !forcing} onClick={() => void closeWithPayment()} data-testid="close-table">
            Cobrar y cerrar mesa
          </Button>
          <Button danger size="large" loading={forcing} onClick={() => void forceClose()} data-testid="force-close-table">
            Liberar sin cobro
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Al cerrar la mesa todos sus pedidos se marcan como entregados.
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
