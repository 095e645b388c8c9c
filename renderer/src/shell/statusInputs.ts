// Inputs of the status warning bar that other features report: the printer state (warnings 9–11, from the
// desktop bridge or print agent) and "address updated" (warning 12). Call the setters from anywhere.
import { useSyncExternalStore } from 'react';
import type { PrinterState } from '@shared/status-warnings';

interface StatusInputs {
  printer: PrinterState | null;
  addressUpdated: boolean;
}

let inputs: StatusInputs = { printer: null, addressUpdated: false };
const listeners = new Set<() => void>();

function update(next: Partial<StatusInputs>) {
  inputs = { ...inputs, ...next };
  listeners.forEach((listener) => listener());
}

/** Printing reports its state here; null (plain browser, no agent) shows no printer warnings. */
export function setStatusPrinterState(printer: PrinterState | null): void {
  update({ printer });
}

/** The commerce's address was just changed (info warning 12); false clears it. */
export function setAddressUpdated(addressUpdated: boolean): void {
  update({ addressUpdated });
}

export function useStatusInputs(): StatusInputs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inputs,
    () => inputs,
  );
}
