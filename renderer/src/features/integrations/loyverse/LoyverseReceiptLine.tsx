// An order's Loyverse receipt on its detail (docs/integrations.md): the receipt number once Loyverse made
// it, «en espera» while it is retried, or Loyverse's refusal with «Reenviar». Nothing when the order has no
// receipt (Loyverse not connected, or the plan has no LOYVERSE).
import { Alert, Button, Tag, Typography } from 'antd';
import { errorMessage } from '../../../app/baseQuery';
import { useCan } from '../../../app/access';
import { useToast } from '../../../app/feedback';
import { useGetLoyverseReceiptQuery, useResendLoyverseReceiptMutation } from './api';

export function LoyverseReceiptLine({ orderId }: { orderId: string }) {
  const mayList = useCan('LOYVERSE', 'list');
  const mayEdit = useCan('LOYVERSE', 'edit');
  const toast = useToast();
  const { data } = useGetLoyverseReceiptQuery(orderId, { skip: !mayList });
  const [resend, resendState] = useResendLoyverseReceiptMutation();
  if (!data || data.status === 'none') return null;
  if (data.status === 'sent') {
    return (
      <Tag color="green" data-testid="loyverse-receipt" data-status="sent" style={{ fontSize: 14, padding: '2px 8px', marginTop: 8 }}>
        Recibo Loyverse {data.receipt_number}
      </Tag>
    );
  }
  if (data.status === 'pending') {
    return (
      <Typography.Text type="secondary" data-testid="loyverse-receipt" data-status="pending" style={{ display: 'block', marginTop: 8 }}>
        Recibo Loyverse en espera{data.error ? `: ${data.error}` : ''}
      </Typography.Text>
    );
  }
  const again = async () => {
    try {
      await resend(orderId).unwrap();
      toast.success('El recibo se enviará de nuevo a Loyverse');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Alert
      style={{ marginTop: 8 }}
      type="warning"
      showIcon
      data-testid="loyverse-receipt"
      data-status="failed"
      message="Loyverse no recibió el pedido"
      description={data.error}
      action={
        mayEdit ? (
          <Button size="small" onClick={again} loading={resendState.isLoading}>
            Reenviar
          </Button>
        ) : undefined
      }
    />
  );
}
