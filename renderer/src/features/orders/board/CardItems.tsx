// What was ordered, on the card: the first three lines and "y N más". Read from the order's detail in the
// cache (loaded for cards on screen only; a new order's detail is already there from the live channel).
import { memo } from 'react';
import { Skeleton } from 'antd';
import type { OrderLine } from '@shared/types/order';
import { useGetOrderQuery } from '../api';

export const CARD_ITEM_LINES = 3;

export function itemsSummary(lines: readonly OrderLine[]): { shown: string[]; more: number } {
  const shown = lines.slice(0, CARD_ITEM_LINES).map((line) => `${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`);
  return { shown, more: Math.max(0, lines.length - CARD_ITEM_LINES) };
}

export const CardItems = memo(function CardItems({ commerceId, orderId }: { commerceId: string; orderId: string }) {
  const { lines, failed } = useGetOrderQuery(
    { commerceId, orderId },
    { skip: !commerceId, selectFromResult: ({ data, isError }) => ({ lines: data?.productos, failed: isError }) },
  );
  if (!lines) return failed ? null : <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '60%'] }} style={{ margin: '4px 0 8px' }} />;
  const { shown, more } = itemsSummary(lines);
  return (
    <ul className="order-card__items" data-testid="card-items" aria-label="Productos">
      {shown.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
      {more > 0 ? <li className="order-card__more">y {more} más</li> : null}
    </ul>
  );
});
