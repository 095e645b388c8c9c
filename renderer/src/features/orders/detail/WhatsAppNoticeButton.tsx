// «Avisar por WhatsApp»: opens WhatsApp (wa.me, a new tab) with a message for the order's current status, which
// the cashier sends by hand; the product sends nothing itself (no WhatsApp gateway yet, docs/integrations.md).
// Available to every plan: see docs/domain.md, "Lo que se ofrece y lo que todavía no".
import { WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { whatsappNoticeUrl } from '@shared/orders/whatsapp-notice';
import type { OrderDetail } from '@shared/types/order';
import { useAccount } from '../../../app/access';
import { useGetCommerceQuery } from '../../../app/coreApi';

export function WhatsAppNoticeButton({ order }: { order: OrderDetail['pedido'] }) {
  const { data: commerce } = useGetCommerceQuery();
  const account = useAccount();
  const url = whatsappNoticeUrl(order, { commerceName: commerce?.nombre ?? '', menuUrl: account?.menuUrl });
  if (!url || !commerce) return null;
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      icon={<WhatsAppOutlined />}
      data-testid="whatsapp-notice"
      title="Abre WhatsApp con un mensaje del estado del pedido; tú lo envías"
    >
      Avisar por WhatsApp
    </Button>
  );
}
