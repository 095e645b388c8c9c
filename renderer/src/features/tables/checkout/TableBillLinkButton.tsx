// «Enviar enlace de pago» on a table's bill (docs/counter.md, "Enlace de pago de la cuenta"): a link with the
// commerce's provider for the bill's server total, shown in the order's link dialog (QR + copyable text). While the
// dialog is open the link's state is read every few seconds; once the provider's payment closed the table, the
// floor and the boards are refreshed. A payment that arrived for an older bill is shown to the cashier.
import { LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { formatMoney, toCents } from '@shared/money';
import { PAYMENT_PROVIDER_LABELS } from '@shared/online-payment';
import type { TableBillLink } from '@shared/types/tables';
import { api } from '../../../app/api';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useAppDispatch } from '../../../app/store';
import { PaymentLinkDialog } from '../../online-payments/PaymentLinkButton';
import { useGetTableBillLinkQuery, useSendTableBillLinkMutation } from '../api';

export const TABLE_LINK_TEXT = {
  connectFirst: 'Conecta un proveedor de pagos (Stripe o Mercado Pago) en Integraciones para enviar enlaces de pago',
  received: (monto: number, cuenta: number) => `Pago en línea recibido por ${formatMoney(monto)}; la cuenta es ${formatMoney(cuenta)}`,
  receivedDetail: 'Llegó para la cuenta anterior (la cuenta cambió después de enviar el enlace): la mesa sigue abierta.',
  counted: 'Al cobrar, cuenta como la parte «Enlace de pago»: cobra solo lo que resta. Si cobras la cuenta completa con otro método, este pago se reembolsa.',
  refunded: 'Es más que la cuenta: cobra la cuenta completa y este pago se reembolsa al cerrar la mesa.',
} as const;

interface TableBillLinkButtonProps {
  tableUuid: string;
  tableNumber: string;
  /** The table has open orders: there is a bill to send. */
  hasOrders: boolean;
  /** The dialog was closed after the link's payment closed the table. */
  onPaid(link: TableBillLink): void;
}

export function TableBillLinkButton({ tableUuid, tableNumber, hasOrders, onPaid }: TableBillLinkButtonProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<TableBillLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notified, setNotified] = useState(false);
  const [send, { isLoading }] = useSendTableBillLinkMutation();
  const waiting = open && link !== null && !notified;
  const { data: state } = useGetTableBillLinkQuery(tableUuid, { skip: !tableUuid, pollingInterval: waiting ? 4000 : 0 });
  const paid = link !== null && state?.ultimo?.url === link.url && state.ultimo.mesa_cerrada;

  useEffect(() => {
    if (!paid || notified || !link) return;
    setNotified(true);
    // The table closed on the server: the floor, the board and the history read it again.
    dispatch(api.util.invalidateTags(['Tables', 'Orders', 'OrderHistory']));
    toast.success(`Mesa ${tableNumber} pagada con enlace de pago y cerrada`);
  }, [paid, notified, link, dispatch, toast, tableNumber]);

  const close = () => {
    setOpen(false);
    if (paid && link) onPaid(link);
  };

  // A payment for an older bill means the bill changed: the bill on screen is read again.
  const unapplied = state?.pagos_sin_aplicar.length ?? 0;
  // The payment form counts them all when together they fit in the bill (payment-model.ts creditOfLinks).
  const unappliedCents = (state?.pagos_sin_aplicar ?? []).reduce((sum, p) => sum + toCents(p.monto), 0);
  const [seenUnapplied, setSeenUnapplied] = useState(unapplied);
  useEffect(() => {
    if (unapplied === seenUnapplied) return;
    setSeenUnapplied(unapplied);
    if (unapplied > seenUnapplied) dispatch(api.util.invalidateTags([{ type: 'Tables', id: tableUuid }]));
  }, [unapplied, seenUnapplied, dispatch, tableUuid]);

  const start = async () => {
    setOpen(true);
    setError(null);
    setNotified(false);
    try {
      setLink(await send(tableUuid).unwrap());
      // The link is for the server's bill: the one on screen follows it (a round may have arrived meanwhile).
      dispatch(api.util.invalidateTags([{ type: 'Tables', id: tableUuid }]));
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo crear el enlace de pago'));
    }
  };

  const connected = state?.conectado === true;
  const button = (
    <Button icon={<LinkOutlined />} size="large" block disabled={!connected} loading={isLoading} onClick={() => void start()} data-testid="send-table-payment-link">
      Enviar enlace de pago
    </Button>
  );

  return (
    <>
      {state?.pagos_sin_aplicar.map((payment, i) => (
        <Alert
          key={i}
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={TABLE_LINK_TEXT.received(payment.monto, payment.cuenta)}
          description={`${PAYMENT_PROVIDER_LABELS[payment.proveedor]}. ${TABLE_LINK_TEXT.receivedDetail} ${unappliedCents <= toCents(payment.cuenta) ? TABLE_LINK_TEXT.counted : TABLE_LINK_TEXT.refunded}`}
          data-testid="table-link-unapplied"
        />
      ))}
      {hasOrders ? (
        <div style={{ marginTop: 12 }}>
          {connected ? (
            button
          ) : (
            <Tooltip title={TABLE_LINK_TEXT.connectFirst}>
              {/* A disabled button takes no pointer events: the wrapper carries the tooltip. */}
              <span style={{ display: 'block' }} data-testid="table-link-needs-provider">
                {button}
              </span>
            </Tooltip>
          )}
        </div>
      ) : null}
      <PaymentLinkDialog
        open={open}
        title={`Enlace de pago · Mesa ${tableNumber}${link ? ` · ${formatMoney(link.monto)}` : ''}`}
        link={link}
        paid={paid}
        error={error}
        whenPaid="la mesa se cobra y se cierra"
        onClose={close}
      />
    </>
  );
}
