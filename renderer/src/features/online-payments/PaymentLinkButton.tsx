// «Enviar enlace de pago» on an order's detail (docs/payments.md): creates a link with the commerce's payment
// provider for the order's total, shows it as a QR and copyable text, and follows the order's payment live (the
// orderPaymentChanged event refreshes the order; while open it is also read every few seconds). The dialog is
// also the table bill's (features/tables/checkout/TableBillLinkButton.tsx).
import { LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Tag, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { PAYMENT_PROVIDER_LABELS, type PaymentLinkAnswer } from '@shared/online-payment';
import type { Order } from '@shared/types/order';
import { errorMessage } from '../../app/baseQuery';
import { useGetOrderQuery } from '../orders/api';
import { useCreatePaymentLinkMutation, useGetPaymentSettingsQuery } from './paymentsApi';

function LinkQr({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { width: 360, margin: 2, errorCorrectionLevel: 'M' })
      .then((data) => active && setImage(data))
      .catch(() => active && setImage(null));
    return () => {
      active = false;
    };
  }, [url]);
  return image ? <img src={image} width={200} height={200} alt="Código QR del enlace de pago" data-testid="payment-link-qr" /> : null;
}

export interface PaymentLinkDialogProps {
  open: boolean;
  title: string;
  link: PaymentLinkAnswer | null;
  paid: boolean;
  error: string | null;
  /** What happens once the provider confirms (the order is marked paid, the table closes). */
  whenPaid: string;
  onClose(): void;
}

/** The link as a QR and copyable text, «Esperando el pago» until `paid`; shared by an order's and a table's link. */
export function PaymentLinkDialog({ open, title, link, paid, error, whenPaid, onClose }: PaymentLinkDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={<Button onClick={onClose}>Cerrar</Button>} destroyOnHidden>
      {error ? <Alert type="error" showIcon title={error} data-testid="payment-link-error" /> : null}
      {link ? (
        <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="payment-link">
          {paid ? (
            <Tag color="green" style={{ fontSize: 16, padding: '4px 12px' }} data-testid="payment-link-paid">
              Pagado
            </Tag>
          ) : (
            <Tag color="orange" data-testid="payment-link-pending">
              Esperando el pago · {PAYMENT_PROVIDER_LABELS[link.proveedor]}
            </Tag>
          )}
          <LinkQr url={link.url} />
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Envía este enlace al cliente o muéstrale el código; {whenPaid} cuando {PAYMENT_PROVIDER_LABELS[link.proveedor]} lo confirma.
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.url} aria-label="Enlace de pago" data-testid="payment-link-url" />
            <Button onClick={() => void navigator.clipboard?.writeText(link.url)}>Copiar</Button>
          </Space.Compact>
        </Space>
      ) : null}
    </Modal>
  );
}

export function PaymentLinkButton({ order, commerceId }: { order: Order; commerceId: string }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<PaymentLinkAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreatePaymentLinkMutation();
  const paid = order.estatus_pago === 'pagado';
  // While the link is shown, the order is read again until it is paid (the live event usually comes first).
  const { data: live } = useGetOrderQuery({ commerceId, orderId: order.id }, { skip: !open || paid, pollingInterval: open && !paid ? 4000 : 0 });
  const paidNow = paid || live?.pedido.estatus_pago === 'pagado';
  // Offered only with a connected provider (and to users of COBROS_EN_LINEA, who may read its settings).
  const { data: settings } = useGetPaymentSettingsQuery();
  const ended = order.estatus_pedido === 'canceled' || order.estatus_pedido === 'rejected';
  if (!settings?.conectados.length || ended || (paid && !open)) return null;

  const send = async () => {
    setOpen(true);
    setError(null);
    try {
      setLink(await create(order.id).unwrap());
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo crear el enlace de pago'));
    }
  };

  return (
    <>
      <Button icon={<LinkOutlined />} onClick={() => void send()} loading={isLoading} data-testid="send-payment-link">
        Enviar enlace de pago
      </Button>
      <PaymentLinkDialog open={open} title={`Enlace de pago · ${order.folio}`} link={link} paid={paidNow} error={error} whenPaid="el pedido se marca pagado" onClose={() => setOpen(false)} />
    </>
  );
}
