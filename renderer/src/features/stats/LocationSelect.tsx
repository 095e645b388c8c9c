// The owner's location selector of Estadísticas and the order history (docs/locations.md, "Consolidated views"):
// «Todas las sucursales» or one location. Nothing is shown while the caller sees a single location (every
// staff user, and owners of a single-location account), so those screens look exactly as without locations.
import { Select } from 'antd';
import { ALL_LOCATIONS, type LocationOption } from '@shared/types/locations-reports';
import { useGetReportLocationsQuery } from './api';

export const ALL_LOCATIONS_LABEL = 'Todas las sucursales';

/** The locations the caller sees; `several` when there is more than one to choose from. */
export function useLocations(): { locations: LocationOption[]; several: boolean } {
  const locations = useGetReportLocationsQuery().data?.sucursales ?? [];
  return { locations, several: locations.length > 1 };
}

/** Name of a location by id (the history's «Sucursal» column). */
export function locationName(locations: readonly LocationOption[], id: string): string {
  return locations.find((location) => location.id === id)?.nombre ?? '';
}

interface LocationSelectProps {
  /** A location id or `todas`. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export function LocationSelect({ value, onChange, testId }: LocationSelectProps) {
  const { locations, several } = useLocations();
  if (!several) return null;
  return (
    <Select<string>
      value={value}
      onChange={onChange}
      aria-label="Sucursal"
      data-testid={testId}
      style={{ minWidth: 200 }}
      popupMatchSelectWidth={false}
      options={[{ value: ALL_LOCATIONS, label: ALL_LOCATIONS_LABEL }, ...locations.map((location) => ({ value: location.id, label: location.nombre }))]}
    />
  );
}
