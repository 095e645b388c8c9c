// The features that deliver through the outbox (docs/outbox.md): each adds its consumer (which events it
// wants, as which jobs) and its handler (how one job is sent) here, one line each.
import type { OutboxConsumer, OutboxHandler } from './types';

export const OUTBOX_CONSUMERS: readonly OutboxConsumer[] = [];

export const OUTBOX_HANDLERS: readonly OutboxHandler[] = [];
