// One column of the board, virtualised: only the cards in (or near) view are mounted, so 300 or 1,000
// orders cost about what 30 do. A feed of articles (aria-setsize/posinset) for screen readers; when orders
// arrive above the cards in view, the scroll moves with them so what the cashier reads stays put; while a
// pointer is pressed, the cards keep the places they were shown at (pointer-hold.ts).
import { Badge, Empty } from 'antd';
import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import type { BoardGroup } from './board-groups';
import { boardCommands } from './board-commands';
import { OrderCard } from './OrderCard';
import { pointerHold, usePointerHeld } from './pointer-hold';

/** Short columns mount every card (cheap, and every card is in the DOM); longer ones are windowed. */
export const FULL_RENDER_LIMIT = 30;
const ESTIMATED_CARD_PX = 260;
const GAP_PX = 12;
/** The dense board's rows (board.css, .order-card--dense). */
const ESTIMATED_ROW_PX = 25;
const ROW_GAP_PX = 1;

export interface BoardColumnProps {
  group: BoardGroup;
  ids: readonly string[];
  commerceId: string;
  onOpen(orderId: string): void;
  heading?: boolean;
  /** One row per order instead of cards (board-view.ts). */
  dense?: boolean;
}

interface Anchor {
  id: string;
  /** Card top minus scrollTop when last seen. */
  delta: number;
}

export const BoardColumn = memo(function BoardColumn({ group, ids, commerceId, onOpen, heading = true, dense = false }: BoardColumnProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (dense ? ESTIMATED_ROW_PX : ESTIMATED_CARD_PX),
    overscan: ids.length <= FULL_RENDER_LIMIT ? FULL_RENDER_LIMIT : 3,
    getItemKey: (index) => ids[index] ?? index,
    gap: dense ? ROW_GAP_PX : GAP_PX,
    // The first render already fills the column (no empty pass before the scroll area is measured).
    initialRect: { width: 320, height: typeof window === 'undefined' ? 800 : Math.max(360, window.innerHeight - 330) },
  });

  const rememberAnchor = useCallback(() => {
    const element = scroller.current;
    if (!element || element.scrollTop <= 0) {
      anchor.current = null;
      return;
    }
    const first = virtualizer.getVirtualItems().find((item) => item.end > element.scrollTop);
    anchor.current = first ? { id: String(first.key), delta: first.start - element.scrollTop } : null;
  }, [virtualizer]);

  // Orders inserted above the cards in view: keep the card that was at the top where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    const kept = anchor.current;
    if (!element || !kept) return;
    const index = ids.indexOf(kept.id);
    const measurement = index >= 0 ? virtualizer.measurementsCache[index] : undefined;
    if (measurement && Math.abs(measurement.start - kept.delta - element.scrollTop) > 1) element.scrollTop = measurement.start - kept.delta;
  }, [ids, virtualizer]);

  // Feed position of each mounted article, written straight to the DOM: a card does not render again
  // because an order arrived above it.
  const feed = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const slot of Array.from(feed.current?.children ?? [])) {
      const article = slot.firstElementChild;
      const index = Number((slot as HTMLElement).dataset.index);
      if (!article || Number.isNaN(index)) continue;
      article.setAttribute('aria-posinset', String(index + 1));
      article.setAttribute('aria-setsize', String(ids.length));
    }
  });

  useEffect(
    () => boardCommands.registerColumn(group.id, { scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }),
    [group.id, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  const place = useHeldPlaces(virtualizer, scroller, items);
  return (
    <section aria-labelledby={`board-heading-${group.id}`} data-testid={`board-column-${group.id}`} className="board-column">
      <div className="board-column__head" style={{ borderBottomColor: group.accent }} hidden={!heading}>
        {/* Focusable by script only: where the focus goes when the last card of the column leaves it. */}
        <h2 id={`board-heading-${group.id}`} className="board-column__title" tabIndex={-1}>
          {group.title}
        </h2>
        <Badge count={ids.length} showZero color={group.accent} overflowCount={9999} aria-label={`${ids.length} pedidos`} />
      </div>
      <div ref={scroller} className="board-column__scroller" onScroll={rememberAnchor} data-testid={`board-scroller-${group.id}`} style={place.scrollerStyle}>
        {ids.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin pedidos" /> : null}
        {/* An empty feed is invalid ARIA (a feed must hold articles): the column is a plain box until it has orders. */}
        <div
          ref={feed}
          role={ids.length > 0 ? 'feed' : undefined}
          aria-labelledby={ids.length > 0 ? `board-heading-${group.id}` : undefined}
          aria-busy={ids.length > 0 ? 'false' : undefined}
          style={{ height: place.height, position: 'relative' }}>
          {items.map((item) => (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="board-column__slot"
              style={{ transform: `translateY(${place.startOf(item)}px)` }}
            >
              <OrderCard commerceId={commerceId} orderId={ids[item.index]!} onOpen={onOpen} dense={dense} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
});

interface Shown {
  items: readonly VirtualItem[];
  height: number;
}

type ColumnVirtualizer = Virtualizer<HTMLDivElement, Element>;

interface HeldPlaces {
  height: number;
  startOf(item: VirtualItem): number;
  scrollerStyle?: CSSProperties;
}

/** Chromium's scroll anchoring follows a node inside a card that spans the top of the view: when that card
 *  changes height, the browser scrolls, and every card moves with the scroll. Off while pressed. */
const HELD_SCROLLER: CSSProperties = { overflowAnchor: 'none' };

/**
 * Where the cards go: the virtualizer's places, except while a pointer is pressed. Then each card shown
 * keeps the place it was shown at, so a card above that grows (its products arriving, its first measure)
 * does not push the pressed one down; it may overlap the card below until the release. Cards mounted
 * during the press (a scroll) take their new place, and the feed never shrinks under a press (a shorter
 * scroll area would pull the scroll, and every card, up). The scroll corrections the virtualizer makes for
 * cards above the view that change size wait for the release too, then apply at once.
 */
function useHeldPlaces(virtualizer: ColumnVirtualizer, scroller: RefObject<HTMLDivElement | null>, items: readonly VirtualItem[]): HeldPlaces {
  const held = usePointerHeld();
  const height = virtualizer.getTotalSize();
  const shown = useRef<Shown>({ items: [], height: 0 });
  const deferredScroll = useRef(0);
  useEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, delta, instance) => {
      if (!adjustsByDefault(item, instance)) return false;
      if (!pointerHold.isPressed()) return true;
      deferredScroll.current += delta;
      return false;
    };
    return () => {
      virtualizer.shouldAdjustScrollPositionOnItemSizeChange = undefined;
    };
  }, [virtualizer]);
  useLayoutEffect(() => {
    if (held) return;
    shown.current = { items, height };
    // From the offset the virtualizer last saw, not scrollTop: the feed may just have shrunk, and the browser
    // has then already pulled scrollTop up by itself (at the bottom of the column).
    if (deferredScroll.current !== 0 && scroller.current) scroller.current.scrollTop = (virtualizer.scrollOffset ?? scroller.current.scrollTop) + deferredScroll.current;
    deferredScroll.current = 0;
  });
  if (!held) return { height, startOf: (item) => item.start };
  // Built only under a press: the column renders on every order event, and a press is rare.
  const starts = new Map(shown.current.items.map((item) => [item.key, item.start]));
  return { height: Math.max(height, shown.current.height), startOf: (item) => starts.get(item.key) ?? item.start, scrollerStyle: HELD_SCROLLER };
}

/** The virtualizer's own rule (virtual-core 3.x): correct the scroll for a card above the view whose size
 *  changed, on its first measure even if it reaches into the view. */
function adjustsByDefault(item: VirtualItem, instance: ColumnVirtualizer): boolean {
  const offset = instance.scrollOffset ?? 0;
  if (!instance.itemSizeCache.has(item.key)) return item.start < offset;
  return item.end <= offset && instance.scrollDirection !== 'backward';
}
