// Whether a pointer is pressed on the page. While it is, the board's columns keep their order and content
// (useColumnIds) and their cards keep their places (BoardColumn): a card that moves between the press and
// the release loses the click. Chromium sends no click when the pressed node leaves its place, and a
// release over another card is no click either. A new order that starts to ring leads the "Nuevos" column,
// and a card above whose products finish loading changes height: either would move the cards under the
// cashier's pointer. The pressed card's own products arriving would move its buttons too: it keeps what it
// showed until the release (usePressedWithin, CardItems). docs/board.md, "Nothing moves under a press".
import { useSyncExternalStore, type RefObject } from 'react';

type Listener = () => void;

let pressed = false;
/** The node the pointer went down on, while it is pressed. */
let pressedNode: Node | null = null;
const listeners = new Set<Listener>();

function setPressed(next: boolean, node: Node | null = null): void {
  if (pressed === next && pressedNode === node) return;
  pressed = next;
  pressedNode = next ? node : null;
  for (const listener of listeners) listener();
}

function onPress(event: PointerEvent): void {
  if (event.isPrimary) setPressed(true, event.target instanceof Node ? event.target : null);
}

// The click follows the release in the same task; the columns catch up in the next one, after it.
function onRelease(): void {
  setTimeout(() => setPressed(false), 0);
}

function onLeavePage(): void {
  setPressed(false);
}

function install(): void {
  document.addEventListener('pointerdown', onPress, true);
  document.addEventListener('pointerup', onRelease, true);
  document.addEventListener('pointercancel', onRelease, true);
  window.addEventListener('blur', onLeavePage);
}

function uninstall(): void {
  document.removeEventListener('pointerdown', onPress, true);
  document.removeEventListener('pointerup', onRelease, true);
  document.removeEventListener('pointercancel', onRelease, true);
  window.removeEventListener('blur', onLeavePage);
  pressed = false;
  pressedNode = null;
}

export const pointerHold = {
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) install();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) uninstall();
    };
  },
  isPressed(): boolean {
    return pressed;
  },
  /** Whether the pointer went down inside `element` and is still pressed. */
  isPressedWithin(element: Element | null): boolean {
    return pressed && pressedNode !== null && element !== null && element.contains(pressedNode);
  },
};

/** True while a pointer is pressed on the page; the component renders again on the press and the release. */
export function usePointerHeld(): boolean {
  return useSyncExternalStore(pointerHold.subscribe, pointerHold.isPressed);
}

/** True while a pointer pressed inside `element` (a card) is down; renders again only when that changes. */
export function usePressedWithin(element: RefObject<Element | null>): boolean {
  return useSyncExternalStore(pointerHold.subscribe, () => pointerHold.isPressedWithin(element.current));
}
