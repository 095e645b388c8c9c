// Playwright traces of failing e2e tests, only when E2E_TRACE_DIR is set: every context newPage() opens
// records screenshots, DOM snapshots, console and network; a test that fails leaves its trace in that
// folder (open it with `npx playwright show-trace <file>`), a passing one leaves nothing. A failure seen
// only under load can then be looked at instead of guessed at (docs/architecture.md, "Tests").
// Without traces, a failing test still prints what each of its pages showed (address and visible text),
// the requests still unanswered and the last errors (console, page, failed requests), so a failure seen
// once in CI's log says where the panel was and what it was waiting for.
// A setup file of the e2e project (vitest.config.ts), so the hook below runs after every e2e test.
import type { BrowserContext, Request } from 'playwright-core';
import { afterEach } from 'vitest';

export const TRACE_DIR = process.env.E2E_TRACE_DIR;
const PAGE_TEXT_CHARS = 1_500;
const RECENT_EVENTS = 20;

/** What a context's pages asked for and complained about, for the failure print-out. */
interface ContextLog {
  pending: Map<Request, number>;
  events: string[];
}

/**
 * Contexts open now (a test that fails never reaches its own close(), so its context is still here), and
 * those of them recording a trace. Kept on globalThis: e2e files share a worker's modules, but this setup
 * file runs anew before each file, so its hook would read a fresh set while browser.ts, loaded once, fed
 * the first one.
 */
const registry = ((globalThis as { __e2eContexts?: { open: Map<BrowserContext, ContextLog>; recording: Set<BrowserContext> } }).__e2eContexts ??= {
  open: new Map(),
  recording: new Set(),
});
const { open, recording } = registry;

function logContext(context: BrowserContext): ContextLog {
  const log: ContextLog = { pending: new Map(), events: [] };
  const note = (event: string) => {
    log.events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
    if (log.events.length > RECENT_EVENTS) log.events.shift();
  };
  context.on('request', (request) => log.pending.set(request, Date.now()));
  context.on('requestfinished', (request) => log.pending.delete(request));
  context.on('requestfailed', (request) => {
    log.pending.delete(request);
    note(`petición fallida: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`consola ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  context.on('weberror', (error) => note(`error de la página: ${error.error().message.slice(0, 300)}`));
  return log;
}

/** Keeps `context` for the failure print-out, and records its trace when E2E_TRACE_DIR is set. */
export async function watchContext(context: BrowserContext): Promise<void> {
  open.set(context, logContext(context));
  context.on('close', () => open.delete(context));
  if (!TRACE_DIR) return;
  await context.tracing.start({ screenshots: true, snapshots: true });
  recording.add(context);
  context.on('close', () => recording.delete(context));
}

/** Where each page of the failed test was, what it showed, what it still waited for and its last errors. */
async function printPages(contexts: Map<BrowserContext, ContextLog>, testName: string): Promise<void> {
  for (const log of contexts.values()) {
    const now = Date.now();
    const pending = [...log.pending].map(([request, since]) => `${request.method()} ${request.url()} (hace ${now - since} ms)`);
    console.log(`[e2e falló: ${testName}] peticiones sin respuesta: ${pending.length ? pending.join(' | ') : 'ninguna'}`);
    if (log.events.length) console.log(`[e2e falló: ${testName}] últimos avisos:\n${log.events.join('\n')}`);
  }
  for (const page of [...contexts.keys()].flatMap((context) => context.pages())) {
    const text = await page
      .evaluate((max) => document.body.innerText.replace(/\s+/g, ' ').slice(0, max), PAGE_TEXT_CHARS)
      .catch((error: unknown) => `(sin texto: ${error instanceof Error ? error.message : String(error)})`);
    console.log(`[e2e falló: ${testName}] ${page.url()}\n${text}`);
  }
}

// Keeps the traces of a failed test, drops those of a passing one.
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail';
  if (failed) await printPages(new Map(open), task.name);
  const traced = [...recording];
  recording.clear();
  const name = `${task.file.name}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 140);
  await Promise.all(
    traced.map(async (context, index) => {
      await context.tracing.stop(failed ? { path: `${TRACE_DIR}/${name}-${Date.now()}-${index}.zip` } : {}).catch(() => undefined);
    }),
  );
});
