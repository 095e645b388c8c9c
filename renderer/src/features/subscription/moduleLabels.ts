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
  COCINA: 'Pantalla de cocina',
};

export function moduleLabel(module: string): string {
  return (MODULE_LABELS as Record<string, string | undefined>)[module] ?? module;
}

/**
 * What each module unlocks, as the upsell page says it: only what the module really gates (docs/domain.md (Módulos));
 * a module of COMING_SOON_MODULES (shared/modules.ts) says «Próximamente» and what exists today.
 */
export const MODULE_UNLOCKS: Record<ModuleId, string> = {
  ESTADISTICAS: 'Ventas, pedidos y reportes de tu negocio por periodo.',
  MENU: 'Categorías, productos, extras y secciones de tu menú en línea.',
  HISTORIAL: 'El tablero de pedidos en curso y el historial de pedidos.',
  COBROS_EN_LINEA: 'Cobrar tus pedidos en línea con tarjeta (Stripe o Mercado Pago): «Pago en línea» en tu menú, enlaces de pago desde el mostrador y reembolsos al cancelar.',
  ANUNCIOS: 'Anuncios en tu menú en línea, también programados.',
  CUPONES: 'Cupones de descuento para tus clientes.',
  CLIENTES: 'La lista de tus clientes con sus pedidos.',
  USUARIOS: 'Usuarios para tu personal, cada uno con sus permisos.',
  HORARIOS: 'Tus horarios de atención y días especiales.',
  TARIFAS: 'Tipos de entrega, costo de envío y formas de pago.',
  AJUSTES: 'Impresoras y ajustes del panel.',
  COMPARTIR: 'El enlace y el código QR de tu menú para compartirlo.',
  ASISTENCIA_TECNICA: 'Tutoriales y ayuda del equipo de soporte.',
  DATOS_COMERCIO: 'Nombre, contacto, dirección y ubicación de tu comercio.',
  SELF_SERVICE: 'Mesas con código QR: tus clientes piden desde la mesa y cobras la cuenta al cerrarla.',
  PROVEEDORES_ENTREGA: 'Solicitar, anticipar y cancelar repartidores de un servicio de reparto para tus pedidos a domicilio.',
  ORDENES_TELEFONICAS: 'Registrar pedidos que te hacen por teléfono.',
  IMPRESION_AUTOMATICA: 'Imprimir los tickets de cada pedido sin tocar nada.',
  ENVIO_POR_KM: 'Cobrar el envío a domicilio por kilómetro de distancia.',
  PDF_TO_MENU: 'Crear tu menú a partir de un PDF.',
  MASS_UPDATE_PRODUCTS: 'Aumentar los precios de muchos productos a la vez.',
  SEGUIMIENTO_REDES_SOCIALES: 'Medir tus ventas con el Pixel de Facebook.',
  EDITAR_PEDIDO: 'Editar un pedido ya recibido: agregar o quitar productos, cambiar cantidades, extras o la entrega, con el total recalculado y cada versión guardada.',
  NOTIFICACIONES_CLIENTE_WHATSAPP: 'Mensajes automáticos por WhatsApp a tus clientes en los pasos que elijas (recibido, aceptado con la hora, en camino, listo, entregado, cancelado), con tus textos, y alertas a tu teléfono, por tu instancia de Green-API. «Avisar por WhatsApp» en cada pedido sigue en todos los planes.',
  LOYVERSE: 'Importar tu menú de Loyverse, enviar cada pedido entregado como recibo a tu punto de venta y traer los agotados.',
  POR_CONSUMO: 'Cobro por consumo en mesas: varias rondas en la misma mesa abierta, pagadas al cerrar la cuenta.',
  INTEGRACIONES: 'Guardar los datos de tus servicios externos (pagos, reparto, punto de venta y WhatsApp) y usar el repartidor de prueba; la conexión con cada proveedor llegará después.',
  COCINA: 'Una pantalla por estación con los pedidos que le tocan: se marca lo terminado y el pedido queda «Listo».',
};
