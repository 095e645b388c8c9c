// The features that deliver through the outbox (docs/outbox.md): each adds its consumer (which events it
// wants, as which jobs) and its handler (how one job is sent) here, one line each.
import { loyverseReceiptConsumer, loyverseReceiptHandler } from '../loyverse/receipts';
import type { OutboxConsumer, OutboxHandler } from './types';

export const OUTBOX_CONSUMERS: readonly OutboxConsumer[] = [
  loyverseReceiptConsumer,
];

export const OUTBOX_HANDLERS: readonly OutboxHandler[] = [
  loyverseReceiptHandler,
];
