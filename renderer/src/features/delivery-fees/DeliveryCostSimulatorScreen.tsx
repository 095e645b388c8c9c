// /tarifas/simulador: what a customer would pay for delivery with the saved settings, for a subtotal and a
// colonia or a distance, through the same calculator the public menu and the server use.
import { Alert, Card, Col, Form, Input, InputNumber, Row, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useGetCommerceQuery } from '../../app/coreApi';
import { ChildDrawer } from '../commerce-data/ChildDrawer';
import { DELIVERY_FEE_TYPE_LABELS } from './labels';
import { simulateDeliveryFee } from './simulate';

export default function DeliveryCostSimulatorScreen() {
  const { data: commerce } = useGetCommerceQuery();
  const [subtotal, setSubtotal] = useState<number | null>(250);
  const [colonia, setColonia] = useState('');
  const [distance, setDistance] = useState<number | null>(3);
  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    const type = commerce.tipo_envio_domicilio;
    const result = simulateDeliveryFee(commerce, { subtotal: subtotal ?? 0, colonia, distanceKm: distance });
    body = (
      <>
        <Typography.Paragraph type="secondary">
          Tipo de envío: <strong>{type ? DELIVERY_FEE_TYPE_LABELS[type] : 'sin seleccionar'}</strong>. Usa los mismos cálculos que tu menú en línea y tus pedidos.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item label="Subtotal del pedido" htmlFor="sim-subtotal">
                <InputNumber id="sim-subtotal" prefix="$" min={0} style={{ width: '100%' }} value={subtotal} onChange={(value) => setSubtotal(typeof value === 'number' ? value : null)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Colonia" htmlFor="sim-colonia">
                {commerce.colonias.length ? (
                  <Input id="sim-colonia" list="sim-colonias" value={colonia} onChange={(event) => setColonia(event.target.value)} placeholder="Escribe la colonia" />
                ) : (
                  <Input id="sim-colonia" value={colonia} onChange={(event) => setColonia(event.target.value)} placeholder="Escribe la colonia" />
                )}
                <datalist id="sim-colonias">
                  {commerce.colonias.map((item) => (
                    <option key={item.nombre} value={item.nombre} />
                  ))}
                </datalist>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Distancia" htmlFor="sim-distance">
                <InputNumber id="sim-distance" suffix="km" min={0} step={0.5} style={{ width: '100%' }} value={distance} onChange={(value) => setDistance(typeof value === 'number' ? value : null)} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Card data-testid="simulation-result">
          {result.ok ? (
            <>
              <Statistic title="Costo de envío" value={result.fee} precision={2} prefix="$" />
              <Typography.Text type="secondary">{result.explanation}</Typography.Text>
            </>
          ) : (
            <Alert type="warning" showIcon title="No se puede enviar con estos datos" description={result.explanation} />
          )}
        </Card>
      </>
    );
  }
  return (
    <ChildDrawer id="delivery-cost-simulator" title="Simulador de costo de envío" parentPath="/tarifas" width={640}>
      {body}
    </ChildDrawer>
  );
}
