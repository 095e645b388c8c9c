// The features that deliver through the outbox (docs/outbox.md): each adds its consumer (which events it
// wants, as which jobs) and its handler (how one job is sent) here, one line each.
import { loyverseReceiptConsumer, loyverseReceiptHandler } from '../loyverse/receipts';
import { webhookConsumer, webhookHandler } from '../webhooks/deliveries';
import { customerMessageConsumer, customerMessageHandler } from '../whatsapp/customer-messages';
import { ownerAlertHandler, unacceptedOrderConsumer } from '../whatsapp/owner-alerts';
import type { OutboxConsumer, OutboxHandler } from './types';

export const OUTBOX_CONSUMERS: readonly OutboxConsumer[] = [
  webhookConsumer, // outbound webhooks: order events (docs/webhooks.md)
  customerMessageConsumer, // WhatsApp to the customer at the owner's steps (docs/whatsapp.md)
  unacceptedOrderConsumer, // owner alert: an order waiting unaccepted (docs/whatsapp.md)
  loyverseReceiptConsumer, // a delivered order as a Loyverse receipt (docs/integrations.md)
];

export const OUTBOX_HANDLERS: readonly OutboxHandler[] = [
  webhookHandler, // outbound webhooks (docs/webhooks.md)
  customerMessageHandler, // kind whatsapp.customer
  ownerAlertHandler, // kind owner.alert
  loyverseReceiptHandler, // kind loyverse.receipt
];
