// User-facing Spanish texts of docs/architecture.md and docs/domain.md (Validación) and docs/domain.md (Textos exactos), quoted exactly. Import these; never re-type them.
export const MSG = {
  sessionExpired: 'Sesion expirada, es necesario volver a iniciar sesión',
  requestFailed: 'Error in request url',
  updateInfoError: 'Error al actualizar la información',
  commerceInfoError: 'Error al consultar la información del comercio',
  paymentInfoError: 'Error al consultar la información de pago',
  invoicesError: 'Error al consultar la información de sus facturas',
  historyError: 'Error al consultar el historial',
  subscriptionDetailsError: 'Error al obtener los detalles de la suscripción activa',
  plansError: 'Error al obtener los planes disponibles',
  activateTrialError: 'Error al activar el periodo de prueba',
  orderNotFound: 'No se encontró el pedido',
  orderStatusError: 'Error al actualizar el estatus del pedido',
  paymentMethodError: 'Error al actualizar el método de pago',
  sendRequestError: 'Error al enviar la solicitud',
  cancelRiderError: 'Error al cancelar el repartidor',
  closeTableError: 'Error al cerrar la mesa',
  coverUpdateError: 'Error al actualizar la imagen de portada',
  coverDeleteError: 'Error al eliminar la imagen de portada',
  printNoPrinter: 'No se pudo imprimir, selecciona una impresora en los ajustes',
  selectPrinter: 'Selecciona una impresora',
  printFailed: 'No se pudo imprimir',
  printOrderNotFound: 'Error al obtener los detalles del pedido o el pedido no existe',
  noOrdersToPrint: 'No se encontraron pedidos para imprimir',
  atLeastOneEnabled: 'Al menos un valor debe estar habilitado',
  electronNotAvailable: 'Electron is not available...',
  newsError: 'Error al cargar las noticias del blog',
  integrationsError: 'Error al obtener las integraciones',
  incomingOrderError: 'Error al obtener un pedido entrante',
  riderForMissingOrder: 'Se intentó asignar un repartidor a un pedido que ya no existe',
  eventServerError: 'Error en el servidor de eventos',
  installedPrintersError: 'Error al leer las impresoras instaladas',
  filteredAdsError: 'Error al obtener los anuncios filtrados',
  ordersError: 'Error al obtener los pedidos',
  versionSyncLogout: 'Gracias por ser parte de la prueba, por favor instala la versión final de la aplicación',
  // Success
  infoUpdated: 'Información actualizada correctamente',
  paymentMethodUpdated: 'Método de pago actualizado correctamente',
  riderRequestSent: 'Se ha enviado la solicitud al repartidor',
  riderRequestCanceled: 'Se ha cancelado la solicitud al repartidor',
  pixelUpdated: 'Pixel de Facebook actualizado',
  coverUpdated: 'Imagen de portada actualizada correctamente',
  coverDeleted: 'Imagen de portada eliminada correctamente',
  // Forms and shell
  required: 'Requerido',
  exitConfirm: 'Los cambios se perderán ¿Desea salir?',
  open: 'Abierto',
  temporarilyClosed: 'Cerrado temporalmente',
  deliveryCanceled: 'Reparto cancelado',
  confirmYes: 'SI',
  confirmNo: 'NO',
} as const;

/** docs/domain.md (Textos exactos): generic message for other HTTP statuses above 400, naming method, status and path. */
export function httpErrorMessage(method: string, status: number, path: string): string {
  return `Error ${status} en ${method.toUpperCase()} ${path}`;
}

export function tableOrdersTitle(tableNumber: number | string): string {
  return `Pedidos de la mesa ${tableNumber}`;
}
