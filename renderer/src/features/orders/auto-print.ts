// Automatic printing (module IMPRESION_AUTOMATICA) is done by the desktop side (Electron main process or
// the print agent), which follows the orders itself (docs/printing.md). The panel only hands over its
// session at sign-in and takes it back at logout; it never asks for a ticket by itself, so reloading
// or closing the page neither stops printing nor prints anything. The session carries every location of the
// account with its token (`accountCommerceTokens`): which of them THIS PC prints is chosen in Ajustes → Impresión
// and kept on the desktop side; the panel's location switcher changes what the screens show, not that.
import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { ticketCommerce as sharedTicketCommerce, type AutoPrintLocationToken, type AutoPrintSession } from '@shared/printing';
import type { AccountDetails } from '@shared/types/account';
import type { DesktopBridge } from '@shared/ipc/contract';
import { selectSession } from '../../app/session';
import type { AppStore } from '../../app/store';
import { getDesktopBridge } from '../../bridge';
import { useAccount } from '../../app/access';

/** The ticket header of a commerce (one mapping, shared with the server). */
export const ticketCommerce = sharedTicketCommerce;

/** The API origin as the desktop side must call it (the panel may use its own origin). */
export function apiOrigin(apiBaseUrl: string, location: { origin: string } | undefined = globalThis.location): string {
  return apiBaseUrl.replace(/\/$/, '') || (location?.origin ?? '');
}

export interface HandoffDeps {
  bridge(): Pick<DesktopBridge, 'kind' | 'startAutoPrint' | 'stopAutoPrint'>;
}

/**
 * Hands the session to the desktop side (idempotent there: the same session changes nothing).
 * False when the desktop side did not answer (agent not running yet): the caller tries again.
 */
export async function handOverSession(session: AutoPrintSession, deps: HandoffDeps = { bridge: getDesktopBridge }): Promise<boolean> {
  const bridge = deps.bridge();
  if (bridge.kind === 'none') return true;
  return bridge.startAutoPrint(session).then(
    () => true,
    () => false,
  );
}

/** The account's locations as the desktop side takes them (one token per location the user may use). */
export function locationTokens(account: Pick<AccountDetails, 'accountCommerceTokens'> | undefined): AutoPrintLocationToken[] {
  return (account?.accountCommerceTokens ?? []).map((entry) => ({ commerceId: entry.id_comercio, token: entry.token }));
}

/** While the desktop side does not answer, the handoff is tried again this often. */
export const HANDOFF_RETRY_MS = 10_000;

export async function takeBackSession(deps: HandoffDeps = { bridge: getDesktopBridge }): Promise<void> {
  const bridge = deps.bridge();
  if (bridge.kind === 'none') return;
  await bridge.stopAutoPrint().catch(() => undefined);
}

/**
 * Mounted with the signed-in shell: hands over the session while the module is on, and takes it back
 * on logout (seen in the store before the shell unmounts) or when the module goes away. `enabled` is
 * null while the account is not known yet (a reload, a refetch): that changes nothing on the desktop
 * side, which keeps following the orders with the session it has.
 */
export function useAutoPrintHandoff(apiBaseUrl: string, enabled: boolean | null): void {
  const store = useStore() as AppStore;
  const session = selectSession(store.getState());
  const token = session?.token ?? null;
  const commerceId = session?.id_comercio ?? null;
  const account = useAccount();
  // A string, so a refetch of the account with the same locations hands nothing over again.
  const locationsKey = useMemo(() => JSON.stringify(locationTokens(account)), [account]);
  useEffect(() => {
    if (!token || !commerceId || enabled === null) return;
    if (!enabled) {
      void takeBackSession();
      return;
    }
    let signedIn = true;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const handOver = () => {
      retry = null;
      const locations = JSON.parse(locationsKey) as AutoPrintLocationToken[];
      void handOverSession({ apiBaseUrl: apiOrigin(apiBaseUrl), token, commerceId, ...(locations.length > 0 ? { locations } : {}) }).then((done) => {
        if (!done && signedIn) retry = setTimeout(handOver, HANDOFF_RETRY_MS);
      });
    };
    handOver();
    const unsubscribe = store.subscribe(() => {
      if (signedIn && !selectSession(store.getState())) {
        signedIn = false;
        void takeBackSession();
      }
    });
    return () => {
      signedIn = false;
      if (retry) clearTimeout(retry);
      unsubscribe();
    };
  }, [store, apiBaseUrl, enabled, token, commerceId, locationsKey]);
}
