// kill -9 inside the send window (docs/printing.md, "Repeats are marked"): the print agent as its own process
// follows a real server and prints on a printer emulator over a real TCP socket. The emulator holds the
// connection open after a ticket's bytes, as a printer that never closes its side: the ticket is on paper, the
// ledger recorded its sending as started ('sent') and not yet done. The agent is killed with SIGKILL right
// then, started again on the same folders, and prints that ticket once more, with «REIMPRESIÓN» as its first
// line; every other order, including the ones placed while it was dead, prints exactly once, unmarked.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPrintSettings } from '@shared/printing';
import { jobKey } from '../../../main/services/printing/ledger';
import { TICKET_MARKS } from '../../../main/services/printing/ticket/marks';
import { startPrinterEmulator, type EmulatorJob, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { folioOf, tempDir, waitUntil } from '../printing/support';
import { startDemoServer, type DemoServer } from '../printing/desktop-session';
import { startAgentChild, type AgentChild } from './agent-child';

let root: string;
let shared: string;
let demo: DemoServer;
let printer: PrinterEmulator;
const agents: AgentChild[] = [];
/** Called with each job the emulator records (the ticket's bytes all arrived). */
let onJob: (job: EmulatorJob) => void = () => undefined;

const ticketsOf = (folio: string) => printer.jobs().filter((job) => folioOf(job) === folio);
const firstLine = (job: EmulatorJob) => job.text.split('\n').find((line) => line.trim() !== '')?.trim();

/** The ledger's records of one job key, in file order ('accept', 'sent', 'copy', 'done'). */
function ledgerRecords(key: string): string[] {
  return readFileSync(path.join(shared, 'print-jobs.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { t: string; key: string })
    .filter((record) => record.key === key)
    .map((record) => record.t);
}

async function allRecordedPrinted(agent: AgentChild, folios: string[]): Promise<boolean> {
  const printed = new Set((await agent.bridge.getRecentJobs()).filter((job) => job.state === 'printed').map((job) => job.folio));
  return folios.every((folio) => printed.has(folio));
}

beforeAll(async () => {
  root = tempDir('kill-send-window-');
  shared = path.join(root, 'shared');
  printer = await startPrinterEmulator({ port: 0, onJob: (job) => onJob(job) });
  demo = await startDemoServer(root);
  agents.push(await startAgentChild(root, 'agent', shared));
}, 240_000);

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.kill()));
  await demo?.server.close();
  await printer?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the print agent killed inside the send window', () => {
  it('prints that ticket once more, marked «REIMPRESIÓN», and every other order exactly once', { timeout: 300_000 }, async () => {
    const settings = defaultPrintSettings();
    settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: printer.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
    const { token, commerceId } = await demo.login();
    const first = agents[0]!;
    await first.bridge.saveSettings(settings);
    await first.bridge.startAutoPrint({ apiBaseUrl: demo.url, token, commerceId });
    await waitUntil(async () => (await first.bridge.getAutoPrintState()).connected, 60_000, 'agente conectado');

    // Orders before the kill print and are recorded as printed.
    const before: string[] = [];
    for (let n = 0; n < 3; n += 1) before.push((await demo.placeOrder(n)).pedido.folio);
    await waitUntil(() => allRecordedPrinted(first, before), 60_000, 'tres tickets registrados');

    // The next ticket: the printer keeps the connection, and the agent dies the moment its bytes are all in
    // (synchronously, in the emulator's callback); its transport would wait PEER_CLOSE_GRACE_MS (2 s) for the
    // printer to close before counting the ticket delivered. The ledger read below proves the timing.
    let killedAfter: string | null = null;
    onJob = (job) => {
      if (killedAfter !== null) return;
      killedAfter = folioOf(job);
      first.child.kill('SIGKILL');
    };
    printer.setHolding(true);
    const cut = await demo.placeOrder(3);
    await waitUntil(() => killedAfter !== null, 60_000, 'el ticket en la impresora');
    await first.kill();
    printer.setHolding(false);
    onJob = () => undefined;
    expect(killedAfter).toBe(cut.pedido.folio);
    // Killed inside the send window: the sending was recorded as started, not as done.
    const key = jobKey(cut.pedido.id, 'onOrderReceived', 'Printer1', commerceId);
    expect(ledgerRecords(key)).toEqual(['accept', 'sent']);

    // Orders placed while no agent runs; then the agent starts again on the same folders, by itself.
    const whileDead: string[] = [];
    for (let n = 4; n < 6; n += 1) whileDead.push((await demo.placeOrder(n)).pedido.folio);
    const second = await startAgentChild(root, 'agent', shared);
    agents.push(second);
    await waitUntil(() => ticketsOf(cut.pedido.folio).length >= 2 && whileDead.every((folio) => ticketsOf(folio).length >= 1), 90_000, 'reimpresión y pedidos perdidos');
    const after: string[] = [];
    for (let n = 6; n < 8; n += 1) after.push((await demo.placeOrder(n)).pedido.folio);
    const others = [...before, ...whileDead, ...after];
    await waitUntil(() => allRecordedPrinted(second, [cut.pedido.folio, ...whileDead, ...after]), 90_000, 'todo registrado como impreso');
    expect(ledgerRecords(key).at(-1)).toBe('done');

    const [paper, repeat] = ticketsOf(cut.pedido.folio);
    expect(ticketsOf(cut.pedido.folio)).toHaveLength(2);
    expect(firstLine(paper!)).not.toBe(TICKET_MARKS.repeat);
    expect(firstLine(repeat!)).toBe(TICKET_MARKS.repeat);
    // The repeat is the same ticket with the mark on top.
    expect(repeat!.text.slice(repeat!.text.indexOf(TICKET_MARKS.repeat) + TICKET_MARKS.repeat.length).trim()).toBe(paper!.text.trim());
    expect(others.map((folio) => ticketsOf(folio).length)).toEqual(others.map(() => 1));
    expect(others.filter((folio) => ticketsOf(folio)[0]!.text.includes(TICKET_MARKS.repeat))).toEqual([]);
    expect(printer.jobs()).toHaveLength(others.length + 2);
  });
});
