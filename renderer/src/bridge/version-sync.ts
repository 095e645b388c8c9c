// Desktop version sync (electron_app_version: docs/desktop.md; messages: docs/domain.md (Textos exactos)). Design: the RENDERER does it. After login,
// it asks the bridge for the app version and saves it with PUT /v1/comercio through its own API
// (it holds the session and the full commerce the PUT sends along). Main never sees the session.
// Any failure logs out with MSG.versionSyncLogout. In a browser (agent or none) there is no app to report.
import { useEffect, useRef } from 'react';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { getDesktopBridge } from './get-bridge';

export type VersionSyncResult = 'synced' | 'unchanged' | 'skipped' | 'failed';

export interface VersionSyncDeps {
  bridge: Pick<DesktopBridge, 'kind' | 'getVersion'>;
  /** The commerce's current electron_app_version; the PUT is skipped when it already matches. */
  currentVersion?: string | null;
  /** PUT /v1/comercio with { ...commerce, electron_app_version: version }. */
  saveVersion(version: string): Promise<unknown>;
  logout(message: string): void;
}

export async function syncDesktopVersion({ bridge, currentVersion, saveVersion, logout }: VersionSyncDeps): Promise<VersionSyncResult> {
  if (bridge.kind !== 'desktop') return 'skipped';
  try {
    const version = await bridge.getVersion();
    if (currentVersion === version) return 'unchanged';
    await saveVersion(version);
    return 'synced';
  } catch {
    logout(MSG.versionSyncLogout);
    return 'failed';
  }
}

/** Runs the sync once per session (when `sessionKey` changes, e.g. the commerce id after login). */
export function useDesktopVersionSync(sessionKey: string | null, deps: Omit<VersionSyncDeps, 'bridge'>): void {
  const latest = useRef(deps);
  latest.current = deps;
  useEffect(() => {
    if (!sessionKey) return;
    void syncDesktopVersion({ bridge: getDesktopBridge(), ...latest.current });
  }, [sessionKey]);
}
