// Form values of the product and extra-group forms, and the API bodies they become (trimmed, numbers, ids kept).
import type { ExtraGroupInput, ProductInput } from '../api';
import type { PresentationValue } from './PresentationsEditor';

export interface ProductValues {
  nombre: string;
  id_categoria: string;
  descripcion: string;
  imagen: string | null;
  precio: number | null;
  presentaciones: PresentationValue[];
  extras: string[];
  agotado: boolean;
  activo: boolean;
}

export function toProductInput(values: ProductValues): ProductInput {
  const presentations = values.presentaciones.map((p) => ({ ...(p.id ? { id: p.id } : {}), nombre: p.nombre.trim(), precio: Number(p.precio) }));
  return {
    nombre: values.nombre.trim(),
    id_categoria: values.id_categoria,
    descripcion: values.descripcion.trim() || null,
    imagen: values.imagen,
    ...(presentations.length > 0 ? {} : { precio: Number(values.precio) }),
    presentaciones: presentations,
    extras: values.extras,
    agotado: values.agotado,
    activo: values.activo,
  };
}

export interface OptionValue {
  id?: string;
  nombre: string;
  precio: number | null;
  agotado: boolean;
}

export interface ExtraValues {
  nombre: string;
  minimo: number | null;
  maximo: number | null;
  obligatorio: boolean;
  opciones: OptionValue[];
  productos: string[];
}

export function toExtraInput(values: ExtraValues): ExtraGroupInput {
  return {
    nombre: values.nombre.trim(),
    minimo: Number(values.minimo),
    maximo: Number(values.maximo),
    obligatorio: values.obligatorio,
    opciones: values.opciones.map((o) => ({ ...(o.id ? { id: o.id } : {}), nombre: o.nombre.trim(), precio: Number(o.precio), agotado: o.agotado })),
    productos: values.productos,
  };
}
