// The features that deliver through the outbox (docs/outbox.md): each adds its consumer (which events it
// wants, as which jobs) and its handler (how one job is sent) here, one line each.
import { webhookConsumer, webhookHandler } from '../webhooks/deliveries';
import type { OutboxConsumer, OutboxHandler } from './types';

export const OUTBOX_CONSUMERS: readonly OutboxConsumer[] = [
  webhookConsumer, // outbound webhooks: order events (docs/webhooks.md)
];

export const OUTBOX_HANDLERS: readonly OutboxHandler[] = [
  webhookHandler, // outbound webhooks (docs/webhooks.md)
];
