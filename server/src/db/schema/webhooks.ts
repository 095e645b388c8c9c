// Outbound webhook endpoints of a commerce (docs/webhooks.md). Deliveries themselves are outbox jobs of kind
// 'webhook' (outbox_jobs); this table holds where they go, which events each endpoint wants, its signing
// secret (sealed, server/src/db/secrets.ts) and its health.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookEndpointStatus, WebhookEventType } from '../../../../shared/webhooks';
import type { ChannelOrigin } from '../../../../shared/types/api-keys';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    url: text('url').notNull(),
    descripcion: text('descripcion'),
    eventos: jsonb('eventos').$type<WebhookEventType[]>().notNull(),
    /** The outside channel it stands for: order events of that channel's orders only. Null: every order. */
    canal: text('canal').$type<ChannelOrigin>(),
    /** sealText() of the signing secret ('whsec_…'); shown to the owner once, when the endpoint is created. */
    secret_sealed: text('secret_sealed').notNull(),
    /** active: receives; paused: by the owner; disabled: by the server after repeated failures (disabled_reason). */
    estado: text('estado').$type<WebhookEndpointStatus>().notNull().default('active'),
    disabled_reason: text('disabled_reason'),
    disabled_at: at('disabled_at'),
    /** Deliveries given up in a row since the last success (a success sets it back to 0). */
    consecutive_failures: integer('consecutive_failures').notNull().default(0),
    last_success_at: at('last_success_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('webhook_endpoints_commerce_idx').on(t.id_comercio)],
);
