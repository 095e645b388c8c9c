// The panel hands its session to the desktop side at sign-in and takes it back at logout; it never
// asks for a ticket itself (the desktop side follows the orders, docs/printing.md).
import { describe, expect, it } from 'vitest';
import type { AutoPrintSession } from '@shared/printing';
import { apiOrigin, handOverSession, locationTokens, takeBackSession } from '../../../../renderer/src/features/orders/auto-print';

function fakeBridge(kind: 'desktop' | 'agent' | 'none') {
  const calls: [string, unknown?][] = [];
  const bridge = {
    kind,
    startAutoPrint: async (session: AutoPrintSession) => {
      calls.push(['start', session]);
      return { running: true, connected: false, commerceId: session.commerceId, since: null, stopReason: null, message: null };
    },
    stopAutoPrint: async () => {
      calls.push(['stop']);
      return { running: false, connected: false, commerceId: null, since: null, stopReason: 'signedOut' as const, message: null };
    },
  };
  return { calls, deps: { bridge: () => bridge } };
}

describe('auto-print handoff', () => {
  const session = { apiBaseUrl: 'http://127.0.0.1:3000', token: 'tok', commerceId: 'c1' };

  it.each(['desktop', 'agent'] as const)('hands the session to the %s side and takes it back', async (kind) => {
    const { calls, deps } = fakeBridge(kind);
    await expect(handOverSession(session, deps)).resolves.toBe(true);
    await takeBackSession(deps);
    expect(calls).toEqual([['start', session], ['stop']]);
  });

  it('says when the desktop side did not answer, so the panel tries again', async () => {
    const bridge = { kind: 'agent' as const, startAutoPrint: async () => Promise.reject(new Error('sin agente')), stopAutoPrint: async () => Promise.reject(new Error('sin agente')) };
    await expect(handOverSession(session, { bridge: () => bridge })).resolves.toBe(false);
  });

  it('does nothing without a desktop side', async () => {
    const { calls, deps } = fakeBridge('none');
    await handOverSession(session, deps);
    await takeBackSession(deps);
    expect(calls).toEqual([]);
  });

  it('gives the desktop side an absolute API origin', () => {
    expect(apiOrigin('', { origin: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(apiOrigin('http://api.example.mx/', { origin: 'http://localhost:8080' })).toBe('http://api.example.mx');
  });

  it('hands over every location of the account with its token (the PC picks which to print)', () => {
    expect(locationTokens(undefined)).toEqual([]);
    expect(
      locationTokens({
        accountCommerceTokens: [
          { id_comercio: 'c1', token: 'tok-1' },
          { id_comercio: 'c2', token: 'tok-2' },
        ],
      }),
    ).toEqual([
      { commerceId: 'c1', token: 'tok-1' },
      { commerceId: 'c2', token: 'tok-2' },
    ]);
  });
});
