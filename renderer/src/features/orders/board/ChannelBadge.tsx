// The outside channel an order came from (Rappi, Uber Eats, DiDi Food, another: docs/api.md), in its brand's
// colour with a text colour that keeps WCAG AA contrast; nothing for this product's own channels. Beside it,
// when the channel's prices differ from this menu's, the flag that says so (the channel charged the customer
// its own prices; the order is priced by this menu).
import { WarningFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { formatMoney } from '@shared/money';
import type { Order } from '@shared/types/order';
import { isChannelOrigin, type ChannelOrderInfo, type ChannelOrigin } from '@shared/types/api-keys';
import { ORIGIN_LABELS } from '../labels';

/** Background and text of each channel's badge (contrast ≥ 4.5:1). */
export const CHANNEL_COLORS: Record<ChannelOrigin, { background: string; text: string }> = {
  rappi: { background: '#C2331A', text: '#ffffff' },
  uber_eats: { background: '#06C167', text: '#000000' },
  didi_food: { background: '#FC6C0F', text: '#000000' },
  otro: { background: '#595959', text: '#ffffff' },
};

/** `compact`: the dense board's row (smaller, no margin). */
export function ChannelBadge({ order, compact = false }: { order: Pick<Order, 'origin'>; compact?: boolean }) {
  if (!isChannelOrigin(order.origin)) return null;
  const colors = CHANNEL_COLORS[order.origin];
  return (
    <Tag
      data-testid="card-channel"
      data-channel={order.origin}
      className={compact ? 'channel-badge channel-badge--compact' : 'channel-badge'}
      style={{ background: colors.background, color: colors.text, borderColor: colors.background, fontWeight: 600 }}
    >
      {ORIGIN_LABELS[order.origin]}
    </Tag>
  );
}

/** «Precio del canal distinto al menú: $135.00 vs $140.00» (the channel's subtotal, this menu's), or null. */
export function channelPriceDifferenceText(canal: ChannelOrderInfo | undefined): string | null {
  if (!canal?.con_diferencias) return null;
  return `Precio del canal distinto al menú: ${formatMoney(canal.subtotal_canal)} vs ${formatMoney(canal.subtotal_menu)}`;
}

/** Dark text on amber: AA contrast. */
const PRICE_FLAG_STYLE = { background: '#fff1b8', color: '#613400', borderColor: '#d4b106', fontWeight: 600 } as const;

/** The price-difference flag: the whole sentence on the card, an icon with the sentence as its name on a dense row. */
export function ChannelPriceFlag({ order, compact = false }: { order: Pick<Order, 'canal'>; compact?: boolean }) {
  const text = channelPriceDifferenceText(order.canal);
  if (!text) return null;
  if (compact) {
    return <WarningFilled className="order-row__price-flag" data-testid="card-price-difference" role="img" aria-label={text} title={text} />;
  }
  return (
    <Tag icon={<WarningFilled />} data-testid="card-price-difference" className="order-card__price-flag" style={PRICE_FLAG_STYLE}>
      {text}
    </Tag>
  );
}
