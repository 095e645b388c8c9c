// Without POR_CONSUMO a table takes one order at a time (docs/domain.md (Módulos)): the floor says so, so the
// cashier knows why a guest's second round was refused and that closing the table lets the next one order.
import { Alert } from 'antd';
import { useCan } from '../../app/access';
import { MODULE_UNLOCKS, moduleLabel } from '../subscription/moduleLabels';

export function RoundsNotice() {
  const rounds = useCan('POR_CONSUMO', 'list');
  if (rounds) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="rounds-not-in-plan"
      title="Cada mesa recibe un pedido a la vez: cobra y cierra la mesa para que pueda pedir de nuevo."
      description={`Incluido en los planes con ${moduleLabel('POR_CONSUMO')}. ${MODULE_UNLOCKS.POR_CONSUMO}`}
    />
  );
}
