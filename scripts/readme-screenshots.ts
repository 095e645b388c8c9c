// `npx tsx scripts/readme-screenshots.ts`: the README's screenshots (docs/img/*.png), taken from the demo
// commerce. Starts the server and the print agent on a temporary DATA_DIR (removed at the end), places a few
// orders through the public API, drives /usr/bin/chromium with playwright-core and writes, compressed with
// sharp: the board and the kitchen screen at 1280 px, the ticket preview of Ajustes → Impresión, the public menu
// on a 390 px phone and the order history at 1280 px. Uses the panel already built in dist/renderer (`npm start`
// builds it) and writes nothing outside docs/img and the temporary folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const OUT_DIR = resolve(import.meta.dirname, '..', 'docs', 'img');
const DEMO = { email: 'demo@ejemplo.mx', password: 'demo1234', idPath: 'taqueria-el-buen-taco' };
const MAX_BYTES = 200 * 1024;

if ((await import('./lib/build-panel')).panelBuildIsStale()) {
  console.error('El panel compilado (dist/renderer) falta o es anterior al código: ejecute npm start una vez para compilarlo.');
  process.exit(1);
}
const dataDir = await mkdtemp(join(tmpdir(), 'panel-readme-'));
// The agent's shared folder defaults to the user's home: keep it in the temporary folder too.
process.env.PANEL_PRINT_SHARED_DIR = join(dataDir, 'impresion');
process.env.PUBLIC_LIMITS = 'off';

const { default: sharp } = await import('sharp');
const { chromium } = await import('playwright-core');
const { startServer } = await import('../server/src/start-server');
const { startAgentProcess } = await import('../main/agent-process');
const { PANEL_DIST } = await import('./lib/build-panel');
const { runSimulation } = await import('./simulate');

async function save(name: string, png: Buffer, width: number): Promise<void> {
  let colours = 256;
  let out = await sharp(png).resize({ width, withoutEnlargement: true }).png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer();
  while (out.length > MAX_BYTES && colours > 32) {
    colours /= 2;
    out = await sharp(png).resize({ width, withoutEnlargement: true }).png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer();
  }
  await writeFile(join(OUT_DIR, name), out);
  console.log(`docs/img/${name}: ${Math.round(out.length / 1024)} KB`);
}

const server = await startServer({ port: 0, dataDir, staticDir: PANEL_DIST, seedDemo: true, logger: false });
const baseUrl = server.url.replace('127.0.0.1', 'localhost');
const agent = await startAgentProcess({ dataDir: join(dataDir, 'agent'), panelOrigin: new URL(baseUrl).origin, port: 0 });
const pairing = `#agent=${agent.token}&agentPort=${agent.port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

try {
  await mkdir(OUT_DIR, { recursive: true });
  // The panel at 1280 px: log in, close the demo's announcement, then each screen.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await desk.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico o usuario').fill(DEMO.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const closeDialogs = async () => {
    await page.waitForTimeout(1_500);
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
    }
  };

  await page.goto(`${baseUrl}/historial-pedidos${pairing}`);
  await page.getByRole('row').nth(3).waitFor({ timeout: 30_000 });
  await closeDialogs();
  await save('historial.png', await page.screenshot(), 1280);

  const placed = await runSimulation({ url: baseUrl, commerce: DEMO.idPath, rate: 4, durationSeconds: 2, seed: 7 });
  if (placed.ok === 0) throw new Error(`No se pudo hacer ningún pedido: ${JSON.stringify(placed.errors)}`);

  await page.goto(`${baseUrl}/control-pedidos${pairing}`);
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  await closeDialogs();
  await page.mouse.click(1, 400); // the first click unlocks the alarm's sound and takes its notice away
  // Accept the three oldest new orders (15 min) and mark the first one ready, so every column shows cards.
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('board-column-new').getByTestId('accept-order').first().click();
    await page.getByTestId('prep-15').click();
    await page.waitForTimeout(1_500);
  }
  await page.getByTestId('board-column-preparing').getByTestId('next-status').first().click();
  await page.waitForTimeout(1_500);
  // The focus followed the cards and scrolled the screen: back to the top, the focus off the cards.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const element of document.querySelectorAll('*')) if (element.scrollTop > 0) element.scrollTop = 0;
  });
  await page.waitForTimeout(1_000);
  await save('tablero.png', await page.screenshot(), 1280);

  // The kitchen screen with the orders just accepted.
  await page.goto(`${baseUrl}/cocina${pairing}`);
  await page.getByTestId('kitchen-ticket').first().waitFor({ timeout: 30_000 });
  await closeDialogs();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await save('cocina.png', await page.screenshot(), 1280);

  // The ticket preview at twice the pixels, so the README can show it at its real width and still sharp.
  const sharp2 = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, locale: 'es-MX', timezoneId: 'America/Mexico_City', storageState: await desk.storageState() });
  await desk.close();
  const settings = await sharp2.newPage();
  await settings.goto(`${baseUrl}/ajustes${pairing}`);
  const preview = settings.getByTestId('ticket-preview-paper').first();
  await preview.waitFor({ timeout: 30_000 });
  await settings.waitForTimeout(1_500);
  for (let i = 0; i < 3 && (await settings.getByRole('dialog').count()) > 0; i += 1) await settings.keyboard.press('Escape');
  await preview.scrollIntoViewIfNeeded();
  await settings.waitForTimeout(1_500);
  await save('ticket.png', await preview.screenshot(), 560);
  await sharp2.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
  const menu = await phone.newPage();
  await menu.goto(`${baseUrl}/m/${DEMO.idPath}`);
  await menu.getByTestId('public-product').first().waitFor({ timeout: 30_000 });
  await menu.waitForTimeout(1_500);
  await save('menu-telefono.png', await menu.screenshot(), 390);
  await phone.close();
} finally {
  await browser.close();
  await agent.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
