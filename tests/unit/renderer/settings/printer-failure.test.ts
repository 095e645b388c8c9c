// The printer banner's reading of the agent's recent jobs: a ticket that failed and has not printed yet is
// waiting; printed ones and jobs that never failed are not a failure.
import { describe, expect, it } from 'vitest';
import type { PrintJobSummary } from '@shared/printing';
import { printFailure } from '../../../../renderer/src/features/settings/printing/PrinterFailureBanner';

const job = (key: string, state: PrintJobSummary['state'], error: string | null): PrintJobSummary => ({
  key,
  orderId: key,
  folio: `F-${key}`,
  trigger: 'onOrderReceived',
  slot: 'Printer1',
  state,
  error,
  acceptedAt: '2026-12-04T20:00:00.000Z',
  updatedAt: '2026-12-04T20:00:01.000Z',
});

describe('printFailure', () => {
  it('counts the tickets not printed once one has failed', () => {
    expect(printFailure([])).toBeNull();
    expect(printFailure([job('a', 'printed', null), job('b', 'waiting', null)])).toBeNull();
    expect(printFailure([job('a', 'failed', 'connect ECONNREFUSED'), job('b', 'waiting', null), job('c', 'printed', null)])).toEqual({ waiting: 2, error: 'connect ECONNREFUSED' });
    expect(printFailure([job('a', 'printed', null)])).toBeNull();
  });
});
