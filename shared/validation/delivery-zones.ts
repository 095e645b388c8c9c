// Delivery zones (por_zonas) as saved with the delivery settings: docs/domain.md "Zonas de entrega".
// A polygon has 3..200 points, a circle a centre and a radius above 0 and up to 50 km, every coordinate
// finite and in range; fee and minimum within the money range; names unique (they also match colonias).
import * as yup from 'yup';
import { isValidLatLng } from '../geo';
import {
  normalizeNeighbourhood,
  ZONE_KINDS,
  ZONE_MONEY_MAX,
  ZONE_POLYGON_MAX_POINTS,
  ZONE_POLYGON_MIN_POINTS,
  ZONE_RADIUS_MAX_KM,
  ZONES_MAX,
} from '../zones';
import { notInPlay, numberField, requiredNumber, requiredText } from './fields';
import { V } from './messages';

export const ZONE_V = {
  atLeastOneZone: 'Agrega al menos una zona de entrega',
  tooManyZones: `Puedes tener como máximo ${ZONES_MAX} zonas`,
  polygonPoints: `Dibuja de ${ZONE_POLYGON_MIN_POINTS} a ${ZONE_POLYGON_MAX_POINTS} puntos`,
  invalidPoint: 'Coordenadas inválidas: latitud entre -90 y 90, longitud entre -180 y 180',
  centreRequired: 'Indica el centro del círculo',
  radius: `El radio debe ser mayor a 0 y de hasta ${ZONE_RADIUS_MAX_KM} km`,
  duplicateZone: 'Ya hay una zona con este nombre',
} as const;

const point = yup.mixed().test('lat-lng', ZONE_V.invalidPoint, (value) => isValidLatLng(value));
const money = () => numberField().min(0, V.minValue(0)).max(ZONE_MONEY_MAX, V.maxValue(ZONE_MONEY_MAX));

const zoneSchema = yup.object({
  id: yup.string().max(64, V.maxChars(64)),
  nombre: requiredText().max(80, V.maxChars(80)),
  costo: money().required(V.required),
  compra_minima: money().nullable(),
  tipo: yup.string().required(V.required).oneOf([...ZONE_KINDS], V.oneOf),
  puntos: yup.mixed().when('tipo', ([tipo]) =>
    tipo === 'poligono'
      ? yup
          .array()
          .of(point)
          .required(ZONE_V.polygonPoints)
          .min(ZONE_POLYGON_MIN_POINTS, ZONE_V.polygonPoints)
          .max(ZONE_POLYGON_MAX_POINTS, ZONE_V.polygonPoints)
      : notInPlay(),
  ),
  centro: yup.mixed().when('tipo', ([tipo]) => (tipo === 'radio' ? point.required(ZONE_V.centreRequired) : notInPlay())),
  radio_km: yup.mixed().when('tipo', ([tipo]) =>
    tipo === 'radio' ? requiredNumber().moreThan(0, ZONE_V.radius).max(ZONE_RADIUS_MAX_KM, ZONE_V.radius) : notInPlay(),
  ),
});

export const deliveryZonesSchema = yup
  .array()
  .of(zoneSchema)
  .required(ZONE_V.atLeastOneZone)
  .min(1, ZONE_V.atLeastOneZone)
  .max(ZONES_MAX, ZONE_V.tooManyZones)
  .test('unique-zone-names', uniqueNames(ZONE_V.duplicateZone));

/**
 * A yup test for a list of { nombre }: names equal ignoring case, accents and spaces are refused on the
 * later item's nombre (the fee calculator matches names that way: two such names would be ambiguous).
 */
export function uniqueNames(message: string) {
  return function unique(this: yup.TestContext, items: readonly ({ nombre?: unknown } | null | undefined)[] | undefined) {
    const seen = new Set<string>();
    const errors: yup.ValidationError[] = [];
    (items ?? []).forEach((item, index) => {
      const key = normalizeNeighbourhood(typeof item?.nombre === 'string' ? item.nombre : '');
      if (key && seen.has(key)) errors.push(this.createError({ path: `${this.path}[${index}].nombre`, message }));
      seen.add(key);
    });
    return errors.length === 0 || new yup.ValidationError(errors);
  };
}
