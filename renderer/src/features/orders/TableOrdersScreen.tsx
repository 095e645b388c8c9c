// control-pedidos/self-service/{tableID}/{tableNumber}: the modal 'Pedidos de la mesa {n}' — the bill
// (print it: 'cuenta'), the payment (tip, split, methods, cash and change), the receipt, and the separate
// "Liberar sin cobro" that asks a reason. docs/counter.md.
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Modal, Result, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG, tableOrdersTitle } from '@shared/messages';
import { formatMoney, toCents } from '@shared/money';
import { useToast } from '../../app/feedback';
import { usePayTableMutation, useGetTableBillQuery, useReleaseTableMutation, useRequestBillMutation, type TablePaymentAnswer } from '../tables/api';
import { BillView } from '../tables/checkout/BillView';
import { ClosedBillsOfTable } from '../tables/ClosedBills';
import { PaymentForm } from '../tables/checkout/PaymentForm';
import { billLines, checkDraft, EMPTY_DRAFT, paymentBody, type PaymentDraft } from '../tables/checkout/payment-model';
import { ReleaseDialog } from '../tables/checkout/ReleaseDialog';
import { TableBillLinkButton } from '../tables/checkout/TableBillLinkButton';
import { useTableTickets, type ReceiptData } from '../tables/checkout/useTableTickets';
import { useFocusReturn } from '../../components/useFocusReturn';
import type { TableBillLink } from '@shared/types/tables';

function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  const message = typeof data?.message === 'string' ? data.message : MSG.closeTableError;
  return message.replace(/^[a-z_]+: /, '');
}

export default function TableOrdersScreen() {
  useFocusReturn();
  const { tableID = '', tableNumber = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: bill, isLoading, isError } = useGetTableBillQuery(tableID, { skip: !tableID, refetchOnMountOrArgChange: true });
  const [requestBill, { isLoading: requesting }] = useRequestBillMutation();
  const [payTable, { isLoading: paying }] = usePayTableMutation();
  const [releaseTable, { isLoading: releasing }] = useReleaseTableMutation();
  const { printBill, printReceipt, printing } = useTableTickets();
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<{ answer: TablePaymentAnswer; receipt: ReceiptData } | null>(null);
  const [releaseOpen, setReleaseOpen] = useState(false);
  const [paidByLink, setPaidByLink] = useState<TableBillLink | null>(null);
  const orders = useMemo(() => bill?.pedidos ?? [], [bill]);
  const lines = useMemo(() => billLines(orders), [orders]);
  const consumoCents = toCents(bill?.consumo ?? 0);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/mesas'));

  const onPrintBill = async () => {
    try {
      const marked = await requestBill(tableID).unwrap();
      await printBill(tableNumber, marked.pedidos);
    } catch {
      toast.error(MSG.updateInfoError);
    }
  };

  const onPay = async () => {
    const check = checkDraft(draft, consumoCents, lines);
    if (!check.ok) return setError(check.message);
    setError(null);
    try {
      const body = paymentBody(draft, consumoCents, lines);
      const answer = await payTable({ uuid: tableID, body }).unwrap();
      setPaid({
        answer,
        receipt: {
          table: tableNumber,
          orders: orders.map((o) => ({ folio: o.pedido.folio, total: o.pedido.total })),
          parts: answer.pago.pagos,
          received: body.efectivo_recibido ?? null,
          tip: answer.pago.propina,
        },
      });
      toast.success(`Mesa ${tableNumber} cobrada y cerrada`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const onRelease = async (motivo: string) => {
    try {
      await releaseTable({ uuid: tableID, motivo }).unwrap();
      setReleaseOpen(false);
      toast.success(`Mesa ${tableNumber} liberada`);
      back();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Modal open title={tableOrdersTitle(tableNumber)} onCancel={back} footer={null} width={620} destroyOnHidden>
      <div data-testid="screen-table-orders">
        {isError ? <Alert type="error" showIcon title={MSG.ordersError} /> : null}
        {isLoading ? <Skeleton active /> : null}
        {paidByLink ? (
          <Result
            status="success"
            title={`Mesa ${tableNumber} cobrada`}
            subTitle={`Pagada con enlace de pago: ${formatMoney(paidByLink.monto)}`}
            extra={
              <Button type="primary" size="large" onClick={back} data-testid="payment-done">
                Listo
              </Button>
            }
          />
        ) : paid ? (
          <Result
            status="success"
            title={`Mesa ${tableNumber} cobrada`}
            subTitle={`Total ${formatMoney(paid.answer.pago.total)}${paid.answer.pago.propina > 0 ? ` (propina ${formatMoney(paid.answer.pago.propina)})` : ''}`}
            extra={
              <Space orientation="vertical" style={{ width: '100%' }}>
                <div style={{ fontSize: 24, fontWeight: 700 }} data-testid="paid-change">
                  Cambio: {formatMoney(paid.answer.pago.cambio)}
                </div>
                <Space wrap style={{ justifyContent: 'center' }}>
                  <Button icon={<PrinterOutlined />} size="large" loading={printing === 'receipt'} onClick={() => void printReceipt(paid.receipt)} data-testid="print-receipt">
                    Imprimir recibo
                  </Button>
                  <Button type="primary" size="large" onClick={back} data-testid="payment-done">
                    Listo
                  </Button>
                </Space>
              </Space>
            }
          />
        ) : bill ? (
          <>
            <BillView orders={orders} consumo={bill.consumo} />
            <Button icon={<PrinterOutlined />} block style={{ marginTop: 12 }} loading={requesting || printing === 'bill'} disabled={orders.length === 0} onClick={() => void onPrintBill()} data-testid="print-bill">
              Imprimir cuenta
            </Button>
            {orders.length > 0 ? (
              <>
                <Divider style={{ margin: '16px 0' }} />
                <PaymentForm draft={draft} onChange={setDraft} consumoCents={consumoCents} lines={lines} error={error} tableUuid={tableID} />
                <Button type="primary" size="large" block loading={paying} onClick={() => void onPay()} data-testid="close-table" style={{ marginTop: 12 }}>
                  Cobrar y cerrar mesa
                </Button>
              </>
            ) : null}
            <TableBillLinkButton tableUuid={tableID} tableNumber={tableNumber} hasOrders={orders.length > 0} onPaid={setPaidByLink} />
            <ClosedBillsOfTable tableUuid={tableID} />
            <Divider style={{ margin: '16px 0 8px' }} />
            <Button danger type="text" block onClick={() => setReleaseOpen(true)} data-testid="force-close-table">
              Liberar sin cobro…
            </Button>
            <ReleaseDialog open={releaseOpen} tableNumber={tableNumber} unpaid={bill.consumo} busy={releasing} onCancel={() => setReleaseOpen(false)} onConfirm={(reason) => void onRelease(reason)} />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
