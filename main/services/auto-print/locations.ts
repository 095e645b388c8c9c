// Which locations (commerces) of the account THIS PC prints (docs/printing.md «Varias sucursales»): the choice
// made in Ajustes → Impresión, kept in the shared printing folder next to the ledger, so the desktop app and the
// print agent of this PC follow the same locations; by default (nothing chosen) the location the panel signed
// in to. Each followed location is its own session: the token the account details hand out for it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRINTER_SLOTS } from '@shared/constants';
import { isValid } from '@shared/ipc/strict';
import { printLocationsChoice } from '@shared/ipc/schemas';
import { defaultPrintLocationsChoice, type AutoPrintSession, type PrintLocationsChoice } from '@shared/printing';

export const LOCATIONS_MSG = {
  noAccess: 'Esta computadora imprime otras sucursales y esta sesión no tiene acceso a ellas: elige las sucursales en Ajustes → Impresión',
} as const;

/** Any stored value -> a valid choice; a torn or hand-edited file falls back to the defaults, field by field. */
export function normalizeLocationsChoice(value: unknown): PrintLocationsChoice {
  if (isValid(printLocationsChoice, value)) return structuredClone(value as PrintLocationsChoice);
  const result = defaultPrintLocationsChoice();
  const raw = typeof value === 'object' && value !== null ? (value as Partial<PrintLocationsChoice>) : {};
  if (isValid(printLocationsChoice, { ...result, follow: raw.follow })) result.follow = structuredClone(raw.follow ?? []);
  for (const slot of PRINTER_SLOTS) {
    const id = raw.printers?.[slot];
    if (typeof id === 'string' && id.length > 0 && id.length <= 128) result.printers[slot] = id;
  }
  return result;
}

export class PrintLocationsStore {
  private choice: PrintLocationsChoice;

  constructor(private readonly file: string) {
    this.choice = PrintLocationsStore.read(file);
  }

  private static read(file: string): PrintLocationsChoice {
    try {
      return normalizeLocationsChoice(JSON.parse(readFileSync(file, 'utf8')) as unknown);
    } catch {
      return defaultPrintLocationsChoice();
    }
  }

  /** Re-reads the file: the other process of this PC (app or agent) may have saved a choice. */
  reload(): PrintLocationsChoice {
    this.choice = PrintLocationsStore.read(this.file);
    return this.get();
  }

  get(): PrintLocationsChoice {
    return structuredClone(this.choice);
  }

  set(choice: PrintLocationsChoice): PrintLocationsChoice {
    this.choice = normalizeLocationsChoice(choice);
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.choice, null, 2)}\n`);
    renameSync(temporary, this.file);
    return this.get();
  }
}

/** Every location the handed-over session may follow, with its token (the panel's own token for its location). */
export function sessionLocations(session: AutoPrintSession): AutoPrintSession[] {
  const tokens = new Map<string, string>([[session.commerceId, session.token]]);
  for (const location of session.locations ?? []) if (!tokens.has(location.commerceId)) tokens.set(location.commerceId, location.token);
  return [...tokens].map(([commerceId, token]) => ({ apiBaseUrl: session.apiBaseUrl, token, commerceId }));
}

/**
 * The sessions this PC follows: the chosen locations the session has a token for, or the panel's location when
 * nothing is chosen. A choice the session cannot follow at all follows nothing (a PC set to another brand must
 * not start printing this one's orders because someone signed in there).
 */
export function followedSessions(session: AutoPrintSession, choice: PrintLocationsChoice): AutoPrintSession[] {
  const available = sessionLocations(session);
  if (choice.follow.length === 0) return available.filter((location) => location.commerceId === session.commerceId);
  const chosen = new Set(choice.follow.map((location) => location.id));
  return available.filter((location) => chosen.has(location.commerceId));
}

/** A printer prints an event of `commerceId` when it is set to no location or to that one. */
export function printerServes(choice: PrintLocationsChoice, slot: keyof PrintLocationsChoice['printers'], commerceId: string): boolean {
  const location = choice.printers[slot];
  return location === null || location === commerceId;
}

/** The commerce endpoint every signed-in session may read (server/src/routes/v1/commerce.ts). */
export const COMMERCE_PATH = '/v1/comercio';

/**
 * The name of a location not followed yet (the settings screen lists it), read with that location's own token.
 * Null when it cannot be read now (offline, token refused).
 */
export async function fetchLocationName(session: AutoPrintSession, fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn(`${session.apiBaseUrl.replace(/\/$/, '')}${COMMERCE_PATH}`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.commerceId } });
    if (!response.ok) return null;
    const commerce = (await response.json()) as { nombre?: unknown };
    return typeof commerce.nombre === 'string' ? commerce.nombre : null;
  } catch {
    return null;
  }
}
