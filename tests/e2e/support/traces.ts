// Playwright traces of failing e2e tests, only when E2E_TRACE_DIR is set: every context newPage() opens
// records screenshots, DOM snapshots, console and network; a test that fails leaves its trace in that
// folder (open it with `npx playwright show-trace <file>`), a passing one leaves nothing. A failure seen
// only under load can then be looked at instead of guessed at (docs/architecture.md, "Tests").
// Without traces, a failing test still prints what each of its pages showed (address and visible text),
// the requests still unanswered, the last errors (console, page, failed requests) and the page's last
// pointer events and layout shifts (page-events.ts), so a failure seen once in CI's log says where the
// panel was, what it was waiting for and where its last clicks landed.
// A setup file of the e2e project (vitest.config.ts), so the hook below runs after every e2e test.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach } from 'vitest';
import { recordEvents } from './page-events';

export const TRACE_DIR = process.env.E2E_TRACE_DIR;
const PAGE_TEXT_CHARS = 1_500;
const RECENT_EVENTS = 20;

/** What a context's pages asked for and complained about, for the failure print-out. */
interface ContextLog {
  pending: Map<Request, number>;
  events: string[];
}

/** A context the test closed itself (a `finally`), as it was just before: a failure still says where it was. */
interface ClosedContext {
  log: ContextLog;
  pages: { url: string; text: string }[];
}

/**
 * Contexts open now, those the running test closed itself (with where their pages were), and those
 * recording a trace. Kept on globalThis: e2e files share a worker's modules, but this setup
 * file runs anew before each file, so its hook would read a fresh set while browser.ts, loaded once, fed
 * the first one.
 */
interface ContextRegistry {
  open: Map<BrowserContext, ContextLog>;
  closed: ClosedContext[];
  recording: Set<BrowserContext>;
}
const registry: ContextRegistry = ((globalThis as { __e2eContexts?: ContextRegistry }).__e2eContexts ??= { open: new Map(), closed: [], recording: new Set() });
const { open, closed, recording } = registry;

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

/**
 * The page's visible text and its last recorded events (page-events.ts); never holds a close up for long
 * (a busy or stuck page answers with a note).
 */
async function pageText(page: Page): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('(sin texto: la página no respondió en 2 s)'), 2_000)));
  const text = page
    .evaluate((max) => {
      const events = (window as unknown as { __e2eEvents?: string[] }).__e2eEvents ?? [];
      const shown = document.body.innerText.replace(/\s+/g, ' ').slice(0, max);
      return events.length ? `${shown}\núltimos eventos de la página:\n${events.join('\n')}` : shown;
    }, PAGE_TEXT_CHARS)
    .catch((error: unknown) => `(sin texto: ${error instanceof Error ? error.message : String(error)})`);
  try {
    return await Promise.race([text, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps `context` for the failure print-out, and records its trace when E2E_TRACE_DIR is set. A test that
 * closes its context in a `finally` closes it before the print-out runs: close() first notes where each of
 * its pages was (one evaluate a page), kept until the test ends.
 */
export async function watchContext(context: BrowserContext): Promise<void> {
  const log = logContext(context);
  await recordEvents(context);
  open.set(context, log);
  context.on('close', () => open.delete(context));
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (open.has(context)) closed.push({ log, pages: await Promise.all(context.pages().map(async (page) => ({ url: page.url(), text: await pageText(page) }))) });
    return close(options);
  };
  if (!TRACE_DIR) return;
  await context.tracing.start({ screenshots: true, snapshots: true });
  recording.add(context);
  context.on('close', () => recording.delete(context));
}

/** Where each page of the failed test was, what it showed, what it still waited for and its last errors. */
async function printPages(contexts: Map<BrowserContext, ContextLog>, closedByTest: ClosedContext[], testName: string): Promise<void> {
  for (const log of [...contexts.values(), ...closedByTest.map((context) => context.log)]) {
    const now = Date.now();
    const pending = [...log.pending].map(([request, since]) => `${request.method()} ${request.url()} (hace ${now - since} ms)`);
    console.log(`[e2e falló: ${testName}] peticiones sin respuesta: ${pending.length ? pending.join(' | ') : 'ninguna'}`);
    if (log.events.length) console.log(`[e2e falló: ${testName}] últimos avisos:\n${log.events.join('\n')}`);
  }
  for (const { url, text } of closedByTest.flatMap((context) => context.pages)) console.log(`[e2e falló: ${testName}] ${url} (al cerrarse)\n${text}`);
  for (const page of [...contexts.keys()].flatMap((context) => context.pages())) console.log(`[e2e falló: ${testName}] ${page.url()}\n${await pageText(page)}`);
}

// Keeps the traces of a failed test, drops those of a passing one.
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail';
  const closedByTest = closed.splice(0);
  if (failed) await printPages(new Map(open), closedByTest, task.name);
  const traced = [...recording];
  recording.clear();
  const name = `${task.file.name}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 140);
  await Promise.all(
    traced.map(async (context, index) => {
      await context.tracing.stop(failed ? { path: `${TRACE_DIR}/${name}-${Date.now()}-${index}.zip` } : {}).catch(() => undefined);
    }),
  );
});
