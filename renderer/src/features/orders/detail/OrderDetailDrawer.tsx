// The order detail as a drawer over its list (board, history, online orders). Opening it attends the
// order: its alarm stops at once. Child routes (cancelar-reparto) render inside.
import { Alert, Drawer, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { selectCommerceId } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { useIsDesktop } from '../../../shell/layoutHooks';
import { newOrdersAlarm } from '../alarm/alarm-store';
import { useGetOrderQuery } from '../api';
import { DetailActions } from './DetailActions';
import { OrderDetailView } from './OrderDetailView';
import { WhatsAppNoticeButton } from './WhatsAppNoticeButton';
import { OrderWhatsAppMessages } from '../../integrations/whatsapp/OrderWhatsAppMessages';
import { PaymentLinkButton } from '../../online-payments/PaymentLinkButton';
import { useFocusReturn } from '../../../components/useFocusReturn';

/** '/control-pedidos/detalle/abc/cancelar-reparto' → { list: '/control-pedidos', detail: '/control-pedidos/detalle/abc' }. */
export function detailPaths(pathname: string, orderId: string): { list: string; detail: string } {
  const marker = `/detalle/${orderId}`;
  const at = pathname.indexOf(marker);
  const list = at >= 0 ? pathname.slice(0, at) : pathname;
  return { list: list || '/', detail: `${list}${marker}` };
}

export function OrderDetailDrawer({ testId }: { testId: string }) {
  useFocusReturn();
  const { orderId = '' } = useParams();
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const { data: commerce } = useGetCommerceQuery();
  const { data, isLoading, isError } = useGetOrderQuery({ commerceId, orderId }, { skip: !commerceId || !orderId });
  const paths = detailPaths(pathname, orderId);

  useEffect(() => {
    newOrdersAlarm.remove(orderId);
  }, [orderId]);

  const close = () => navigate(paths.list);
  return (
    <Drawer
      open
      onClose={close}
      size={isDesktop ? 600 : '100%'}
      title={data ? `Pedido ${data.pedido.folio}` : 'Detalle del pedido'}
      destroyOnHidden
    >
      <div data-testid={`screen-${testId}`}>
        {isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
        {isError ? <Alert type="error" showIcon title={MSG.orderNotFound} /> : null}
        {data ? (
          <OrderDetailView
            detail={data}
            timeZone={commerce?.zona_horaria}
            itemsFirst={!isDesktop}
            actions={<DetailActions detail={data} basePath={paths.detail} onDeleted={close} />}
            phoneAction={
              <Flex vertical gap={8} align="flex-start">
                <WhatsAppNoticeButton order={data.pedido} />
                <PaymentLinkButton order={data.pedido} commerceId={commerceId} />
                <OrderWhatsAppMessages orderId={data.pedido.id} />
              </Flex>
            }
          />
        ) : null}
        <Outlet />
      </div>
    </Drawer>
  );
}
