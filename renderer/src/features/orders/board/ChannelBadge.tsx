// The outside channel an order came from (Rappi, Uber Eats, DiDi Food, another: docs/api.md), in its brand's
// colour with a text colour that keeps WCAG AA contrast; nothing for this product's own channels.
import { Tag } from 'antd';
import type { Order } from '@shared/types/order';
import { isChannelOrigin, type ChannelOrigin } from '@shared/types/api-keys';
import { ORIGIN_LABELS } from '../labels';

/** Background and text of each channel's badge (contrast ≥ 4.5:1). */
export const CHANNEL_COLORS: Record<ChannelOrigin, { background: string; text: string }> = {
  rappi: { background: '#C2331A', text: '#ffffff' },
  uber_eats: { background: '#06C167', text: '#000000' },
  didi_food: { background: '#FC6C0F', text: '#000000' },
  otro: { background: '#595959', text: '#ffffff' },
};

export function ChannelBadge({ order }: { order: Pick<Order, 'origin'> }) {
  if (!isChannelOrigin(order.origin)) return null;
  const colors = CHANNEL_COLORS[order.origin];
  return (
    <Tag data-testid="card-channel" data-channel={order.origin} style={{ background: colors.background, color: colors.text, borderColor: colors.background, fontWeight: 600 }}>
      {ORIGIN_LABELS[order.origin]}
    </Tag>
  );
}
