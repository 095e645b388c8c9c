// One delivery zone being edited: name, fee, minimum order, shape. The map (ZoneEditor) adds vertices or
// places the centre; these fields are the keyboard way to do the same (coordinates typed in).
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import type { LatLng } from '@shared/geo';
import { ZONE_POLYGON_MAX_POINTS, ZONE_POLYGON_MIN_POINTS, ZONE_RADIUS_MAX_KM, type DeliveryZone, type ZoneKind } from '@shared/zones';
import { fieldStatus } from '../../../components/FormikFields';
import type { AnyFormik } from '../../commerce-data/form-controls';

const numberOrNull = (value: number | string | null) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function PointFields({ point, label, onChange }: { point: LatLng | null; label: string; onChange: (next: LatLng) => void }) {
  const set = (patch: Partial<LatLng>) => {
    const next = { latitude: point?.latitude ?? 0, longitude: point?.longitude ?? 0, ...patch };
    onChange(next);
  };
  return (
    <Flex gap={8} style={{ flex: 1, minWidth: 0 }}>
      <InputNumber aria-label={`${label}: latitud`} placeholder="Latitud" min={-90} max={90} step={0.0005} style={{ flex: 1, minWidth: 0 }} value={point?.latitude ?? null} onChange={(value) => set({ latitude: numberOrNull(value) ?? 0 })} />
      <InputNumber aria-label={`${label}: longitud`} placeholder="Longitud" min={-180} max={180} step={0.0005} style={{ flex: 1, minWidth: 0 }} value={point?.longitude ?? null} onChange={(value) => set({ longitude: numberOrNull(value) ?? 0 })} />
    </Flex>
  );
}

export interface ZoneFormProps {
  formik: AnyFormik;
  zone: DeliveryZone;
  index: number;
  onChange: (next: DeliveryZone) => void;
  onKindChange: (tipo: ZoneKind) => void;
  onDone: () => void;
}

export function ZoneForm({ formik, zone, index, onChange, onKindChange, onDone }: ZoneFormProps) {
  const path = `zonas_envio[${index}]`;
  const pointsStatus = fieldStatus(formik, `${path}.puntos`);
  const lastPoint = zone.puntos[zone.puntos.length - 1];
  return (
    <Card size="small" data-testid="zone-form" title={`Editar zona: ${zone.nombre || 'sin nombre'}`} style={{ marginBottom: 12, borderColor: '#d9480f' }}>
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item label="Nombre de la zona" htmlFor={`zone-name-${zone.id}`} {...fieldStatus(formik, `${path}.nombre`)}>
            <Input id={`zone-name-${zone.id}`} maxLength={80} value={zone.nombre} onChange={(event) => onChange({ ...zone, nombre: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="Costo de envío" htmlFor={`zone-fee-${zone.id}`} {...fieldStatus(formik, `${path}.costo`)}>
            <InputNumber id={`zone-fee-${zone.id}`} prefix="$" min={0} style={{ width: '100%' }} value={zone.costo} onChange={(value) => onChange({ ...zone, costo: numberOrNull(value) ?? (null as unknown as number) })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="Pedido mínimo" htmlFor={`zone-min-${zone.id}`} {...fieldStatus(formik, `${path}.compra_minima`)}>
            <InputNumber id={`zone-min-${zone.id}`} prefix="$" min={0} placeholder="Sin mínimo" style={{ width: '100%' }} value={zone.compra_minima} onChange={(value) => onChange({ ...zone, compra_minima: numberOrNull(value) })} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Forma">
        <Radio.Group
          optionType="button"
          value={zone.tipo}
          onChange={(event) => onKindChange(event.target.value as ZoneKind)}
          options={[
            { value: 'poligono', label: 'Polígono' },
            { value: 'radio', label: 'Círculo (radio)' },
          ]}
        />
      </Form.Item>
      {zone.tipo === 'poligono' ? (
        <Form.Item label="Puntos del polígono" {...pointsStatus}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Haz clic en el mapa para agregar puntos (de {ZONE_POLYGON_MIN_POINTS} a {ZONE_POLYGON_MAX_POINTS}); arrastra un punto para moverlo. También puedes escribir las coordenadas.
          </Typography.Paragraph>
          <div data-testid="zone-points">
            {zone.puntos.map((point, position) => (
              <Flex key={position} gap={8} align="center" style={{ marginBottom: 6 }}>
                <Typography.Text style={{ width: 20 }}>{position + 1}</Typography.Text>
                <PointFields point={point} label={`Punto ${position + 1}`} onChange={(next) => onChange({ ...zone, puntos: zone.puntos.map((item, at) => (at === position ? next : item)) })} />
                <Button aria-label={`Quitar punto ${position + 1}`} icon={<DeleteOutlined />} onClick={() => onChange({ ...zone, puntos: zone.puntos.filter((_, at) => at !== position) })} />
              </Flex>
            ))}
          </div>
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined />}
              disabled={zone.puntos.length >= ZONE_POLYGON_MAX_POINTS}
              onClick={() => onChange({ ...zone, puntos: [...zone.puntos, lastPoint ? { latitude: lastPoint.latitude + 0.002, longitude: lastPoint.longitude } : { latitude: 0, longitude: 0 }] })}
            >
              Agregar punto
            </Button>
            <Button icon={<UndoOutlined />} disabled={zone.puntos.length === 0} onClick={() => onChange({ ...zone, puntos: zone.puntos.slice(0, -1) })}>
              Deshacer último punto
            </Button>
          </Flex>
        </Form.Item>
      ) : (
        <Row gutter={12}>
          <Col xs={24} md={16}>
            <Form.Item label="Centro (haz clic en el mapa o escribe las coordenadas)" {...fieldStatus(formik, `${path}.centro`)}>
              <PointFields point={zone.centro} label="Centro" onChange={(next) => onChange({ ...zone, centro: next })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Radio" htmlFor={`zone-radius-${zone.id}`} {...fieldStatus(formik, `${path}.radio_km`)}>
              <InputNumber id={`zone-radius-${zone.id}`} suffix="km" min={0.1} max={ZONE_RADIUS_MAX_KM} step={0.5} style={{ width: '100%' }} value={zone.radio_km} onChange={(value) => onChange({ ...zone, radio_km: numberOrNull(value) })} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Button type="primary" ghost onClick={onDone} data-testid="zone-done">
        Terminar zona
      </Button>
    </Card>
  );
}
