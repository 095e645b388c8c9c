// Status warning 12 ('address updated', info): raised after the location is saved, remembered for the
// browser session, cleared when the merchant dismisses it.
import { useSyncExternalStore } from 'react';

export const ADDRESS_UPDATED_KEY = 'panel.addressUpdated';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function isAddressUpdated(): boolean {
  return storage()?.getItem(ADDRESS_UPDATED_KEY) === '1';
}

export function setAddressUpdated(value: boolean): void {
  const store = storage();
  if (value) store?.setItem(ADDRESS_UPDATED_KEY, '1');
  else store?.removeItem(ADDRESS_UPDATED_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAddressUpdated(): boolean {
  return useSyncExternalStore(subscribe, isAddressUpdated, () => false);
}
