// The map pin of an address, for the onboarding wizard: «Buscar en el mapa» starts the map and the pin at the
// address's city (shared/mx-places.ts; no geocoding service is reachable), then the owner drags the pin, or
// clicks the map, at the door of the business.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_MAP_CENTER } from '@shared/constants';
import { mapStartFor } from '@shared/mx-places';
import type { LatLngValue } from './LocationMap';

const LocationMap = lazy(() => import('./LocationMap'));

interface Props {
  address: { city: string; state: string };
  position: LatLngValue | null;
  onMove: (next: LatLngValue) => void;
  error?: string;
}

export function PinPicker({ address, position, onMove, error }: Props) {
  const [note, setNote] = useState<string | null>(null);
  const search = () => {
    const start = mapStartFor(address);
    if (start) {
      onMove({ latitude: start.latitude, longitude: start.longitude });
      setNote(`El pin quedó en el centro de ${start.city}, ${start.state}: arrástralo, o haz clic en tu calle, hasta la puerta de tu negocio.`);
    } else {
      setNote('No reconocimos la ciudad o el estado: mueve el mapa hasta tu negocio y haz clic para colocar el pin.');
    }
  };
  const start = mapStartFor(address);
  return (
    <div data-testid="pin-picker">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>Ubicación en el mapa</Typography.Text>
        <Button icon={<EnvironmentOutlined />} onClick={search} data-testid="pin-search">
          Buscar en el mapa
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Tus clientes y repartidores llegan con este pin, y las zonas de entrega se dibujan alrededor de él.
      </Typography.Paragraph>
      {note ? <Alert type="info" showIcon style={{ marginBottom: 8 }} title={note} data-testid="pin-note" /> : null}
      {error && !position ? <Alert type="error" showIcon style={{ marginBottom: 8 }} title={error} /> : null}
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
        <LocationMap position={position} onMove={onMove} startAt={start ?? DEFAULT_MAP_CENTER} />
      </Suspense>
      {position ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }} data-testid="pin-coordinates">
          Pin en {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
        </Typography.Text>
      ) : null}
    </div>
  );
}
