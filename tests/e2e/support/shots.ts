// Screenshots for looking at layouts, taken only when E2E_SHOTS_DIR is set. Before the picture the page
// settles: it waits for running animations (drawers, menus) to finish instead of sleeping a fixed time.
import type { Page } from 'playwright-core';

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * Resolves once no finite CSS/Web animation is running or waiting to run (spinners loop forever and are
 * ignored). A paused one counts as moving: antd's motions sit paused a moment before they play.
 */
export async function settle(page: Page, timeout = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
          return iterations === Infinity || animation.playState === 'finished' || animation.playState === 'idle';
        }),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS_DIR) return;
  await settle(page);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}
