// Menu entities: categories, products with presentations, extra groups, sections. Money in pesos.
export interface Category {
  id: string;
  id_comercio: string;
  nombre: string;
  descripcion: string | null;
  orden: number;
  activo: boolean;
}

export interface Presentation {
  id: string;
  nombre: string;
  precio: number;
}

export interface Product {
  id: string;
  id_comercio: string;
  id_categoria: string;
  nombre: string;
  descripcion: string | null;
  imagen: string | null;
  /** Base price when the product has no presentations. */
  precio: number;
  presentaciones: Presentation[];
  orden: number;
  agotado: boolean;
  activo: boolean;
  extras: string[]; // ids of extra groups
}

export interface ExtraOption {
  id: string;
  nombre: string;
  precio: number;
  agotado: boolean;
}

export interface ExtraGroup {
  id: string;
  id_comercio: string;
  nombre: string;
  minimo: number;
  maximo: number;
  obligatorio: boolean;
  opciones: ExtraOption[];
}

export interface Section {
  id: string;
  id_comercio: string;
  nombre: string;
  descripcion: string | null;
  productos: string[];
  activo: boolean;
  orden: number;
}

export interface Customer {
  id: string;
  id_comercio: string;
  nombre: string;
  numero_celular: string;
  country_code: string;
  direcciones: string[];
  total_pedidos: number;
  total_gastado: number;
  ultimo_pedido: string | null;
}

export interface Coupon {
  id: string;
  id_comercio: string;
  codigo: string;
  tipo: 'amount' | 'percent';
  valor: number;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  compra_minima: number | null;
  limite_total: number | null;
  limite_por_cliente: number | null;
  usos: number;
  activo: boolean;
}

export interface Ad {
  id: string;
  id_comercio: string;
  titulo: string;
  texto: string;
  imagen: string | null;
  enlace: string | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  activo: boolean;
}

/** Body of POST/PUT /v1/cupones: a coupon without its ids and use count. */
export type CouponInput = Omit<Coupon, 'id' | 'id_comercio' | 'usos'>;

/** Body of POST/PUT /v1/anuncios: an ad without its ids. Dates are local days of the commerce (YYYY-MM-DD) or null. */
export type AdInput = Omit<Ad, 'id' | 'id_comercio'>;

export type TableStatus = 'a' | 'o' | 'c'; // a: available (abierta/libre), o: occupied, c: closed

export interface RestaurantTable {
  uuid: string;
  id_comercio: string;
  numero: number;
  status: TableStatus;
}
