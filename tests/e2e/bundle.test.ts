// What the login page downloads: only the entry and the login screen's chunks (not the shell or other
// screens), measured as gzip bytes of the JavaScript files Chromium actually fetched. And the public menu,
// its own entry: none of the panel's code (a shared module once pulled the panel's entry in, which then
// rendered the panel's login over the menu).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectScreen, launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const DIST = inject('staticDir');
/** Budget for the login page's JavaScript, gzip (docs/scaling.md, Static assets). */
const LOGIN_JS_BUDGET_BYTES = 200 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page JavaScript', () => {
  it('loads only the entry and the login chunks, within budget', async () => {
    const page = await newPage(browser);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}/login`);
    await expectScreen(page, 'login', '/login');
    await page.waitForLoadState('networkidle');
    const files = [...scripts].sort();
    let gzip = 0;
    let raw = 0;
    for (const file of files) {
      const content = await readFile(join(DIST, file));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    if (process.env.E2E_BUNDLE_DETAIL) for (const file of files) console.log(file, gzipSync(await readFile(join(DIST, file)), { level: 9 }).length);
    console.log(`Login: ${files.length} archivos JS, ${(raw / 1024).toFixed(1)} kB sin comprimir, ${(gzip / 1024).toFixed(1)} kB gzip`);
    const names = files.map((f) => f.split('/').pop() ?? f);
    for (const other of ['AppShell', 'OnboardingWizard', 'OrdersScreen', 'SignUpScreen', 'UpsellScreen', 'sentry']) {
      expect(names.some((name) => name.startsWith(other))).toBe(false);
    }
    expect(names.some((name) => name.startsWith('LoginScreen'))).toBe(true);
    expect(gzip).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
    await page.context().close();
  });
});

describe('public menu JavaScript', () => {
  it("loads none of the panel's entry, shell, board or antd", async () => {
    const html = await readFile(join(DIST, 'menu.html'), 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(referenced.some((name) => name.startsWith('menu-'))).toBe(true);
    for (const panelChunk of ['main-', 'boot-shell', 'boot-board', 'vendor-antd', 'vendor-redux', 'AppShell']) {
      expect(referenced.filter((name) => name.startsWith(panelChunk))).toEqual([]);
    }
  });
});
