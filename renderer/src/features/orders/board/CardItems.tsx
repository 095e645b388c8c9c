// What was ordered, on the card: the first three lines and "y N más". Read from the order's detail in the
// cache (loaded for cards on screen only; a new order's detail is already there from the live channel).
// While the card is pressed it keeps what it showed: products arriving between the press and the release
// would change the card's height and move the pressed button, and the click would be lost (docs/board.md).
import { memo, useLayoutEffect, useRef } from 'react';
import { Skeleton } from 'antd';
import type { OrderLine } from '@shared/types/order';
import { useGetOrderQuery } from '../api';

export const CARD_ITEM_LINES = 3;

export function itemsSummary(lines: readonly OrderLine[]): { shown: string[]; more: number } {
  const shown = lines.slice(0, CARD_ITEM_LINES).map((line) => `${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`);
  return { shown, more: Math.max(0, lines.length - CARD_ITEM_LINES) };
}

export interface CardItemsProps {
  commerceId: string;
  orderId: string;
  /** A pointer is pressed on this card: show what was shown at the press until the release. */
  held?: boolean;
}

export const CardItems = memo(function CardItems({ commerceId, orderId, held = false }: CardItemsProps) {
  const current = useGetOrderQuery(
    { commerceId, orderId },
    { skip: !commerceId, selectFromResult: ({ data, isError }) => ({ lines: data?.productos, failed: isError }) },
  );
  const lastShown = useRef(current);
  useLayoutEffect(() => {
    if (!held) lastShown.current = current;
  });
  const { lines, failed } = held ? lastShown.current : current;
  if (!lines) {
    if (failed) return null;
    // `data-held`: the products are here and show once the pointer is released.
    return (
      <div data-testid="card-items-loading" data-held={held && current.lines ? 'true' : undefined}>
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '60%'] }} style={{ margin: '4px 0 8px' }} />
      </div>
    );
  }
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

/** How many products the order has (quantities added), for the dense row; '…' until its detail is read. */
export const CardItemCount = memo(function CardItemCount({ commerceId, orderId }: { commerceId: string; orderId: string }) {
  const { count } = useGetOrderQuery(
    { commerceId, orderId },
    { skip: !commerceId, selectFromResult: ({ data }) => ({ count: data?.productos.reduce((sum, line) => sum + line.cantidad, 0) }) },
  );
  return (
    <span className="order-row__count" data-testid="row-items" title="Productos">
      {count === undefined ? '…' : `${count} prod.`}
    </span>
  );
});
