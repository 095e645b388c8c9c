// Helpers for printing integration tests: temp folders and folio extraction from decoded tickets.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmulatorJob } from '../../../scripts/printer-emulator/emulator';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function folioOf(job: EmulatorJob): string | null {
  return /Pedido (\S+)/.exec(job.text)?.[1] ?? null;
}

export { waitUntil } from '../../unit/printing/wait';
