// How an app instance runs the automatic pause (AppConfig.autoPause; env AUTO_PAUSE_EVERY_MS).

/** Default evaluation period of each instance. */
export const AUTO_PAUSE_EVERY_MS = 30_000;

export interface AutoPauseOptions {
  /** Evaluation period; 0 or less runs no timers (presence on connection is still written). */
  everyMs: number;
  /** The clock of presence and evaluation (tests and the benchmark move it forward). */
  clock?: () => Date;
}
