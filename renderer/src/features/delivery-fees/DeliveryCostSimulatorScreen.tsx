// /tarifas/simulador: what a customer would pay for delivery with the saved settings, for a subtotal and a
// colonia or a distance, through the same calculator the public menu and the server use.
import { Alert, Card, Col, Form, Input, InputNumber, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_MAP_CENTER } from '@shared/constants';
import { roundCoordinate as round, type LatLng } from '@shared/geo';
import { useCan } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { ChildDrawer } from '../commerce-data/ChildDrawer';
import { DELIVERY_FEE_TYPE_LABELS } from './labels';
import { simulateDeliveryFee } from './simulate';

const ZoneMap = lazy(() => import('./zones/ZoneMap'));

/** Where the simulated customer is, for delivery zones: a click on the map or typed coordinates. */
function CustomerLocation({ zones, centre, value, onChange }: { zones: Parameters<typeof ZoneMap>[0]['zones']; centre: LatLng; value: LatLng | null; onChange: (next: LatLng | null) => void }) {
  const set = (patch: Partial<LatLng>) => {
    const next = { latitude: value?.latitude ?? centre.latitude, longitude: value?.longitude ?? centre.longitude, ...patch };
    onChange(next);
  };
  return (
    <div data-testid="sim-location">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Haz clic en el mapa donde está el cliente o escribe sus coordenadas.
      </Typography.Paragraph>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
        <ZoneMap zones={zones} centre={value ?? centre} pin={value} height={260} onMapClick={onChange} />
      </Suspense>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col xs={12}>
          <Form.Item label="Latitud del cliente" htmlFor="sim-lat">
            <InputNumber id="sim-lat" min={-90} max={90} step={0.001} style={{ width: '100%' }} value={value?.latitude ?? null} onChange={(next) => set({ latitude: typeof next === 'number' ? round(next) : 0 })} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Longitud del cliente" htmlFor="sim-lng">
            <InputNumber id="sim-lng" min={-180} max={180} step={0.001} style={{ width: '100%' }} value={value?.longitude ?? null} onChange={(next) => set({ longitude: typeof next === 'number' ? round(next) : 0 })} />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}

export default function DeliveryCostSimulatorScreen() {
  const { data: commerce } = useGetCommerceQuery();
  const perKmIncluded = useCan('ENVIO_POR_KM', 'list');
  const [subtotal, setSubtotal] = useState<number | null>(250);
  const [colonia, setColonia] = useState('');
  const [distance, setDistance] = useState<number | null>(3);
  const [location, setLocation] = useState<LatLng | null>(null);
  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    const type = commerce.tipo_envio_domicilio;
    const byZones = type === 'por_zonas';
    const address = commerce.address;
    const centre = address?.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : DEFAULT_MAP_CENTER;
    const result = simulateDeliveryFee(commerce, { subtotal: subtotal ?? 0, colonia, distanceKm: distance, location, perKmIncluded });
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
            {byZones ? null : (
              <Col xs={24} md={8}>
                <Form.Item label="Distancia" htmlFor="sim-distance">
                  <InputNumber id="sim-distance" suffix="km" min={0} step={0.5} style={{ width: '100%' }} value={distance} onChange={(value) => setDistance(typeof value === 'number' ? value : null)} />
                </Form.Item>
              </Col>
            )}
          </Row>
          {byZones ? <CustomerLocation zones={commerce.zonas_envio} centre={centre} value={location} onChange={setLocation} /> : null}
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
