// The keyboard bump bar of the kitchen screen (docs/kitchen.md): digits pick a ticket by its number (two
// digits typed quickly make 12), arrows move, Enter bumps the picked ticket, Backspace recalls the last
// bump. Keys typed into a field are the field's.
import { useEffect, useRef } from 'react';

/** Digits typed within this time make one number. */
const DIGIT_JOIN_MS = 900;

export interface BumpBarActions {
  count: number;
  select(position: number): void;
  move(step: number): void;
  bump(): void;
  recall(): void;
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useBumpBar(actions: BumpBarActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    let typed = '';
    let typedAt = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingInField(event.target)) return;
      const current = latest.current;
      if (/^[0-9]$/.test(event.key)) {
        const now = Date.now();
        typed = now - typedAt < DIGIT_JOIN_MS && typed.length < 3 ? typed + event.key : event.key;
        typedAt = now;
        let position = Number(typed);
        if (position > current.count) {
          typed = event.key;
          position = Number(typed);
        }
        if (position >= 1 && position <= current.count) current.select(position);
        event.preventDefault();
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        // On a focused button Enter is the button's own click (a line or «Listo»).
        current.bump();
        event.preventDefault();
      } else if (event.key === 'Backspace') {
        current.recall();
        event.preventDefault();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
        current.move(1);
        event.preventDefault();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
        current.move(-1);
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
