// What the board's keyboard shortcuts act on: each mounted card registers its actions by order id, each
// column its scroller; the card in focus is always mounted (it is on screen), so A/R/P reach it.
type Listener = () => void;

export interface CardCommands {
  open(): void;
  /** Opens the preparation-time choice (then 1–5 picks it). False when the order cannot be accepted. */
  startAccept(): boolean;
  accept(minutes: number): void;
  reject(): boolean;
  print(): void;
}

export interface ColumnScroller {
  /** Brings the card at `index` into the rendered window. */
  scrollToIndex(index: number): void;
}

/** Where a card was on the board: its column and its place in it. */
export interface CardPlace {
  group: string;
  index: number;
}

/** Read from the DOM while the card is still there (BoardColumn's section and slot). */
export function cardPlace(card: Element): CardPlace | null {
  const group = card.closest('[data-testid^="board-column-"]')?.getAttribute('data-testid')?.slice('board-column-'.length);
  const index = Number(card.closest<HTMLElement>('[data-index]')?.dataset.index);
  return group && Number.isInteger(index) ? { group, index } : null;
}

const cards = new Map<string, CardCommands>();
const columns = new Map<string, ColumnScroller>();
let accepting: string | null = null;
const listeners = new Set<Listener>();
const handoffListeners = new Set<(orderId: string, from: CardPlace | null) => void>();

export const boardCommands = {
  registerCard(orderId: string, commands: CardCommands): () => void {
    cards.set(orderId, commands);
    return () => {
      if (cards.get(orderId) === commands) cards.delete(orderId);
    };
  },
  card: (orderId: string): CardCommands | undefined => cards.get(orderId),
  registerColumn(groupId: string, scroller: ColumnScroller): () => void {
    columns.set(groupId, scroller);
    return () => {
      if (columns.get(groupId) === scroller) columns.delete(groupId);
    };
  },
  column: (groupId: string): ColumnScroller | undefined => columns.get(groupId),
  /** The order whose preparation-time choice is open (keyboard accept), or null. */
  accepting: (): string | null => accepting,
  setAccepting(orderId: string | null): void {
    if (accepting === orderId) return;
    accepting = orderId;
    for (const listener of listeners) listener();
  },
  /** Closes the choice only if it is this order's (another card may have opened its own meanwhile). */
  stopAccepting(orderId: string): void {
    if (accepting === orderId) boardCommands.setAccepting(null);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A card that held the focus left the DOM (e.g. it moved to the next column): the board refocuses it. */
  focusLost(orderId: string, from: CardPlace | null): void {
    for (const listener of handoffListeners) listener(orderId, from);
  },
  onFocusLost(listener: (orderId: string, from: CardPlace | null) => void): () => void {
    handoffListeners.add(listener);
    return () => handoffListeners.delete(listener);
  },
};
