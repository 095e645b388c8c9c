// .../detalle/{orderId}/cancelar-reparto: confirms cancelling the rider; on success the board shows
// reparto-cancelado/{orderId}, other lists go back to the detail.
import { Button, Modal, Space, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useOrderActions } from './actions/useOrderActions';
import { detailPaths } from './detail/OrderDetailDrawer';
import { useFocusReturn } from '../../components/useFocusReturn';

export default function CancelDeliveryScreen() {
  useFocusReturn();
  const { orderId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const paths = detailPaths(pathname, orderId);
  const actions = useOrderActions({ id: orderId, folio: '' });
  const back = () => navigate(paths.detail);
  const confirm = async () => {
    const done = await actions.dropRider();
    if (!done) return;
    navigate(paths.list === '/control-pedidos' ? `/control-pedidos/reparto-cancelado/${orderId}` : paths.detail);
  };
  return (
    <Modal open title="Cancelar reparto" onCancel={back} footer={null} destroyOnHidden>
      <div data-testid="screen-cancel-delivery">
        <Typography.Paragraph style={{ fontSize: 16 }}>
          ¿Seguro que quieres cancelar la solicitud de repartidor de este pedido? Podrás solicitar otro o entregarlo tú mismo.
        </Typography.Paragraph>
        <Space>
          <Button size="large" onClick={back}>
            No, mantener
          </Button>
          <Button size="large" danger type="primary" loading={actions.busy === 'cancelRider'} onClick={() => void confirm()} data-testid="confirm-cancel-rider">
            Sí, cancelar repartidor
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
