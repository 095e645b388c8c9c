// Which Chromium the tests and benchmarks drive, and with which flags: one definition for all of them.
// Playwright is loaded when a browser is launched, not with the paths: the preflight at the start of every
// `npm test` reads TEST_CHROMIUM_PATH, and loading playwright-core there cost 0.3 s of its 0.9.
import type { Browser } from 'playwright-core';

/** No sandbox (CI runs as root), no GPU, and none of the background traffic a test machine cannot reach. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Tests drive Chromium's headless shell (Debian package chromium-headless-shell, the same engine and version
 * as the chromium package, and what Playwright itself runs for headless tests). The full browser's headless
 * mode carries its whole browser UI: the e2e phase used 581 CPU-s with it and 440 with the shell, on a
 * machine whose two cores Chromium keeps busy (docs/architecture.md, "Tests").
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** Benchmarks measure the full browser, the closest to the desktop app's window. */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Tests only: V8 without its optimizing compilers (Maglev, TurboFan). A test page lives a few seconds, too
 * short for optimized code to pay back the background threads that compile it: a panel load followed by four
 * screens cost 2.18 CPU-s against 2.40 (6 loads, two rounds each), for the same main-thread script time.
 * Benchmarks keep the engine as users run it.
 */
export const TEST_ONLY_ARGS = ['--js-flags=--no-opt --no-maglev'];

async function launchChromium(executablePath: string, extraArgs: readonly string[] = []): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export function launchTestChromium(): Promise<Browser> {
  return launchChromium(TEST_CHROMIUM_PATH, TEST_ONLY_ARGS);
}

export function launchFullChromium(): Promise<Browser> {
  return launchChromium(FULL_CHROMIUM_PATH);
}
