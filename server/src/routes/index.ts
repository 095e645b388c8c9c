// The one place route files are registered. Each family is its own encapsulated plugin so its auth hook
// applies only to its routes:
//   /v1/public/*  public, no auth                          → publicRoutes
//   /v1/auth/*    unauthenticated auth flows (login, registro, recovery, phone validation) → authRoutes
//   /v1/*         private: Bearer token + id_comercio       → v1Routes (logout and account-details live
//                 here too, as /v1/auth/logout and /v1/auth/account-details)
//   /v2/*         x-api-key + x-panel-session, or a commerce's API key → v2Routes (docs/api.md)
// To add a feature: write server/src/routes/<family>/<feature>.ts exporting a FastifyPluginAsync with
// paths relative to the family prefix, and add it to the family's list below. Every route declares who may
// call it in `config: { access }` (docs/security.md); an undeclared route is refused and fails the tests.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { collectRouteAccess, requirePublicDeclaration } from '../plugins/access';
import { requirePrivateSession } from '../plugins/auth';
import { logApiKeyCall, requireV2Caller } from '../services/api-keys/authenticate';
import { registerInputGuard } from '../plugins/input-guard';
import loginRoutes from './auth/login';
import passwordRecoveryRoutes from './auth/password-recovery';
import phoneValidationRoutes from './auth/phone-validation';
import registroRoutes from './auth/registro';
import publicAdRoutes from './public/ads';
import couponPreviewRoutes from './public/coupon-preview';
import publicMenuRoutes from './public/menu';
import publicOrderRoutes from './public/orders';
import orderSlotRoutes from './public/order-slots';
import pickerWebhookRoutes from './public/picker-webhook';
import paymentWebhookRoutes from './public/payment-webhooks';
import timezoneRoutes from './public/timezone';
import accountRoutes from './v1/account';
import apiKeyRoutes from './v1/api-keys';
import adRoutes from './v1/ads';
import availabilityRoutes from './v1/availability';
import schedulingRoutes from './v1/scheduling';
import backupRoutes from './v1/backups';
import changePasswordRoutes from './v1/change-password';
import commerceRoutes from './v1/commerce';
import couponRoutes from './v1/coupons';
import dataExportRoutes from './v1/data-export';
import customerRoutes from './v1/customers';
import integrationRoutes from './v1/integrations';
import loyverseRoutes from './v1/loyverse';
import menuRoutes from './v1/menu';
import newsRoutes from './v1/news';
import onlinePaymentRoutes from './v1/online-payment';
import ordersV1Routes from './v1/orders';
import planRoutes from './v1/plans';
import printEventsRoutes from './v1/print-events';
import reportRoutes from './v1/reports';
import sessionRoutes from './v1/session';
import statsRoutes from './v1/stats';
import supportRoutes from './v1/support';
import tableCounterRoutes from './v1/table-counter';
import cashShiftRoutes from './v1/cash-shifts';
import busyModeRoutes from './v1/busy-mode';
import autoPauseRoutes from './v1/auto-pause';
import publicOrderStatusRoutes from './public/order-status';
import publicInvoiceRoutes, { selfInvoicePageRoutes } from './public/invoice';
import invoiceRoutes from './v1/invoices';
import publicWhatsAppRoutes from './public/whatsapp';
import tagRoutes from './v1/tags';
import kitchenStationRoutes from './v1/kitchen-stations';
import kitchenScreenRoutes from './v1/kitchen-screen';
import uploadImageRoutes from './v1/upload-image';
import userRoutes from './v1/users';
import locationRoutes from './v1/locations';
import webhookRoutes from './v1/webhooks';
import whatsappRoutes from './v1/whatsapp';
import announcementRoutes from './v2/announcements';
import commerceV2Routes from './v2/commerce';
import ordersV2Routes from './v2/orders';
import channelOrderRoutes from './v2/channel-orders';

export const publicRoutes: FastifyPluginAsync[] = [timezoneRoutes, publicMenuRoutes, publicOrderRoutes, publicAdRoutes, publicOrderStatusRoutes, couponPreviewRoutes, orderSlotRoutes, publicInvoiceRoutes, publicWhatsAppRoutes, pickerWebhookRoutes, paymentWebhookRoutes];
export const authRoutes: FastifyPluginAsync[] = [loginRoutes, registroRoutes, passwordRecoveryRoutes, phoneValidationRoutes];
export const v1Routes: FastifyPluginAsync[] = [sessionRoutes, planRoutes, commerceRoutes, tagRoutes, uploadImageRoutes, menuRoutes, ordersV1Routes, customerRoutes, couponRoutes, adRoutes, userRoutes, changePasswordRoutes, onlinePaymentRoutes, statsRoutes, reportRoutes, integrationRoutes, newsRoutes, supportRoutes, accountRoutes, tableCounterRoutes, cashShiftRoutes, busyModeRoutes, autoPauseRoutes, backupRoutes, printEventsRoutes, dataExportRoutes, availabilityRoutes, kitchenStationRoutes, schedulingRoutes, kitchenScreenRoutes, invoiceRoutes, webhookRoutes, whatsappRoutes, apiKeyRoutes, loyverseRoutes, locationRoutes];
export const v2Routes: FastifyPluginAsync[] = [commerceV2Routes, announcementRoutes, ordersV2Routes, channelOrderRoutes];

async function registerAll(scope: FastifyInstance, routes: FastifyPluginAsync[]): Promise<void> {
  for (const route of routes) await scope.register(route);
}

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  collectRouteAccess(app);
  registerInputGuard(app);
  await app.register(import('./public/menu-page')); // GET /m/* → the public menu page (not under /v1/public)
  await app.register(import('./public/image-variants')); // GET /uploads/v/{width}/{file} → resized uploads
  await app.register(selfInvoicePageRoutes); // GET /f/{token} → the self-invoice page (docs/invoices.md)
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requirePublicDeclaration);
      await registerAll(scope, publicRoutes);
    },
    { prefix: '/v1/public' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requirePublicDeclaration);
      await registerAll(scope, authRoutes);
    },
    { prefix: '/v1/auth' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requirePrivateSession);
      await registerAll(scope, v1Routes);
    },
    { prefix: '/v1' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requireV2Caller);
      scope.addHook('onResponse', logApiKeyCall);
      await registerAll(scope, v2Routes);
    },
    { prefix: '/v2' },
  );
}
