// The "Prueba" tag of a test order (docs/availability.md): shown on the board and in the history, so nobody
// prepares or counts it as a real order.
import { Tag } from 'antd';

export function TestOrderTag({ order }: { order: { es_prueba?: boolean } }) {
  if (!order.es_prueba) return null;
  return (
    <Tag color="gold" data-testid="test-order-tag" title="Pedido de prueba: no cuenta como venta">
      Prueba
    </Tag>
  );
}
