// Spanish texts of the public menu page (the server renders the menu with them, the page shows the rest).
export const TEXT = {
  open: 'Abierto',
  closed: 'Cerrado',
  closedBanner: 'Este comercio está cerrado por ahora y no está recibiendo pedidos.',
  /** After the closed message, when later slots are offered. */
  orderAhead: 'Puedes hacer tu pedido ahora y programarlo para cuando abramos.',
  soldOut: 'Agotado',
  from: 'Desde',
  add: 'Agregar',
  viewCart: 'Ver carrito',
  cart: 'Tu pedido',
  emptyCart: 'Tu carrito está vacío',
  continue: 'Continuar',
  placeOrder: 'Enviar pedido',
  sending: 'Enviando…',
  /** The send got no answer: the same order again, with the same key (it will not be doubled). */
  retryOrder: 'Reintentar',
  back: 'Volver',
  backToMenu: 'Volver al menú',
  loading: 'Cargando menú…',
  notFound: 'No encontramos este menú. Revisa el enlace.',
  retry: 'Reintentar',
  tableInvalid: 'Esta mesa no está recibiendo pedidos. Pide ayuda al personal.',
  noFlows: 'Este comercio no tiene métodos de entrega activos por ahora.',
  couponNote: 'El descuento se aplica al confirmar tu pedido.',
} as const;

/** The page's title, the same from the server and after a reload of the menu. */
export function menuTitle(commerceName: string): string {
  return `${commerceName} · Menú en línea`;
}
