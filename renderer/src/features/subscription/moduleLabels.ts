// Spanish names of the modules, for upsell pages and plan comparisons.
import type { ModuleId } from '@shared/constants';

export const MODULE_LABELS: Record<ModuleId, string> = {
  ESTADISTICAS: 'Estadísticas',
  MENU: 'Menú',
  HISTORIAL: 'Control e historial de pedidos',
  COBROS_EN_LINEA: 'Cobros en línea',
  ANUNCIOS: 'Anuncios',
  CUPONES: 'Cupones',
  CLIENTES: 'Clientes',
  USUARIOS: 'Alta de usuarios',
  HORARIOS: 'Horarios',
  TARIFAS: 'Tarifas y entregas',
  AJUSTES: 'Ajustes',
  COMPARTIR: 'Compartir menú',
  ASISTENCIA_TECNICA: 'Asistencia técnica',
  DATOS_COMERCIO: 'Datos del comercio',
  SELF_SERVICE: 'Mis mesas (autoservicio)',
  PROVEEDORES_ENTREGA: 'Proveedores de entrega',
  ORDENES_TELEFONICAS: 'Pedidos telefónicos',
  IMPRESION_AUTOMATICA: 'Impresión automática',
  ENVIO_POR_KM: 'Envío por kilómetro',
  PDF_TO_MENU: 'Menú desde PDF',
  MASS_UPDATE_PRODUCTS: 'Aumento masivo de precios',
  SEGUIMIENTO_REDES_SOCIALES: 'Seguimiento en redes sociales',
  EDITAR_PEDIDO: 'Editar pedidos',
  LOYVERSE: 'Integración con Loyverse',
  NOTIFICACIONES_CLIENTE_WHATSAPP: 'Notificaciones por WhatsApp',
  POR_CONSUMO: 'Cobro por consumo',
  INTEGRACIONES: 'Integraciones',
};

export function moduleLabel(module: string): string {
  return (MODULE_LABELS as Record<string, string | undefined>)[module] ?? module;
}
