// The board's keyboard shortcuts (docs/board.md). Pure: which command a key press means, and where the
// arrows lead, so the rules are tested without a browser.
import type { ColumnIds, GroupId } from './board-selectors';

export type BoardCommand =
  | { kind: 'move'; direction: 'up' | 'down' | 'left' | 'right' }
  | { kind: 'accept' }
  | { kind: 'prepTime'; choice: number }
  | { kind: 'reject' }
  | { kind: 'print' }
  | { kind: 'newOrder' }
  | { kind: 'search' }
  | { kind: 'help' }
  | { kind: 'cancelAccept' };

export const SHORTCUTS: readonly { keys: string; text: string }[] = [
  { keys: '↑ ↓ ← →', text: 'Moverse entre pedidos y columnas' },
  { keys: 'Enter', text: 'Abrir el pedido' },
  { keys: 'A', text: 'Aceptar (luego 1–5 elige el tiempo de preparación)' },
  { keys: 'R', text: 'Rechazar (pide el motivo)' },
  { keys: 'P', text: 'Imprimir el pedido' },
  { keys: 'N', text: 'Nuevo pedido telefónico' },
  { keys: '/', text: 'Buscar pedido' },
  { keys: '?', text: 'Ver estos atajos' },
  { keys: 'Tab', text: 'Recorrer botones y acciones' },
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Typing in a field never triggers a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]')) return true;
  return false;
}

export function commandOf(event: KeyLike, accepting: boolean): BoardCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (accepting) {
    if (/^[1-5]$/.test(event.key)) return { kind: 'prepTime', choice: Number(event.key) };
    if (event.key === 'Escape') return { kind: 'cancelAccept' };
  }
  switch (event.key) {
    case 'ArrowUp':
      return { kind: 'move', direction: 'up' };
    case 'ArrowDown':
      return { kind: 'move', direction: 'down' };
    case 'ArrowLeft':
      return { kind: 'move', direction: 'left' };
    case 'ArrowRight':
      return { kind: 'move', direction: 'right' };
    case 'a':
    case 'A':
      return { kind: 'accept' };
    case 'r':
    case 'R':
      return { kind: 'reject' };
    case 'p':
    case 'P':
      return { kind: 'print' };
    case 'n':
    case 'N':
      return { kind: 'newOrder' };
    case '/':
      return { kind: 'search' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

export interface Position {
  group: GroupId;
  index: number;
}

/** Where an arrow leads from `from` (or to the first order when nothing is focused). */
export function moveFocus(columns: ColumnIds, visible: readonly GroupId[], from: string | null, direction: 'up' | 'down' | 'left' | 'right'): Position | null {
  const groups = visible.filter((group) => columns[group].length > 0);
  if (groups.length === 0) return null;
  const current = from === null ? null : groups.map((group) => ({ group, index: columns[group].indexOf(from) })).find((p) => p.index >= 0);
  if (!current) return { group: groups[0]!, index: 0 };
  const ids = columns[current.group];
  if (direction === 'up') return { group: current.group, index: Math.max(0, current.index - 1) };
  if (direction === 'down') return { group: current.group, index: Math.min(ids.length - 1, current.index + 1) };
  const at = groups.indexOf(current.group) + (direction === 'left' ? -1 : 1);
  const group = groups[Math.min(groups.length - 1, Math.max(0, at))]!;
  if (group === current.group) return current;
  return { group, index: Math.min(columns[group].length - 1, current.index) };
}
