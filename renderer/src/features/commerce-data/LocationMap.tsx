// The Leaflet map of /datos-del-comercio/ubicacion: OpenStreetMap tiles, a pin placed by clicking the map or
// dragging it. Without internet the tiles stay blank; the pin and the coordinate fields still work.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_MAP_CENTER } from '@shared/constants';

export interface LatLngValue {
  latitude: number;
  longitude: number;
}

// A CSS pin: Leaflet's default marker images do not survive bundling.
const PIN = L.divIcon({
  className: 'location-pin',
  html: '<span style="display:block;width:26px;height:26px;border-radius:50% 50% 50% 0;background:#d9480f;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);transform:rotate(-45deg)"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
});

function ClickToPlace({ onMove }: { onMove: (next: LatLngValue) => void }) {
  useMapEvents({ click: (event) => onMove({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

function FollowPin({ position }: { position: LatLngValue | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.panTo([position.latitude, position.longitude]);
  }, [map, position]);
  return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** `startAt`: where the map opens while there is no pin (the address's city); the SPEC's default centre otherwise. */
export default function LocationMap({ position, onMove, startAt = DEFAULT_MAP_CENTER }: { position: LatLngValue | null; onMove: (next: LatLngValue) => void; startAt?: LatLngValue }) {
  const center = useMemo<[number, number]>(
    () => (position ? [position.latitude, position.longitude] : [startAt.latitude, startAt.longitude]),
    // Only the first position centres the map; later moves pan through FollowPin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <div data-testid="location-map" style={{ height: 280, borderRadius: 8, overflow: 'hidden', border: '1px solid #e5ded3', background: '#eef2f3' }}>
      <MapContainer center={center} zoom={position ? 15 : 13} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <ClickToPlace onMove={onMove} />
        <FollowPin position={position} />
        {position ? (
          <Marker
            position={[position.latitude, position.longitude]}
            icon={PIN}
            // The pin is a keyboard-focusable button for Leaflet: its title is its accessible name.
            title="Ubicación del comercio: arrástrala para moverla"
            draggable
            eventHandlers={{
              dragend: (event) => {
                const latlng = (event.target as L.Marker).getLatLng();
                onMove({ latitude: round(latlng.lat), longitude: round(latlng.lng) });
              },
            }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
