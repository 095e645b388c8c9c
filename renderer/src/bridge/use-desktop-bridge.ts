// React view of the bridge for the printing settings screen: which side answers (desktop | agent |
// none), whether the agent actually responds, and pairing by hand.
import { useCallback, useEffect, useState } from 'react';
import type { AppInfo, DesktopBridge } from '@shared/ipc/contract';
import { getDesktopBridge } from './get-bridge';
import { clearPairing, onPairingChange, readStoredPairing, storePairing, type AgentPairing } from './pairing';

export type BridgeAvailability = 'desktop' | 'agent' | 'none';

export interface DesktopBridgeState {
  /** 'agent' only once the paired agent has answered; a paired but silent agent is 'none'. */
  availability: BridgeAvailability;
  checking: boolean;
  bridge: DesktopBridge;
  info: AppInfo | null;
  pairing: AgentPairing | null;
  pair(pairing: AgentPairing): void;
  unpair(): void;
  refresh(): void;
}

export function useDesktopBridge(): DesktopBridgeState {
  const [revision, setRevision] = useState(0);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [checking, setChecking] = useState(true);
  const bridge = getDesktopBridge();
  const refresh = useCallback(() => setRevision((value) => value + 1), []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('panel.agent.')) refresh();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = onPairingChange(refresh);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [refresh]);

  useEffect(() => {
    let active = true;
    setChecking(true);
    getDesktopBridge()
      .getInfo()
      .then(
        (next) => active && setInfo(next),
        () => active && setInfo(null),
      )
      .finally(() => active && setChecking(false));
    return () => {
      active = false;
    };
  }, [revision]);

  const availability: BridgeAvailability = bridge.kind === 'desktop' ? 'desktop' : bridge.kind === 'agent' && info?.agent ? 'agent' : 'none';
  return {
    availability,
    checking,
    bridge,
    info,
    pairing: readStoredPairing(),
    pair: storePairing,
    unpair: clearPairing,
    refresh,
  };
}
