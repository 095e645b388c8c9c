// Whether a pointer is pressed on the page. While it is, the board's columns keep their order and content
// (useColumnIds) and their cards keep their places (BoardColumn): a card that moves between the press and
// the release loses the click. Chromium sends no click when the pressed node leaves its place, and a
// release over another card is no click either. A new order that starts to ring leads the "Nuevos" column,
// and a card above whose products finish loading changes height: either would move the cards under the
// cashier's pointer (docs/board.md, "Nothing moves under a press").
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let pressed = false;
const listeners = new Set<Listener>();

function setPressed(next: boolean): void {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

function onPress(event: PointerEvent): void {
  if (event.isPrimary) setPressed(true);
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
};

/** True while a pointer is pressed on the page; the component renders again on the press and the release. */
export function usePointerHeld(): boolean {
  return useSyncExternalStore(pointerHold.subscribe, pointerHold.isPressed);
}
