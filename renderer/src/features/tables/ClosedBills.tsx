// Bills and receipts of tables already paid, printed again marked «COPIA» (docs/counter.md, "Closed
// tables"): the table's record lists its latest paid visits; an order's detail (history, board) shows the
// visit that settled it. Both read GET /v1/mesas/cuentas-cerradas and print through the desktop bridge.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { formatDateTime } from '@shared/dates';
import { PAYMENT_METHOD_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import { isInProcess } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import type { ClosedTableBill } from '@shared/types/tables';
import { useCan } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useGetClosedBillsQuery } from './api';
import { useTableTickets } from './checkout/useTableTickets';

function methodsLabel(bill: ClosedTableBill): string {
  return [...new Set(bill.pago.pagos.map((part) => part.metodo))].map((method) => PAYMENT_METHOD_LABELS[method]).join(' + ');
}

/** One paid visit: when, which orders, how much and how, and its two reprints. */
export function ClosedBillCard({ bill, title }: { bill: ClosedTableBill; title?: string }) {
  const { data: commerce } = useGetCommerceQuery();
  const { printBill, printReceipt, printing } = useTableTickets();
  const table = String(bill.mesa.numero);
  const folios = bill.pedidos.map((order) => order.pedido.folio).join(', ');
  const reprintBill = () => {
    void printBill(table, bill.pedidos, { reprint: true, issuedAt: bill.pago.pagado_at });
  };
  const reprintReceipt = () => {
    void printReceipt(
      {
        table,
        orders: bill.pedidos.map((order) => ({ folio: order.pedido.folio, total: order.pedido.total })),
        parts: bill.pago.pagos,
        received: bill.pago.efectivo_recibido,
        tip: bill.pago.propina,
        paidAt: bill.pago.pagado_at,
      },
      { reprint: true },
    );
  };
  return (
    <Card size="small" data-testid="closed-bill" data-payment-id={bill.pago.id} title={title}>
      <Flex vertical gap={4}>
        <Typography.Text strong>
          Mesa {table} · pagada el {formatDateTime(bill.pago.pagado_at, commerce?.zona_horaria)}
        </Typography.Text>
        <Typography.Text type="secondary">{bill.pedidos.length === 1 ? `Pedido ${folios}` : `Pedidos ${folios}`}</Typography.Text>
        <Typography.Text>
          Total {formatMoney(bill.pago.total)}
          {bill.pago.propina > 0 ? ` (propina ${formatMoney(bill.pago.propina)})` : ''} · {methodsLabel(bill)}
        </Typography.Text>
        <Flex gap={8} wrap style={{ marginTop: 4 }}>
          <Button icon={<PrinterOutlined />} loading={printing === 'bill'} disabled={bill.pedidos.length === 0} onClick={reprintBill} data-testid="reprint-bill">
            Reimprimir cuenta
          </Button>
          <Button icon={<PrinterOutlined />} loading={printing === 'receipt'} onClick={reprintReceipt} data-testid="reprint-receipt">
            Reimprimir recibo
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The table's record: its latest paid visits, newest first (nothing while there are none). */
export function ClosedBillsOfTable({ tableUuid }: { tableUuid: string }) {
  const { data } = useGetClosedBillsQuery({ mesa: tableUuid }, { skip: !tableUuid, refetchOnMountOrArgChange: true });
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Cuentas cerradas" data-testid="closed-bills">
      <Divider titlePlacement="start" style={{ margin: '16px 0 8px' }}>
        Cuentas cerradas
      </Divider>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Las copias salen marcadas «COPIA».
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {data.map((bill) => (
          <ClosedBillCard key={bill.pago.id} bill={bill} />
        ))}
      </Flex>
    </section>
  );
}

/** An order's detail: the table visit that settled it, when it was paid at a table (nothing otherwise). */
export function ClosedBillOfOrder({ order }: { order: Order }) {
  const canSeeTables = useCan('SELF_SERVICE', 'list');
  const atTable = order.self_service !== null || (order.metodo_entrega === 'inRestaurant' && order.numero_mesa !== null);
  const settled = atTable && !isInProcess(order.estatus_pedido) && order.estatus_pago === 'pagado';
  const { data } = useGetClosedBillsQuery({ pedido: order.id }, { skip: !canSeeTables || !settled });
  const bill = data?.[0];
  if (!bill) return null;
  return <ClosedBillCard bill={bill} title="Cuenta de la mesa" />;
}
