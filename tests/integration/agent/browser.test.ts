// The panel's bridge client in real Chromium against the real agent: the browser WebSocket carries
// the pairing token as a subprotocol, the agent checks the page's Origin, and the pairing link's
// fragment is captured, stored and removed from the address bar.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchTestChromium } from '../../../testkit/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { startAgent, type AgentHandle } from '../../../main/agent';

const root = path.resolve(import.meta.dirname, '../../..');
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let browser: Browser;
let pageServer: Server;
let otherServer: Server;
let panelOrigin: string;
let otherOrigin: string;
let agent: AgentHandle;
let dataDir: string;

async function bundleBridge(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import * as bridge from './renderer/src/bridge/get-bridge'; import * as pairing from './renderer/src/bridge/pairing'; Object.assign(window, { bridge, pairing });",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  return result.outputFiles[0]!.text;
}

beforeAll(async () => {
  const script = await bundleBridge();
  const servePage = (): Server =>
    createServer((request, response) => {
      if (request.url?.startsWith('/bridge.js')) {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Panel</title><script src="/bridge.js"></script>');
    });
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  pageServer = servePage();
  panelOrigin = await listen(pageServer);
  // The same page on another port is another origin, for the browser and for the agent.
  otherServer = servePage();
  otherOrigin = await listen(otherServer);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-browser-'));
  agent = await startAgent({ port: 0, panelOrigin, dataDir, log: quietLog, env: {} });
  browser = await launchTestChromium();
});

afterAll(async () => {
  await browser?.close();
  await agent?.close();
  await Promise.all([pageServer, otherServer].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await rm(dataDir, { recursive: true, force: true });
});

describe('bridge client in Chromium', () => {
  it('pairs from the link npm start prints and talks to the agent', async () => {
    const page = await browser.newPage();
    await page.goto(agent.pairingLink(`${panelOrigin}/control-pedidos`));
    const outcome = await page.evaluate(async () => {
      const scope = window as unknown as { bridge: { getDesktopBridge(): { kind: string; getInfo(): Promise<{ agent: boolean }>; getSettings(): Promise<Record<string, unknown>> } } };
      const bridge = scope.bridge.getDesktopBridge();
      const info = await bridge.getInfo();
      const settings = await bridge.getSettings();
      return { kind: bridge.kind, agent: info.agent, slots: Object.keys(settings), hash: location.hash, path: location.pathname };
    });
    expect(outcome).toEqual({ kind: 'agent', agent: true, slots: ['Printer1', 'Printer2', 'Printer3'], hash: '', path: '/control-pedidos' });
    expect(await page.evaluate(() => localStorage.getItem('panel.agent.token'))).toBe(agent.token);
    await page.close();
  });

  it("answers 'Electron is not available...' on a page from another origin, even with the token", async () => {
    const page = await browser.newPage();
    await page.goto(agent.pairingLink(otherOrigin));
    const message = await page.evaluate(async () => {
      const scope = window as unknown as { bridge: { getDesktopBridge(): { getSettings(): Promise<unknown> } } };
      return scope.bridge.getDesktopBridge().getSettings().then(
        () => 'answered',
        (error: Error) => error.message,
      );
    });
    expect(message).toBe(MSG.electronNotAvailable);
    await page.close();
  });

  it("answers 'Electron is not available...' when the browser was never paired", async () => {
    const page = await browser.newPage();
    await page.goto(`${panelOrigin}/ajustes`);
    const result = await page.evaluate(async () => {
      const scope = window as unknown as { bridge: { getDesktopBridge(): { kind: string; listPrinters(): Promise<unknown> } } };
      const bridge = scope.bridge.getDesktopBridge();
      return { kind: bridge.kind, message: await bridge.listPrinters().then(() => 'answered', (error: Error) => error.message) };
    });
    expect(result).toEqual({ kind: 'none', message: MSG.electronNotAvailable });
    await page.close();
  });
});
