// Keyboard 'subir' / 'bajar' moves of an ordered list.
/** Moves the item at `from` by `delta` places, clamped to the list. */
export function moveBy<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + delta));
  const next = [...items];
  if (to === from) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
