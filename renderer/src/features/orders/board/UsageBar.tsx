// Monthly order usage (docs/domain.md (Constantes)): count over limit, colours at 50/75/90 %, capped at 100 %.
import { Progress, Typography } from 'antd';
import { usageColor } from '@shared/modules';
import type { OrderLimits } from '@shared/types/account';
import { USAGE_COLORS } from '../labels';

export function UsageBar({ limits }: { limits: OrderLimits | undefined }) {
  if (!limits || limits.monthlyLimit == null) return null;
  const raw = limits.monthlyLimit > 0 ? (limits.currentMonthCount / limits.monthlyLimit) * 100 : 100;
  const exact = Math.min(100, Math.max(0, raw, limits.quotaUsagePercent ?? 0));
  // The colour from the exact share (89.5 % is orange, not the red of its rounded 90); the figure is rounded.
  const color = usageColor(exact);
  const percent = Math.round(exact);
  return (
    <div data-testid="usage-bar" data-color={color} style={{ minWidth: 200, maxWidth: 320 }}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Pedidos del mes: {limits.currentMonthCount} de {limits.monthlyLimit}
      </Typography.Text>
      <Progress percent={percent} strokeColor={USAGE_COLORS[color]} size="small" aria-label="Uso de pedidos del mes" />
    </div>
  );
}
