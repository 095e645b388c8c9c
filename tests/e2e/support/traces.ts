// Playwright traces of failing e2e tests, only when E2E_TRACE_DIR is set: every context newPage() opens
// records screenshots, DOM snapshots, console and network; a test that fails leaves its trace in that
// folder (open it with `npx playwright show-trace <file>`), a passing one leaves nothing. A failure seen
// only under load can then be looked at instead of guessed at (docs/architecture.md, "Tests").
// A setup file of the e2e project (vitest.config.ts), so the hook below runs after every e2e test.
import type { BrowserContext } from 'playwright-core';
import { afterEach } from 'vitest';

export const TRACE_DIR = process.env.E2E_TRACE_DIR;

/** Contexts recording now: a test that fails never reaches its own close(), so its context is still here. */
const recording = new Set<BrowserContext>();

export async function startTrace(context: BrowserContext): Promise<void> {
  if (!TRACE_DIR) return;
  await context.tracing.start({ screenshots: true, snapshots: true });
  recording.add(context);
  context.on('close', () => recording.delete(context));
}

// Keeps the traces of a failed test, drops those of a passing one.
afterEach(async ({ task }) => {
  const contexts = [...recording];
  recording.clear();
  const failed = task.result?.state === 'fail';
  const name = `${task.file.name}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 140);
  await Promise.all(
    contexts.map(async (context, index) => {
      await context.tracing.stop(failed ? { path: `${TRACE_DIR}/${name}-${Date.now()}-${index}.zip` } : {}).catch(() => undefined);
    }),
  );
});
