// SPEC §2 paths of the authenticated panel with the screen each one shows and the modules on its way
// (parent first). Expected outcomes per account state are derived from the SPEC rules in routes.test.ts.
import type { ModuleId, PlanId } from '@shared/constants';

export interface PanelPath {
  path: string;
  /** data-testid suffix of the screen (screen-<id>). */
  screen: string;
  /** Where the URL settles when the path is available (redirects inside the menu). */
  url?: string;
  modules?: ModuleId[];
  plans?: PlanId[];
  excludePlans?: PlanId[];
  /** A redirect to / (and so to the landing path) even when available: unknown paths. */
  toLanding?: boolean;
}

const M = (...modules: ModuleId[]) => modules;

export const PANEL_PATHS: PanelPath[] = [
  { path: '/configuracion-inicial', screen: 'setup' },
  { path: '/estadisticas', screen: 'stats', modules: M('ESTADISTICAS') },
  { path: '/menu', screen: 'products', url: '/menu/productos', modules: M('MENU') },
  { path: '/menu/productos', screen: 'products', modules: M('MENU') },
  { path: '/menu/productos/ordenar-categorias', screen: 'sort-categories', modules: M('MENU') },
  { path: '/menu/productos/ordenar-productos', screen: 'sort-products', modules: M('MENU') },
  { path: '/menu/productos/nueva-categoria', screen: 'new-category', modules: M('MENU') },
  { path: '/menu/productos/editar-categoria/cat-1', screen: 'edit-category', modules: M('MENU') },
  { path: '/menu/productos/nuevo-producto', screen: 'new-product', modules: M('MENU') },
  { path: '/menu/productos/editar-producto/prod-1', screen: 'edit-product', modules: M('MENU') },
  { path: '/menu/productos/procesar-menu', screen: 'menu-uploader', modules: M('MENU', 'PDF_TO_MENU') },
  { path: '/menu/productos/procesador-inteligente', screen: 'smart-menu-processor', modules: M('MENU', 'PDF_TO_MENU') },
  { path: '/menu/productos/aumentar-precios-masivamente', screen: 'bulk-price-update', modules: M('MENU', 'MASS_UPDATE_PRODUCTS') },
  { path: '/menu/extras', screen: 'extras', modules: M('MENU') },
  { path: '/menu/extras/nuevo-extra', screen: 'new-extra', modules: M('MENU') },
  { path: '/menu/extras/editar-extra/ext-1', screen: 'edit-extra', modules: M('MENU') },
  { path: '/menu/secciones', screen: 'sections', modules: M('MENU') },
  { path: '/menu/secciones/nueva-seccion', screen: 'new-section', modules: M('MENU') },
  { path: '/menu/secciones/editar-seccion/sec-1', screen: 'edit-section', modules: M('MENU') },
  { path: '/menu/no-existe', screen: 'products', url: '/menu/productos', modules: M('MENU') },
  { path: '/historial-pedidos', screen: 'order-history', modules: M('HISTORIAL') },
  { path: '/historial-pedidos/detalle/ord-1', screen: 'order-history-detail', modules: M('HISTORIAL') },
  { path: '/historial-pedidos/detalle/ord-1/cancelar-reparto', screen: 'cancel-delivery', modules: M('HISTORIAL') },
  { path: '/control-pedidos', screen: 'orders', modules: M('HISTORIAL') },
  { path: '/control-pedidos/registrar-pedido', screen: 'register-order', modules: M('HISTORIAL', 'ORDENES_TELEFONICAS') },
  { path: '/control-pedidos/reparto-cancelado/ord-1', screen: 'delivery-canceled', modules: M('HISTORIAL') },
  { path: '/control-pedidos/detalle/ord-1/cancelar-reparto', screen: 'cancel-delivery', modules: M('HISTORIAL') },
  { path: '/control-pedidos/self-service/mesa-1/4', screen: 'table-orders', modules: M('HISTORIAL', 'SELF_SERVICE') },
  { path: '/pedidos-en-linea', screen: 'online-orders', modules: M('COBROS_EN_LINEA') },
  { path: '/pedidos-en-linea/detalle/ord-1/cancelar-reparto', screen: 'cancel-delivery', modules: M('COBROS_EN_LINEA') },
  { path: '/clientes', screen: 'clients', modules: M('CLIENTES') },
  { path: '/anuncios', screen: 'ads', modules: M('ANUNCIOS') },
  { path: '/anuncios/nuevo', screen: 'new-ad', modules: M('ANUNCIOS') },
  { path: '/anuncios/editar/ad-1', screen: 'edit-ad', modules: M('ANUNCIOS') },
  { path: '/anuncios/agendar', screen: 'schedule-ad', modules: M('ANUNCIOS') },
  { path: '/compartir-menu', screen: 'share-menu', modules: M('COMPARTIR') },
  { path: '/cupones', screen: 'coupons', modules: M('CUPONES') },
  { path: '/cupones/coupon/nuevo', screen: 'new-coupon', modules: M('CUPONES') },
  { path: '/cupones/coupon/edit/cup-1', screen: 'edit-coupon', modules: M('CUPONES') },
  { path: '/asistencia', screen: 'support', modules: M('ASISTENCIA_TECNICA') },
  { path: '/asistencia/tutorial/tuto-1', screen: 'tutorial', modules: M('ASISTENCIA_TECNICA') },
  { path: '/asistencia/art-1', screen: 'support-article', modules: M('ASISTENCIA_TECNICA') },
  { path: '/datos-del-comercio', screen: 'commerce-data', modules: M('DATOS_COMERCIO') },
  { path: '/datos-del-comercio/cambiar-contrasena', screen: 'change-password', modules: M('DATOS_COMERCIO') },
  { path: '/datos-del-comercio/categorias', screen: 'commerce-categories', modules: M('DATOS_COMERCIO') },
  { path: '/datos-del-comercio/ubicacion', screen: 'change-location', modules: M('DATOS_COMERCIO') },
  { path: '/horarios', screen: 'schedules', modules: M('HORARIOS') },
  { path: '/horarios/nuevo', screen: 'new-schedule', modules: M('HORARIOS') },
  { path: '/horarios/editar/0', screen: 'edit-schedule', modules: M('HORARIOS') },
  { path: '/tarifas', screen: 'delivery-fees', modules: M('TARIFAS') },
  { path: '/tarifas/simulador', screen: 'delivery-cost-simulator', modules: M('TARIFAS') },
  { path: '/tarifas/delivery-config', screen: 'delivery-config', modules: M('TARIFAS') },
  { path: '/tarifas/delivery-partners', screen: 'delivery-partners', modules: M('TARIFAS', 'PROVEEDORES_ENTREGA') },
  { path: '/configuracion-cobro-en-linea', screen: 'online-payments', modules: M('COBROS_EN_LINEA') },
  { path: '/usuarios', screen: 'users', modules: M('USUARIOS') },
  { path: '/usuarios/nuevo', screen: 'new-user', modules: M('USUARIOS') },
  { path: '/usuarios/editar/usr-1', screen: 'edit-user', modules: M('USUARIOS') },
  { path: '/usuarios/recuperar-contrasena/usr-1', screen: 'user-password', modules: M('USUARIOS') },
  { path: '/ajustes', screen: 'settings', modules: M('AJUSTES') },
  { path: '/mesas', screen: 'tables', modules: M('SELF_SERVICE') },
  { path: '/integraciones', screen: 'integrations', modules: M('INTEGRACIONES') },
  { path: '/integraciones/delivery/sandbox', screen: 'integration', modules: M('INTEGRACIONES') },
  { path: '/integraciones/delivery/sandbox/detail', screen: 'integration-detail', modules: M('INTEGRACIONES') },
  { path: '/integraciones/delivery/sandbox/configuration', screen: 'integration-configuration', modules: M('INTEGRACIONES') },
  { path: '/perfil-social', screen: 'social-profile' },
  { path: '/mi-cuenta', screen: 'my-account', excludePlans: ['FUNDADOR'] },
  { path: '/bienvenido-freemium', screen: 'welcome-freemium', plans: ['FREEMIUM'] },
  { path: '/suscripcion/ESTADISTICAS', screen: 'upsell', plans: ['FREEMIUM'] },
  { path: '/activar-trial', screen: 'activate-trial', plans: ['FREEMIUM'] },
  { path: '/bienvenido-prueba-gratis', screen: 'welcome-trial', plans: ['TRIAL'] },
  { path: '/esta-ruta-no-existe', screen: 'landing', toLanding: true },
];
