// The follower's live channel is Node's `ws` (Electron has no WebSocket in the main process), and Node trusts
// only its bundled CA list: behind an HTTPS-scanning antivirus (ESET, Kaspersky, Avast) or a company proxy the
// certificate it sees is signed by a root that lives in the Windows / macOS store. The fuse that disables
// NODE_OPTIONS also takes NODE_EXTRA_CA_CERTS and --use-system-ca away, so the system store is added here, at
// start-up: tls.getCACertificates('system') (Node 22.15 / 23.10) and tls.setDefaultCACertificates (Node 22.19 /
// 24.5; Electron 41 ships Node 24). HTTP requests go through net.fetch, Chromium's stack, which already
// uses the system store and proxy.
import tls from 'node:tls';

export interface TlsCertificateStore {
  getCACertificates?: (type: 'default' | 'system' | 'bundled' | 'extra') => string[];
  setDefaultCACertificates?: (certificates: string[]) => void;
}

/** Adds the OS's trusted roots to Node's default CA list; false when this Node cannot (then nothing changes). */
export function trustSystemCertificates(store: TlsCertificateStore = tls as TlsCertificateStore, log: (message: string) => void = () => undefined): boolean {
  if (typeof store.getCACertificates !== 'function' || typeof store.setDefaultCACertificates !== 'function') return false;
  try {
    const current = store.getCACertificates('default');
    const system = store.getCACertificates('system');
    store.setDefaultCACertificates([...new Set([...current, ...system])]);
    return true;
  } catch (error) {
    log(`[desktop] no se pudieron leer los certificados del sistema: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
