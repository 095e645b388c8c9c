// Pairing the browser panel with the local print agent. `npm start` / `npm run agent` print a link
// ending in '#agent=<token>&agentPort=<port>'; opening it stores both in localStorage and removes
// the fragment from the address bar. The printing settings screen can also pair by hand (pair()).
import { DEFAULT_AGENT_PORT } from '@shared/ipc/contract';

export interface AgentPairing {
  token: string;
  port: number;
}

export const AGENT_TOKEN_KEY = 'panel.agent.token';
export const AGENT_PORT_KEY = 'panel.agent.port';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function validPort(value: unknown): number | null {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port <= 65_535 ? port : null;
}

export function isValidPairing(pairing: { token: string; port: number }): boolean {
  return TOKEN_PATTERN.test(pairing.token) && validPort(pairing.port) !== null;
}

/** Reads 'agent' and 'agentPort' from a URL fragment; null when the fragment carries no valid pairing. */
export function parsePairingFragment(hash: string): AgentPairing | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('agent');
  if (!token) return null;
  const port = params.has('agentPort') ? validPort(params.get('agentPort')) : DEFAULT_AGENT_PORT;
  if (port === null) return null;
  const pairing = { token, port };
  return isValidPairing(pairing) ? pairing : null;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredPairing(storage: StorageLike | null = defaultStorage()): AgentPairing | null {
  const token = storage?.getItem(AGENT_TOKEN_KEY);
  const port = validPort(storage?.getItem(AGENT_PORT_KEY));
  if (!token || port === null) return null;
  const pairing = { token, port };
  return isValidPairing(pairing) ? pairing : null;
}

const listeners = new Set<() => void>();

/** Called when this tab pairs or unpairs (other tabs are covered by the 'storage' event). */
export function onPairingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storePairing(pairing: AgentPairing, storage: StorageLike | null = defaultStorage()): void {
  if (!isValidPairing(pairing)) throw new Error('Token o puerto del agente inválido');
  storage?.setItem(AGENT_TOKEN_KEY, pairing.token);
  storage?.setItem(AGENT_PORT_KEY, String(pairing.port));
  listeners.forEach((listener) => listener());
}

export function clearPairing(storage: StorageLike | null = defaultStorage()): void {
  storage?.removeItem(AGENT_TOKEN_KEY);
  storage?.removeItem(AGENT_PORT_KEY);
  listeners.forEach((listener) => listener());
}

/**
 * Call once before the router renders (a redirect would drop the fragment). Stores a pairing found in
 * the URL fragment and removes it from the address bar so the token is not bookmarked or shared.
 */
export function capturePairingFromLocation(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> | null = typeof window === 'undefined' ? null : window.location,
  history: Pick<History, 'replaceState' | 'state'> | null = typeof window === 'undefined' ? null : window.history,
  storage: StorageLike | null = defaultStorage(),
): AgentPairing | null {
  if (!location) return null;
  const pairing = parsePairingFragment(location.hash);
  if (!pairing) return null;
  storePairing(pairing, storage);
  history?.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return pairing;
}
