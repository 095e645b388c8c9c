// «Avisar por WhatsApp»: opens WhatsApp (wa.me, a new tab) with the message of the order's current status, which
// the cashier sends by hand: the owner's text of that step when they wrote one (the same the gateway sends,
// docs/whatsapp.md), else the default. Available to every plan: see docs/domain.md, "Lo que se ofrece y lo que todavía no".
import { WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { whatsappNoticeUrl } from '@shared/orders/whatsapp-notice';
import type { OrderDetail } from '@shared/types/order';
import { useAccount, useCan } from '../../../app/access';
import { useGetWhatsAppSettingsQuery } from '../../integrations/whatsapp/api';
import { useGetCommerceQuery } from '../../../app/coreApi';

export function WhatsAppNoticeButton({ order }: { order: OrderDetail['pedido'] }) {
  const { data: commerce } = useGetCommerceQuery();
  const account = useAccount();
  const seesSettings = useCan('NOTIFICACIONES_CLIENTE_WHATSAPP', 'list');
  const { data: settings } = useGetWhatsAppSettingsQuery(undefined, { skip: !seesSettings });
  const url = whatsappNoticeUrl(order, { commerceName: commerce?.nombre ?? '', menuUrl: account?.menuUrl, templates: settings?.plantillas, timeZone: commerce?.zona_horaria });
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
