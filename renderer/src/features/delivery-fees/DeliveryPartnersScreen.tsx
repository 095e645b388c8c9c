// /tarifas/delivery-partners (PROVEEDORES_ENTREGA): the courier providers that can send a rider for an order.
import { Alert, Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ChildDrawer } from '../commerce-data/ChildDrawer';

/** The built-in sandbox courier of the server (server/src/services/couriers/sandbox.ts). */
export const SANDBOX_COURIER_NAME = 'Repartidor de prueba (sandbox)';

export default function DeliveryPartnersScreen() {
  return (
    <ChildDrawer id="delivery-partners" title="Proveedores de entrega" parentPath="/tarifas" width={560}>
      <Typography.Paragraph type="secondary">
        Pide un repartidor desde el detalle de un pedido a domicilio en Control de pedidos. Para cobrar lo que cotiza el repartidor elige el tipo de envío «Empresas de reparto».
      </Typography.Paragraph>
      <List
        dataSource={[{ name: SANDBOX_COURIER_NAME, description: 'Asigna un repartidor ficticio y avanza el reparto solo, para probar el flujo completo sin costo.' }]}
        renderItem={(item) => (
          <List.Item>
            {/* The name wraps rather than end in "…" on a phone ('Repartidor de prueba (sand…' at 360 px). */}
            <Card size="small" style={{ width: '100%' }} styles={{ title: { whiteSpace: 'normal' } }} title={item.name} extra={<Tag color="green">Conectado</Tag>}>
              {item.description}
            </Card>
          </List.Item>
        )}
      />
      <Alert type="info" showIcon title="Más empresas de reparto" description={<span>Los datos de otras empresas de reparto (Picker) se guardan en <Link to="/integraciones">Integraciones</Link>, pero el panel todavía no les pide repartidores.</span>} />
    </ChildDrawer>
  );
}
