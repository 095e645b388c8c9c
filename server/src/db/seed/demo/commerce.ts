// The demo commerce: Taquería El Buen Taco in Villahermosa, Tabasco, plan PLUS, open around the clock.
import type { CommerceInsert } from '../../../services/commerce';
import type { PaymentMethodsMap, ScheduleTurn } from '@shared/types/commerce';

export const DEMO_LOGIN = { email: 'demo@ejemplo.mx', password: 'demo1234', username: 'demo' } as const;
export const DEMO_ID_PATH = 'taqueria-el-buen-taco';
export const DEMO_OWNER_NAME = 'Sofía Ramírez';
export const DEMO_COMMERCE_NAME = 'Taquería El Buen Taco';
export const DEMO_FOLIO_PREFIX = 'TBT';
export const DEMO_TIME_ZONE = 'America/Mexico_City';
/** Standard delivery fee in cents. */
export const DEMO_DELIVERY_FEE_CENTS = 3_500;

const ALL_METHODS: PaymentMethodsMap = { efectivo: true, tarjeta: true, transferencia: true, enlace_pago: false, payment_provider: false };

/** '24:00' closes at the end of the day (convention of shared/schedule.ts). */
const AROUND_THE_CLOCK: ScheduleTurn[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));

export const DEMO_COMMERCE: Partial<CommerceInsert> = {
  zona_horaria: DEMO_TIME_ZONE,
  country_code: '52',
  telefono: '9933127845',
  telefono_verificado: true,
  prefijo_folio: DEMO_FOLIO_PREFIX,
  direccion: 'Av. Paseo Usumacinta 1042, Col. Gil y Sáenz, 86080 Villahermosa, Tab.',
  address: {
    country: 'México',
    state: 'Tabasco',
    city: 'Villahermosa',
    neighborhood: 'Gil y Sáenz',
    postalCode: '86080',
    street: 'Av. Paseo Usumacinta',
    interiorNumber: '',
    exteriorNumber: '1042',
    fullAddress: 'Av. Paseo Usumacinta 1042, Col. Gil y Sáenz, 86080 Villahermosa, Tab.',
    latitude: 17.9869,
    longitude: -92.9303,
  },
  servicio_activo: true,
  activar_envio_domicilio: true,
  activar_comer_restaurant: true,
  activar_pasar_recoger: true,
  metodos_pago_envio_domicilio: ALL_METHODS,
  metodos_pago_comer_restaurant: ALL_METHODS,
  metodos_pago_pasar_recoger: ALL_METHODS,
  tipo_envio_domicilio: 'estandar',
  costo_envio_domicilio_cents: DEMO_DELIVERY_FEE_CENTS,
  compra_minima_envio_domicilio_cents: 10_000,
  activar_envio_gratis_compra_minima: false,
  bank_transfer_details: { titular_name: 'Sofía Ramírez Hernández', clabe: '012790001234567894', bank_name: 'BBVA México' },
  activar_campo_agregar_propina: true,
  tip_display_mode: 'percentage',
  horarios: AROUND_THE_CLOCK,
  tags: ['tacos', 'antojitos', 'tortas'],
  facebook_pixel_id: null,
};
