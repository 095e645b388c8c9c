import { useParams } from 'react-router-dom';
import { tableOrdersTitle } from '@shared/messages';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function TableOrdersScreen() {
  const { tableNumber = '' } = useParams();
  return (
    <ScreenPlaceholder
      id="table-orders"
      title={tableOrdersTitle(tableNumber)}
      description="Pedidos abiertos de la mesa y cierre de la cuenta."
      variant="panel"
    />
  );
}
