// Reply schemas of /v1/integrations (shared/types/staff.ts, services/integrations/adapters.ts).
import type { IntegrationView } from '@shared/types/staff';
import type { ConnectionCheck } from '../../services/integrations/adapters';
import { boolean, nullableText, sameShape, text } from './common';

export const integrationReply = sameShape<IntegrationView>()({
  type: 'object',
  required: ['provider_code', 'provider_type', 'configuration', 'actions', 'group', 'group_label', 'subgroup', 'name', 'connected', 'built_in', 'fields', 'updated_at'],
  properties: {
    provider_code: text,
    provider_type: text,
    configuration: { type: 'object', additionalProperties: text },
    actions: { type: 'array', items: { type: 'string', enum: ['detail', 'configure', 'test', 'disconnect'] } },
    group: { type: 'string', enum: ['delivery', 'pos', 'payment', 'whatsapp'] },
    group_label: text,
    subgroup: { type: 'string', enum: ['card', 'wallet'], nullable: true },
    name: text,
    connected: boolean,
    built_in: boolean,
    fields: {
      type: 'array',
      items: { type: 'object', required: ['name', 'label', 'secret', 'configured'], properties: { name: text, label: text, secret: boolean, configured: boolean } },
    },
    updated_at: nullableText,
  },
});

export const integrationsReply = sameShape<IntegrationView[]>()({ type: 'array', items: integrationReply });

export const connectionCheckReply = sameShape<ConnectionCheck>()({
  type: 'object',
  required: ['ok', 'message'],
  properties: { ok: boolean, message: text },
});
