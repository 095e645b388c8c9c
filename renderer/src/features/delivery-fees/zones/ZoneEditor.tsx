// Fee type "Por zonas": the zones drawn on the map with their fee and minimum, listed with edit and delete.
// The zones are part of the delivery settings form and saved with it (docs/domain.md "Zonas de entrega").
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, List, Popconfirm, Skeleton, Typography } from 'antd';
import { getIn } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_MAP_CENTER } from '@shared/constants';
import type { LatLng } from '@shared/geo';
import type { DeliveryZone, ZoneKind } from '@shared/zones';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { GroupError, type AnyFormik } from '../../commerce-data/form-controls';
import { changeKind, movePoint, newZone, placePoint, zoneSummary } from './zone-edits';
import { ZoneForm } from './ZoneForm';

const ZoneMap = lazy(() => import('./ZoneMap'));

function useMapCentre(): LatLng {
  const { data: commerce } = useGetCommerceQuery();
  const address = commerce?.address;
  if (address?.latitude != null && address.longitude != null) return { latitude: address.latitude, longitude: address.longitude };
  return DEFAULT_MAP_CENTER;
}

export function ZoneEditor({ formik }: { formik: AnyFormik }) {
  const zones: DeliveryZone[] = Array.isArray(formik.values.zonas_envio) ? (formik.values.zonas_envio as DeliveryZone[]) : [];
  const [editingId, setEditingId] = useState<string | null>(null);
  const centre = useMapCentre();
  const editingIndex = zones.findIndex((zone) => zone.id === editingId);
  const editing = editingIndex >= 0 ? zones[editingIndex] : null;

  const setZones = (next: DeliveryZone[]) => void formik.setFieldValue('zonas_envio', next);
  const replace = (next: DeliveryZone) => setZones(zones.map((zone) => (zone.id === next.id ? next : zone)));
  const add = (tipo: ZoneKind) => {
    const zone = newZone(tipo, zones.length + 1, centre);
    setZones([...zones, zone]);
    setEditingId(zone.id);
  };
  const remove = (id: string) => {
    setZones(zones.filter((zone) => zone.id !== id));
    if (editingId === id) setEditingId(null);
  };

  return (
    <div data-testid="delivery-zones">
      <Typography.Paragraph type="secondary">
        Dibuja tus zonas de entrega. Si una dirección cae en varias zonas se cobra la más barata cuyo pedido mínimo se cumple; fuera de todas las zonas no hay envío.
      </Typography.Paragraph>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
        <ZoneMap
          zones={zones}
          centre={centre}
          editingId={editingId}
          onMapClick={editing ? (point) => replace(placePoint(editing, point)) : undefined}
          onVertexMove={editing ? (index, point) => replace(movePoint(editing, index, point)) : undefined}
        />
      </Suspense>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '6px 0 12px' }} aria-live="polite">
        {editing ? (editing.tipo === 'radio' ? 'Haz clic en el mapa para mover el centro del círculo.' : 'Haz clic en el mapa para agregar un punto al polígono.') : 'Elige «Editar» en una zona o agrega una nueva para dibujar.'}
      </Typography.Text>
      {editing ? (
        <ZoneForm
          formik={formik}
          zone={editing}
          index={editingIndex}
          onChange={replace}
          onKindChange={(tipo) => replace(changeKind(editing, tipo, centre))}
          onDone={() => setEditingId(null)}
        />
      ) : null}
      <List
        size="small"
        bordered
        locale={{ emptyText: 'Aún no hay zonas de entrega' }}
        dataSource={zones}
        style={{ marginBottom: 8 }}
        renderItem={(zone, index) => {
          const hasError = getIn(formik.errors, `zonas_envio[${index}]`) != null && formik.submitCount > 0;
          return (
            <List.Item
              data-testid="zone-item"
              actions={[
                <Button key="edit" size="small" icon={<EditOutlined />} aria-label={`Editar zona ${zone.nombre}`} onClick={() => setEditingId(zone.id)} disabled={zone.id === editingId}>
                  Editar
                </Button>,
                <Popconfirm key="delete" title={`¿Eliminar la zona ${zone.nombre}?`} okText="Eliminar" cancelText="Cancelar" okButtonProps={{ danger: true }} onConfirm={() => remove(zone.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Eliminar zona ${zone.nombre}`} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={zone.nombre || 'Zona sin nombre'}
                description={
                  <>
                    {zoneSummary(zone)}
                    {hasError ? <Typography.Text type="danger"> · Revisa esta zona</Typography.Text> : null}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
      {typeof getIn(formik.errors, 'zonas_envio') === 'string' ? <GroupError formik={formik} name="zonas_envio" /> : null}
      <Flex gap={8} wrap>
        <Button icon={<PlusOutlined />} onClick={() => add('poligono')}>
          Agregar zona (polígono)
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => add('radio')}>
          Agregar zona (círculo)
        </Button>
      </Flex>
    </div>
  );
}
