// A cheap counter of board card renders, read by the board benchmark (scripts/bench/board.ts) and the
// render-count unit test: "how many cards did this event render?" (docs/board.md).
export interface BoardRenderStats {
  cardRenders: number;
}

const holder = globalThis as typeof globalThis & { __panelBoardStats?: BoardRenderStats };

export function boardRenderStats(): BoardRenderStats {
  holder.__panelBoardStats ??= { cardRenders: 0 };
  return holder.__panelBoardStats;
}

/** Called once per card render (a plain increment; nothing else). */
export function countCardRender(): void {
  boardRenderStats().cardRenders += 1;
}
