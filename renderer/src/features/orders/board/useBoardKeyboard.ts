// Keyboard-first counter on the board: arrows move between orders, Enter opens (on the card), A accepts
// then 1–5 picks the preparation time, R rejects (asks the reason), P prints, N new phone order, / search,
// ? shortcuts. Never while typing in a field or inside a dialog or drawer.
import { useEffect, useRef } from 'react';
import { PREPARATION_CHOICES } from '../labels';
import { boardCommands, type CardPlace } from './board-commands';
import type { ColumnIds, GroupId } from './board-selectors';
import { commandOf, isTypingTarget, moveFocus } from './shortcuts';

export interface BoardKeyboardOptions {
  columns: ColumnIds;
  visibleGroups: readonly GroupId[];
  onNewOrder?: () => void;
  onSearch(): void;
  onHelp(): void;
  /** On phones one column shows at a time: moving left or right switches it. */
  onShowGroup?(group: GroupId): void;
}

const cardElement = (orderId: string) => document.querySelector<HTMLElement>(`[data-testid="order-card"][data-order-id="${CSS.escape(orderId)}"]`);

function focusedOrderId(): string | null {
  const active = document.activeElement;
  return active instanceof Element ? (active.closest('[data-testid="order-card"]')?.getAttribute('data-order-id') ?? null) : null;
}

/** Scrolls the column to the card, then focuses it once it is mounted (a few frames at most). */
function focusCard(group: GroupId, index: number, orderId: string): void {
  boardCommands.column(group)?.scrollToIndex(index);
  let frames = 0;
  const attempt = () => {
    const element = cardElement(orderId);
    if (element) {
      element.focus();
      return;
    }
    frames += 1;
    if (frames < 20) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * The card now at the place a card left, in the column it left (the last one if it was at the end); in a
 * column left empty, its heading (columns side by side) or its tab (one column at a time).
 */
function focusWhereItWas(from: CardPlace | null, columns: ColumnIds, visibleGroups: readonly GroupId[]): void {
  const group = visibleGroups.find((candidate) => candidate === from?.group);
  if (!from || !group) return;
  const ids = columns[group];
  if (ids.length > 0) {
    const index = Math.min(from.index, ids.length - 1);
    focusCard(group, index, ids[index]!);
    return;
  }
  const heading = document.getElementById(`board-heading-${group}`);
  if (heading?.offsetParent) heading.focus();
  else document.querySelector<HTMLElement>('[data-testid="board"] .ant-segmented-item-selected input')?.focus();
}

export function useBoardKeyboard(options: BoardKeyboardOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      const accepting = boardCommands.accepting();
      // Dialogs and drawers (detail, reason, shortcuts) own their keys; the preparation-time choice is ours.
      if (!accepting && target?.closest('[role="dialog"], .ant-drawer, .ant-modal-wrap, [role="menu"]')) return;
      const command = commandOf(event, accepting !== null);
      if (!command) return;
      const { columns, visibleGroups } = latest.current;
      const focused = focusedOrderId();
      const card = focused ? boardCommands.card(focused) : undefined;
      switch (command.kind) {
        case 'move': {
          // Arrows keep their usual meaning in controls that use them (filters, menus, lists).
          if (target?.closest('[role="radiogroup"], [role="listbox"], [role="menu"], [role="tablist"], [role="slider"], .ant-segmented, .ant-select')) return;
          const next = moveFocus(columns, visibleGroups, focused, command.direction);
          if (!next) return;
          event.preventDefault();
          const id = columns[next.group][next.index]!;
          if (!visibleGroups.includes(next.group)) latest.current.onShowGroup?.(next.group);
          focusCard(next.group, next.index, id);
          return;
        }
        case 'prepTime': {
          const minutes = PREPARATION_CHOICES[command.choice - 1];
          const orderId = accepting;
          if (!minutes || !orderId) return;
          event.preventDefault();
          boardCommands.card(orderId)?.accept(minutes);
          cardElement(orderId)?.focus();
          return;
        }
        case 'cancelAccept':
          event.preventDefault();
          if (accepting) cardElement(accepting)?.focus();
          boardCommands.setAccepting(null);
          return;
        case 'accept':
          if (card?.startAccept()) event.preventDefault();
          return;
        case 'reject':
          if (card?.reject()) event.preventDefault();
          return;
        case 'print':
          if (!card) return;
          event.preventDefault();
          card.print();
          return;
        case 'newOrder':
          if (!latest.current.onNewOrder) return;
          event.preventDefault();
          latest.current.onNewOrder();
          return;
        case 'search':
          event.preventDefault();
          latest.current.onSearch();
          return;
        case 'help':
          event.preventDefault();
          latest.current.onHelp();
          return;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // A focused card that moved column (accepted, ready…) keeps the focus in its new place. One that left the
    // view (its new column is another tab on a phone) or the board (delivered, rejected) hands it to the card
    // that took its place, so the focus never falls to the page and the view stays where the cashier is.
    const stopFollowing = boardCommands.onFocusLost((orderId, from) => {
      let frames = 0;
      let dialogFrames = 0;
      const step = () => {
        const active = document.activeElement;
        // A dialog of the card (the reason to reject) still closing: the focus comes back from it in a moment.
        if (active?.closest('[role="dialog"]')) {
          if ((dialogFrames += 1) < 60) requestAnimationFrame(step);
          return;
        }
        if (active && active !== document.body) return;
        const { columns, visibleGroups } = latest.current;
        // Still in the column it was in: the person scrolled it out of the rendered window. The scroll is
        // theirs; bringing the card back would snap the column to it on every wheel turn. The column keeps
        // the focus (its heading) without moving.
        const left = visibleGroups.find((candidate) => candidate === from?.group);
        if (left && columns[left].includes(orderId)) {
          const heading = document.getElementById(`board-heading-${left}`);
          if (heading?.offsetParent) heading.focus({ preventScroll: true });
          return;
        }
        const group = visibleGroups.find((candidate) => columns[candidate].includes(orderId));
        if (group) return focusCard(group, columns[group].indexOf(orderId), orderId);
        const inHiddenColumn = Object.values(columns).some((ids) => ids.includes(orderId));
        // On no column: give a render still under way a few frames before taking the order as gone.
        if (!inHiddenColumn && (frames += 1) < 10) return void requestAnimationFrame(step);
        focusWhereItWas(from, columns, visibleGroups);
      };
      requestAnimationFrame(step);
    });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopFollowing();
    };
  }, []);
}
