// A short counter shift (scripts/bench/shift.ts, compressed further): 40 orders through a real server,
// the print agent as its own process and the panel in Chromium, with one server restart, one agent
// restart, one panel reload, one network drop and the printers switched off once. Every order's counter
// ticket (on arrival) and kitchen ticket (on acceptance) prints exactly once. Waits are on conditions;
// the only timed parts are the shift's own pacing (arrivals, how long a printer stays off).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openShiftWorld, runShift, type ShiftWorld } from '../../../scripts/bench/shift';
import { launchTestChromium } from '../../../testkit/chromium';

let world: ShiftWorld | null = null;

beforeAll(async () => {
  // The panel this run's global setup built and copied: a build from inside Vitest once served React's
  // development build to the next run (docs/architecture.md, "Tests").
  world = await openShiftWorld(launchTestChromium, inject('staticDir'));
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('a compressed shift', () => {
  it('loses and doubles no ticket through restarts, a reload, a network drop and a printer off', { timeout: 180_000 }, async () => {
    const report = await runShift(world!, {
      orders: 40,
      durationMs: 20_000,
      serverRestarts: 1,
      agentRestarts: 1,
      panelReloads: 1,
      printerOffs: 1,
      networkDrops: 1,
      printerOffMs: 3_000,
      dropMs: 2_000,
      agentSignals: ['SIGTERM'],
      ringWaitMs: 4_000,
      settleTimeoutMs: 90_000,
    });
    expect(report.orders).toEqual({ placed: 40, placeFailures: 0, accepted: 40, acceptFailures: 0 });
    expect(report.disruptions.map((d) => d.kind).sort()).toEqual(['agentRestart', 'networkDrop', 'panelReload', 'printerOff', 'serverRestart']);
    // On failure: which trigger, which folios, what the agent knows of them and where its log is.
    for (const [trigger, tickets] of Object.entries(report.tickets.perTrigger)) {
      const context = JSON.stringify({ trigger, lostFolios: tickets.lostFolios, doubledFolios: tickets.doubledFolios, agentJobsOfLost: report.agentJobsOfLost, agentLog: report.agentLog });
      expect(tickets, context).toMatchObject({ expected: 40, printed: 40, lost: 0, doubled: 0, unexpected: 0 });
    }
    expect(report.tickets).toMatchObject({ lost: 0, doubled: 0 });
    // Accepting (here, or from another panel) silences the alarm.
    // On failure, which order kept ringing and what the panel lived through for it.
    expect(report.board.stillRingingAtEnd, JSON.stringify(report.board.ringingAtEnd, null, 1)).toBe(0);
  });
});
