// /control-pedidos/reparto-cancelado/{orderId}: the rider was cancelled; request another or deliver it yourself.
import { Button, Modal, Result, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { useCanUseRiders } from '../../app/access';
import { useOrderActions } from './actions/useOrderActions';
import { useFocusReturn } from '../../components/useFocusReturn';

export default function DeliveryCanceledScreen() {
  useFocusReturn();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const actions = useOrderActions({ id: orderId, folio: '' });
  const canUseRiders = useCanUseRiders();
  const close = () => navigate('/control-pedidos');
  return (
    <Modal open onCancel={close} footer={null} destroyOnHidden>
      <div data-testid="screen-delivery-canceled">
        <Result
          status="warning"
          title={MSG.deliveryCanceled}
          subTitle="El repartidor de este pedido fue cancelado. Puedes solicitar uno nuevo o entregarlo tú mismo."
          extra={
            <Space wrap>
              {canUseRiders ? (
                <Button type="primary" size="large" loading={actions.busy === 'rider'} onClick={() => void actions.askRider('new').then(close)}>
                  Solicitar otro repartidor
                </Button>
              ) : null}
              <Button size="large" onClick={() => navigate(`/control-pedidos/detalle/${orderId}`)}>
                Ver pedido
              </Button>
              <Button size="large" onClick={close}>
                Lo entrego yo
              </Button>
            </Space>
          }
        />
      </div>
    </Modal>
  );
}
