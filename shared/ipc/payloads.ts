// What the bridge carries besides the printing types of shared/printing.ts: the inputs of a few channels and
// what the desktop shell tells the panel about itself.
import type { PrinterSlot } from '../constants';
import type { PrinterSettings } from '../printer-settings';
import type { TicketCommerce } from '../printing';
import type { OrderDetail } from '../types/order';

export interface PrintOrderInput {
  order: OrderDetail;
  commerce: TicketCommerce;
  slot?: PrinterSlot;
  reprint?: boolean;
}

export interface PreviewInput {
  order: OrderDetail;
  commerce: TicketCommerce;
  slot: PrinterSlot;
  /** Unsaved settings of that printer, for the live preview; default the saved ones. */
  settings?: PrinterSettings;
}

export interface NotifyInput {
  title: string;
  body: string;
}

/**
 * What became of a system notification: 'clicked' (the panel then opens what it announced), 'expired'
 * (dismissed, not clicked within the wait, or the system could not show it) or 'unsupported' (no
 * notifications here).
 */
export type NotifyOutcome = 'clicked' | 'expired' | 'unsupported';

/**
 * How long a notification's click still reaches the panel. Windows keeps a notification in the Action Center
 * after its toast timed out (a 'close' event), where a cashier may click it minutes later, so only a person's
 * dismissal ends the wait early; an hour ends it for good, and the desktop app then takes the notification away.
 */
export const NOTIFICATION_CLICK_WAIT_MS = 60 * 60_000;

export type UpdateCheckResult =
  | { status: 'disabled'; message: string }
  | { status: 'up-to-date'; version: string }
  | { status: 'available'; version: string }
  | { status: 'error'; message: string };

/** Desktop app update, as the panel shows it ("Reiniciar para actualizar" once 'ready'). */
export type DesktopUpdateState =
  | { status: 'disabled'; message: string }
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'downloading'; version: string | null; percent: number }
  | { status: 'ready'; version: string; restartRequested: boolean }
  | { status: 'error'; message: string };

/** What the desktop shell tells the panel about itself (Ajustes and the status bar). */
export interface DesktopState {
  update: DesktopUpdateState;
  startAtLogin: boolean;
  startAtLoginSupported: boolean;
  /** Start-up problems the cashier should know about (e.g. settings reset after a corrupt file). */
  warnings: string[];
}

/** Who answers the bridge: the Electron app, the print agent, or nobody. */
export type BridgeKind = 'desktop' | 'agent' | 'none';

export interface AppInfo {
  platform: string;
  /** True only inside the Electron app. */
  isDesktop: boolean;
  /** True when the answers come from the print agent (panel open in a browser). */
  agent: boolean;
  version: string;
}
