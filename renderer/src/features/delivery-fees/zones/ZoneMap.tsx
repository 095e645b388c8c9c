// The Leaflet map of delivery zones: every zone as a vector shape (polygon or circle), the zone being edited
// highlighted with draggable vertices (or centre), and an optional pin (the simulator's customer). Clicks
// are handed to the caller. Without internet the OpenStreetMap tiles stay blank; the shapes still render.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Polygon, Polyline, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { roundCoordinate as round, type LatLng } from '@shared/geo';
import type { DeliveryZone } from '@shared/zones';

const toLeaflet = (point: LatLng): [number, number] => [point.latitude, point.longitude];

const VERTEX = L.divIcon({
  className: 'zone-vertex',
  html: '<span style="display:block;width:14px;height:14px;border-radius:50%;background:#fff;border:3px solid #d9480f;box-shadow:0 1px 3px rgba(0,0,0,.4)"></span>',
  iconSize: [14, 14],
  iconAnchor: [7, 7],
});

const PIN = L.divIcon({
  className: 'zone-pin',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#1677ff;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);transform:rotate(-45deg)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function ClickHandler({ onClick }: { onClick?: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onClick?.({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

/** Fits the map to the zones once they exist (first render only: later edits keep the owner's view). */
function FitToZones({ zones }: { zones: readonly DeliveryZone[] }) {
  const map = useMap();
  const hasZones = zones.length > 0;
  useEffect(() => {
    const points = zones.flatMap((zone) => (zone.tipo === 'radio' ? (zone.centro ? [zone.centro] : []) : zone.puntos));
    if (points.length > 1) map.fitBounds(L.latLngBounds(points.map(toLeaflet)), { padding: [24, 24], maxZoom: 15 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, hasZones]);
  return null;
}

/** A pin typed outside the visible area is brought into view (a click inside it moves nothing). */
function FollowPin({ pin }: { pin: LatLng | null | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (pin && !map.getBounds().contains(toLeaflet(pin))) map.panTo(toLeaflet(pin));
  }, [map, pin]);
  return null;
}

function dragEnd(onMove: (point: LatLng) => void) {
  return {
    dragend: (event: L.LeafletEvent) => {
      const latlng = (event.target as L.Marker).getLatLng();
      onMove({ latitude: round(latlng.lat), longitude: round(latlng.lng) });
    },
  };
}

function ZoneShape({ zone, active }: { zone: DeliveryZone; active: boolean }) {
  const style = { color: active ? '#d9480f' : '#1677ff', weight: active ? 3 : 2, fillOpacity: active ? 0.25 : 0.15 };
  const label = <Tooltip sticky>{zone.nombre || 'Zona sin nombre'}</Tooltip>;
  if (zone.tipo === 'radio') {
    if (!zone.centro || !zone.radio_km || zone.radio_km <= 0) return null;
    return (
      <Circle center={toLeaflet(zone.centro)} radius={zone.radio_km * 1000} pathOptions={style}>
        {label}
      </Circle>
    );
  }
  if (zone.puntos.length < 3) return zone.puntos.length === 2 ? <Polyline positions={zone.puntos.map(toLeaflet)} pathOptions={style} /> : null;
  return (
    <Polygon positions={zone.puntos.map(toLeaflet)} pathOptions={style}>
      {label}
    </Polygon>
  );
}

export interface ZoneMapProps {
  zones: readonly DeliveryZone[];
  centre: LatLng;
  /** The zone being edited: highlighted, its vertices or centre draggable. */
  editingId?: string | null;
  onMapClick?: (point: LatLng) => void;
  /** A vertex (index) or, for a circle, the centre (index 0) dragged to a new place. */
  onVertexMove?: (index: number, point: LatLng) => void;
  pin?: LatLng | null;
  height?: number;
}

export default function ZoneMap({ zones, centre, editingId, onMapClick, onVertexMove, pin, height = 320 }: ZoneMapProps) {
  const initialCentre = useMemo(
    () => toLeaflet(centre),
    // Only the first centre counts; the owner pans from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const editing = zones.find((zone) => zone.id === editingId) ?? null;
  const handles = editing ? (editing.tipo === 'radio' ? (editing.centro ? [editing.centro] : []) : editing.puntos) : [];
  return (
    <div data-testid="zone-map" style={{ height, borderRadius: 8, overflow: 'hidden', border: '1px solid #e5ded3', background: '#eef2f3' }}>
      <MapContainer center={initialCentre} zoom={14} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} doubleClickZoom={false}>
        <TileLayer attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <ClickHandler onClick={onMapClick} />
        <FitToZones zones={zones} />
        {zones.map((zone) => (
          <ZoneShape key={zone.id} zone={zone} active={zone.id === editingId} />
        ))}
        {handles.map((point, index) => (
          <Marker
            key={`${editingId}-${index}`}
            position={toLeaflet(point)}
            icon={VERTEX}
            title={editing?.tipo === 'radio' ? 'Centro del círculo: arrástralo para moverlo' : `Punto ${index + 1}: arrástralo para moverlo`}
            draggable={Boolean(onVertexMove)}
            eventHandlers={onVertexMove ? dragEnd((next) => onVertexMove(index, next)) : undefined}
          />
        ))}
        <FollowPin pin={pin} />
        {pin ? <Marker position={toLeaflet(pin)} icon={PIN} title="Ubicación del cliente" /> : null}
      </MapContainer>
    </div>
  );
}
