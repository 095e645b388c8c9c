// Every route of docs/architecture.md as ONE data table per authentication state. router.tsx turns the tables into
// react-router routes, applying plan, module and permission gating. Each screen is its own lazy chunk.
// Parent screens render their children through <Outlet /> (child routes open inside or over the parent).
import type { ComponentType } from 'react';
import type { ModuleId, Permission, PlanId } from '@shared/constants';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  /** Path relative to the parent entry; omit with `index`. */
  path?: string;
  index?: boolean;
  /** Stable route id, unique in the table (react-router requires it). */
  id?: string;
  screen?: ScreenLoader;
  /** Redirect target (absolute path). */
  redirect?: string;
  /** The module the account needs (docs/domain.md (Permisos)); missing: locked (freemium → upsell) or the no-permission screen. */
  module?: ModuleId;
  /** The permission on `module` the account needs; missing → the no-permission screen. */
  permission?: Permission;
  /** Only for these plans. */
  plans?: readonly PlanId[];
  /** Not for these plans. */
  excludePlans?: readonly PlanId[];
  /** Only for commerces registered on or after SETUP_CUTOFF_DATE. */
  setupOnly?: boolean;
  /** Only the commerce's owner (billing, setup); staff see the no-permission screen. */
  ownerOnly?: boolean;
  /** The screen uses no antd (the login page): before login it is not wrapped in antd's provider (docs/scaling.md). */
  plain?: boolean;
  /** How the shell's navigation names a top-level screen (shell/navItems.tsx picks and orders the entries). */
  nav?: NavName;
  /** This screen is its module's landing: '/' opens it when the module comes first in LANDING_MODULES (shared/modules.ts). */
  landing?: true;
  children?: RouteEntry[];
}

export interface NavName {
  /** Stable key of the entry (test ids `nav-{key}`, `bottom-{key}`); default: the path. */
  key?: string;
  label: string;
  /** The mobile bottom bar's shorter label, when it has one. */
  shortLabel?: string;
}

const screens = {
  login: () => import('../features/auth/LoginScreen'),
  recoverPassword: () => import('../features/auth/RecoverPasswordScreen'),
  signUp: () => import('../features/auth/SignUpScreen'),
  resetPassword: () => import('../features/auth/ResetPasswordScreen'),
  terms: () => import('../features/auth/TermsScreen'),
  onboarding: () => import('../features/onboarding/OnboardingWizard'),
  landing: () => import('../features/subscription/LandingRedirect'),
  setup: () => import('../features/setup/SetupScreen'),
  stats: () => import('../features/stats/StatsScreen'),
  menu: () => import('../features/menu/MenuLayout'),
  invoices: () => import('../features/invoices/InvoicesScreen'),
  products: () => import('../features/menu/ProductsScreen'),
  sortCategories: () => import('../features/menu/SortCategoriesScreen'),
  sortProducts: () => import('../features/menu/SortProductsScreen'),
  categoryForm: () => import('../features/menu/CategoryFormScreen'),
  productForm: () => import('../features/menu/ProductFormScreen'),
  menuUploader: () => import('../features/menu/MenuUploaderScreen'),
  smartMenuProcessor: () => import('../features/menu/SmartMenuProcessorScreen'),
  bulkPriceUpdate: () => import('../features/menu/BulkPriceUpdateScreen'),
  extras: () => import('../features/menu/ExtrasScreen'),
  extraForm: () => import('../features/menu/ExtraFormScreen'),
  sections: () => import('../features/menu/SectionsScreen'),
  sectionForm: () => import('../features/menu/SectionFormScreen'),
  orderHistory: () => import('../features/order-history/OrderHistoryScreen'),
  orderHistoryDetail: () => import('../features/order-history/OrderHistoryDetailScreen'),
  orders: () => import('../features/orders/OrdersScreen'),
  orderDetails: () => import('../features/orders/OrderDetailsScreen'),
  registerOrder: () => import('../features/orders/RegisterOrderScreen'),
  deliveryCanceled: () => import('../features/orders/DeliveryCanceledScreen'),
  cancelDelivery: () => import('../features/orders/CancelDeliveryScreen'),
  tableOrders: () => import('../features/orders/TableOrdersScreen'),
  onlineOrders: () => import('../features/online-orders/OnlineOrdersScreen'),
  clients: () => import('../features/clients/ClientsScreen'),
  ads: () => import('../features/ads/AdsScreen'),
  adForm: () => import('../features/ads/AdFormScreen'),
  scheduleAd: () => import('../features/ads/ScheduleAdScreen'),
  shareMenu: () => import('../features/share-menu/ShareMenuScreen'),
  coupons: () => import('../features/coupons/CouponsScreen'),
  couponForm: () => import('../features/coupons/CouponFormScreen'),
  support: () => import('../features/support/SupportScreen'),
  tutorial: () => import('../features/support/TutorialScreen'),
  supportArticle: () => import('../features/support/SupportArticleScreen'),
  commerceData: () => import('../features/commerce-data/CommerceDataScreen'),
  changePassword: () => import('../features/commerce-data/ChangePasswordScreen'),
  commerceCategories: () => import('../features/commerce-data/CommerceCategoriesScreen'),
  changeLocation: () => import('../features/commerce-data/ChangeLocationScreen'),
  schedules: () => import('../features/schedules/SchedulesScreen'),
  scheduleForm: () => import('../features/schedules/ScheduleFormScreen'),
  deliveryFees: () => import('../features/delivery-fees/DeliveryFeesScreen'),
  deliveryCostSimulator: () => import('../features/delivery-fees/DeliveryCostSimulatorScreen'),
  deliveryConfig: () => import('../features/delivery-fees/DeliveryConfigScreen'),
  deliveryPartners: () => import('../features/delivery-fees/DeliveryPartnersScreen'),
  onlinePayments: () => import('../features/online-payments/OnlinePaymentsScreen'),
  users: () => import('../features/users/UsersScreen'),
  userForm: () => import('../features/users/UserFormScreen'),
  userPassword: () => import('../features/users/UserPasswordScreen'),
  settings: () => import('../features/settings/SettingsScreen'),
  tables: () => import('../features/tables/TablesScreen'),
  kitchen: () => import('../features/kitchen/KitchenScreen'),
  cash: () => import('../features/cash/CashScreen'),
  integrations: () => import('../features/integrations/IntegrationsScreen'),
  integration: () => import('../features/integrations/IntegrationScreen'),
  integrationDetail: () => import('../features/integrations/IntegrationDetailScreen'),
  integrationConfiguration: () => import('../features/integrations/IntegrationConfigurationScreen'),
  socialProfile: () => import('../features/social-profile/SocialProfileScreen'),
  myAccount: () => import('../features/account/MyAccountScreen'),
  welcomeFreemium: () => import('../features/subscription/WelcomeFreemiumScreen'),
  upsell: () => import('../features/subscription/UpsellScreen'),
  activateTrial: () => import('../features/subscription/ActivateTrialScreen'),
  welcomeTrial: () => import('../features/subscription/WelcomeTrialScreen'),
} satisfies Record<string, ScreenLoader>;

export const UNAUTHENTICATED_ROUTES: RouteEntry[] = [
  { index: true, redirect: '/login' },
  { path: 'login', id: 'login', screen: screens.login, plain: true, children: [{ path: 'recuperar-contrasena', id: 'recover-password', screen: screens.recoverPassword }] },
  {
    path: 'registro',
    children: [
      { index: true, id: 'sign-up', screen: screens.signUp },
      { path: 'actualizarpassword', id: 'reset-password', screen: screens.resetPassword },
      { path: 'validar-numero', id: 'validate-phone', screen: screens.resetPassword },
    ],
  },
  { path: 'terminos', id: 'terms', screen: screens.terms },
  { path: '*', redirect: '/login' },
];

export const ONBOARDING_ROUTES: RouteEntry[] = [
  { index: true, redirect: '/onboarding' },
  { path: 'onboarding', id: 'onboarding', screen: screens.onboarding },
  { path: '*', redirect: '/onboarding' },
];

/** The same screen under three order details; route ids must be unique, so each gets its own. */
const cancelDeliveryChild = (parentId: string): RouteEntry => ({
  path: 'cancelar-reparto',
  id: `${parentId}-cancel-delivery`,
  screen: screens.cancelDelivery,
  module: 'PROVEEDORES_ENTREGA',
  permission: 'edit',
});

export const AUTHENTICATED_ROUTES: RouteEntry[] = [
  { index: true, id: 'landing', screen: screens.landing },
  { path: 'configuracion-inicial', id: 'setup', screen: screens.setup, setupOnly: true, ownerOnly: true, nav: { label: 'Configuración inicial', shortLabel: 'Configuración' } },
  { path: 'estadisticas', id: 'stats', landing: true, screen: screens.stats, module: 'ESTADISTICAS', nav: { label: 'Estadísticas', shortLabel: 'Inicio' } },
  {
    path: 'menu',
    id: 'menu',
    landing: true,
    nav: { label: 'Menú' },
    screen: screens.menu,
    module: 'MENU',
    children: [
      { index: true, redirect: '/menu/productos' },
      {
        path: 'productos',
        id: 'products',
        screen: screens.products,
        children: [
          { path: 'ordenar-categorias', id: 'sort-categories', screen: screens.sortCategories, permission: 'order' },
          { path: 'ordenar-productos', id: 'sort-products', screen: screens.sortProducts, permission: 'order' },
          { path: 'nueva-categoria', id: 'new-category', screen: screens.categoryForm, permission: 'create' },
          { path: 'editar-categoria/:categoryId', id: 'edit-category', screen: screens.categoryForm, permission: 'edit' },
          { path: 'nuevo-producto', id: 'new-product', screen: screens.productForm, permission: 'create' },
          { path: 'editar-producto/:productId', id: 'edit-product', screen: screens.productForm, permission: 'edit' },
          { path: 'procesar-menu', id: 'menu-uploader', screen: screens.menuUploader, module: 'PDF_TO_MENU' },
          { path: 'procesador-inteligente', id: 'smart-menu-processor', screen: screens.smartMenuProcessor, module: 'PDF_TO_MENU' },
          { path: 'aumentar-precios-masivamente', id: 'bulk-price-update', screen: screens.bulkPriceUpdate, module: 'MASS_UPDATE_PRODUCTS' },
        ],
      },
      {
        path: 'extras',
        id: 'extras',
        screen: screens.extras,
        children: [
          { path: 'nuevo-extra', id: 'new-extra', screen: screens.extraForm, permission: 'create' },
          { path: 'editar-extra/:extraId', id: 'edit-extra', screen: screens.extraForm, permission: 'edit' },
        ],
      },
      {
        path: 'secciones',
        id: 'sections',
        screen: screens.sections,
        children: [
          { path: 'nueva-seccion', id: 'new-section', screen: screens.sectionForm, permission: 'create' },
          { path: 'editar-seccion/:sectionId', id: 'edit-section', screen: screens.sectionForm, permission: 'edit' },
        ],
      },
      { path: '*', redirect: '/menu' },
    ],
  },
  {
    path: 'historial-pedidos',
    id: 'order-history',
    nav: { label: 'Historial de pedidos' },
    screen: screens.orderHistory,
    module: 'HISTORIAL',
    children: [{ path: 'detalle/:orderId', id: 'order-history-detail', screen: screens.orderHistoryDetail, children: [cancelDeliveryChild('order-history')] }],
  },
  {
    path: 'control-pedidos',
    id: 'orders',
    landing: true,
    nav: { label: 'Control de pedidos', shortLabel: 'Pedidos' },
    screen: screens.orders,
    module: 'HISTORIAL',
    children: [
      { path: 'registrar-pedido', id: 'register-order', landing: true, screen: screens.registerOrder, module: 'ORDENES_TELEFONICAS' },
      { path: 'reparto-cancelado/:orderId', id: 'delivery-canceled', screen: screens.deliveryCanceled },
      { path: 'detalle/:orderId', id: 'order-details', screen: screens.orderDetails, children: [cancelDeliveryChild('orders')] },
      { path: 'self-service/:tableID/:tableNumber', id: 'table-orders', screen: screens.tableOrders, module: 'SELF_SERVICE' },
    ],
  },
  {
    path: 'pedidos-en-linea',
    id: 'online-orders',
    landing: true,
    screen: screens.onlineOrders,
    module: 'COBROS_EN_LINEA',
    children: [{ path: 'detalle/:orderId', id: 'online-order-details', screen: screens.orderDetails, children: [cancelDeliveryChild('online-orders')] }],
  },
  { path: 'clientes', id: 'clients', landing: true, screen: screens.clients, module: 'CLIENTES', nav: { label: 'Clientes' } },
  {
    path: 'anuncios',
    id: 'ads',
    landing: true,
    nav: { label: 'Crear anuncios', shortLabel: 'Anuncios' },
    screen: screens.ads,
    module: 'ANUNCIOS',
    children: [
      { path: 'nuevo', id: 'new-ad', screen: screens.adForm, permission: 'create' },
      { path: 'editar/:addId', id: 'edit-ad', screen: screens.adForm, permission: 'edit' },
      { path: 'agendar', id: 'schedule-ad', screen: screens.scheduleAd },
    ],
  },
  { path: 'compartir-menu', id: 'share-menu', landing: true, screen: screens.shareMenu, module: 'COMPARTIR', nav: { label: 'Compartir menú' } },
  {
    path: 'cupones',
    id: 'coupons',
    landing: true,
    nav: { label: 'Cupones' },
    screen: screens.coupons,
    module: 'CUPONES',
    children: [
      { path: 'coupon/nuevo', id: 'new-coupon', screen: screens.couponForm, permission: 'create' },
      { path: 'coupon/edit/:couponId', id: 'edit-coupon', screen: screens.couponForm, permission: 'edit' },
    ],
  },
  {
    path: 'asistencia',
    id: 'support',
    landing: true,
    nav: { label: 'Asistencia técnica' },
    screen: screens.support,
    module: 'ASISTENCIA_TECNICA',
    children: [
      { path: 'tutorial/:tutoId', id: 'tutorial', screen: screens.tutorial },
      { path: ':id', id: 'support-article', screen: screens.supportArticle },
    ],
  },
  {
    path: 'datos-del-comercio',
    id: 'commerce-data',
    landing: true,
    nav: { label: 'Datos del comercio' },
    screen: screens.commerceData,
    module: 'DATOS_COMERCIO',
    children: [
      { path: 'cambiar-contrasena', id: 'change-password', screen: screens.changePassword },
      { path: 'categorias', id: 'commerce-categories', screen: screens.commerceCategories },
      { path: 'ubicacion', id: 'change-location', screen: screens.changeLocation },
    ],
  },
  {
    path: 'horarios',
    id: 'schedules',
    landing: true,
    nav: { label: 'Horarios' },
    screen: screens.schedules,
    module: 'HORARIOS',
    children: [
      { path: 'nuevo', id: 'new-schedule', screen: screens.scheduleForm, permission: 'create' },
      { path: 'editar/:turnIndex', id: 'edit-schedule', screen: screens.scheduleForm, permission: 'edit' },
    ],
  },
  {
    path: 'tarifas',
    id: 'delivery-fees',
    landing: true,
    nav: { label: 'Tarifas y entregas' },
    screen: screens.deliveryFees,
    module: 'TARIFAS',
    children: [
      { path: 'simulador', id: 'delivery-cost-simulator', screen: screens.deliveryCostSimulator },
      { path: 'delivery-config', id: 'delivery-config', screen: screens.deliveryConfig },
      { path: 'delivery-partners', id: 'delivery-partners', landing: true, screen: screens.deliveryPartners, module: 'PROVEEDORES_ENTREGA' },
    ],
  },
  // Facturación (docs/invoices.md): tax data and a provider key, the server takes them from the owner only.
  { path: 'facturacion', id: 'invoices', screen: screens.invoices, module: 'DATOS_COMERCIO', ownerOnly: true, nav: { label: 'Facturación' } },
  // The provider's fiscal and bank form: the server takes it from the owner only.
  { path: 'configuracion-cobro-en-linea', id: 'online-payments', screen: screens.onlinePayments, module: 'COBROS_EN_LINEA', ownerOnly: true, nav: { key: 'cobros', label: 'Cobros en línea' } },
  {
    path: 'usuarios',
    id: 'users',
    landing: true,
    nav: { label: 'Alta de usuarios' },
    screen: screens.users,
    module: 'USUARIOS',
    children: [
      { path: 'nuevo', id: 'new-user', screen: screens.userForm, permission: 'create' },
      { path: 'editar/:userId', id: 'edit-user', screen: screens.userForm, permission: 'edit' },
      { path: 'recuperar-contrasena/:userSelected', id: 'user-password', screen: screens.userPassword, permission: 'edit' },
    ],
  },
  { path: 'ajustes', id: 'settings', landing: true, screen: screens.settings, module: 'AJUSTES', nav: { label: 'Ajustes' } },
  { path: 'mesas', id: 'tables', landing: true, screen: screens.tables, module: 'SELF_SERVICE', nav: { label: 'Mis mesas' } },
  // The kitchen screen (docs/kitchen.md): a cook's landing (Cocina preset); bumping needs COCINA edit.
  { path: 'cocina', id: 'kitchen', landing: true, screen: screens.kitchen, module: 'COCINA', nav: { label: 'Cocina' } },
  { path: 'caja', id: 'cash', screen: screens.cash, module: 'HISTORIAL', nav: { label: 'Corte de caja' } },
  {
    path: 'integraciones',
    id: 'integrations',
    nav: { label: 'Integraciones' },
    screen: screens.integrations,
    module: 'INTEGRACIONES',
    children: [
      { path: ':providerType/:providerCode', id: 'integration', screen: screens.integration },
      { path: ':providerType/:providerCode/detail', id: 'integration-detail', screen: screens.integrationDetail },
      { path: ':providerType/:providerCode/configuration', id: 'integration-configuration', screen: screens.integrationConfiguration },
    ],
  },
  { path: 'perfil-social', id: 'social-profile', screen: screens.socialProfile, nav: { label: 'Perfil social' } },
  { path: 'mi-cuenta', id: 'my-account', screen: screens.myAccount, excludePlans: ['FUNDADOR'], ownerOnly: true },
  { path: 'bienvenido-freemium', id: 'welcome-freemium', screen: screens.welcomeFreemium, plans: ['FREEMIUM'] },
  { path: 'suscripcion/:module', id: 'upsell', screen: screens.upsell, plans: ['FREEMIUM'] },
  { path: 'activar-trial', id: 'activate-trial', screen: screens.activateTrial, plans: ['FREEMIUM'] },
  { path: 'bienvenido-prueba-gratis', id: 'welcome-trial', screen: screens.welcomeTrial, plans: ['TRIAL'] },
  { path: '*', redirect: '/' },
];
