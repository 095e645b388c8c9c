// Commerce entity with the docs/domain.md (Entidades) wire names. Money fields are pesos (JSON numbers, 2 decimals).
import type { DeliveryZone } from '../zones';
import type { DeliveryFeeType, FlowPaymentMethod, PlanId, TipDisplayMode } from '../constants';

export type PaymentMethodsMap = Record<FlowPaymentMethod, boolean>;

export interface DeliveryFormField {
  required: boolean;
  show: boolean;
}
export interface DeliveryFormConfig {
  calle: DeliveryFormField;
  colonia: DeliveryFormField;
  no_ext: DeliveryFormField;
  no_int: DeliveryFormField;
  ubicacion: DeliveryFormField;
  referencias: DeliveryFormField & { label: string };
}

export interface Neighbourhood {
  nombre: string;
  costo: number;
}

export interface DistanceFeeInfo {
  costo_km: number;
  min_km: number;
  max_km: number;
}

export interface BankTransferDetails {
  titular_name: string;
  clabe: string;
  bank_name: string;
}

/** One opening turn. dia: 0 = Sunday … 6 = Saturday (docs/domain.md (Constantes)). Times 'HH:mm' in the commerce's time zone. */
export interface ScheduleTurn {
  dia: number;
  horario_apertura: string;
  horario_cierre: string;
}

export interface Address {
  country: string;
  state: string;
  city: string;
  neighborhood: string;
  postalCode: string;
  street: string;
  interiorNumber: string;
  exteriorNumber: string;
  fullAddress: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Commerce {
  id: string;
  nombre: string;
  correo_contacto: string;
  nombre_contacto: string;
  estatus: string;
  forma_pago: string;
  id_cliente: string | null;
  id_path: string;
  id_suscripcion: string | null;
  imagen_qr: string | null;
  zona_horaria: string;
  tipo_plan: PlanId;
  country_code: string;
  onboarding_finish_date: string | null;
  logotipo: string | null;
  imagen_portada: string | null;
  direccion: string;
  telefono: string;
  prefijo_folio: string;
  /** Most units of one product a customer may order in one line (the public menu's cap). */
  cantidad_maxima_por_producto: number;
  servicio_activo: boolean;
  business_id: string | null;
  electron_app_version: string | null;
  activar_envio_domicilio: boolean;
  activar_comer_restaurant: boolean;
  activar_pasar_recoger: boolean;
  metodos_pago_envio_domicilio: PaymentMethodsMap;
  metodos_pago_comer_restaurant: PaymentMethodsMap;
  metodos_pago_pasar_recoger: PaymentMethodsMap;
  activar_pago_enlace: boolean;
  tipo_envio_domicilio: DeliveryFeeType | null;
  costo_envio_domicilio: number | null;
  colonias: Neighbourhood[];
  /** Delivery zones drawn on the map, for tipo_envio_domicilio 'por_zonas' (shared/zones.ts). */
  zonas_envio: DeliveryZone[];
  compra_minima_envio_domicilio: number | null;
  activar_envio_gratis_compra_minima: boolean;
  importe_envio_gratis_compra_minima: number | null;
  informacion_envio: DistanceFeeInfo | null;
  costo_por_porcentaje: { cantidad: number } | null;
  bank_transfer_details: BankTransferDetails | null;
  activar_campo_agregar_propina: boolean;
  tip_display_mode: TipDisplayMode | null;
  horarios: ScheduleTurn[];
  config_form_entrega: DeliveryFormConfig;
  address: Address | null;
  facebook_pixel_id: string | null;
  tags: string[];
  created_at: string;
}

export const DEFAULT_DELIVERY_FORM_CONFIG: DeliveryFormConfig = {
  calle: { required: true, show: true },
  colonia: { required: true, show: true },
  no_ext: { required: true, show: true },
  no_int: { required: false, show: true },
  ubicacion: { required: false, show: true },
  referencias: { required: true, show: true, label: 'Referencias' },
};

export const NO_PAYMENT_METHODS: PaymentMethodsMap = {
  efectivo: false,
  tarjeta: false,
  transferencia: false,
  enlace_pago: false,
  payment_provider: false,
};

/** The delivery flows a commerce offers and the payment methods each accepts (panel, public menu, setup checks). */
export type CommerceFlows = Pick<
  Commerce,
  | 'activar_envio_domicilio'
  | 'activar_comer_restaurant'
  | 'activar_pasar_recoger'
  | 'metodos_pago_envio_domicilio'
  | 'metodos_pago_comer_restaurant'
  | 'metodos_pago_pasar_recoger'
  | 'activar_pago_enlace'
>;
