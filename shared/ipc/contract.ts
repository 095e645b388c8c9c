// The desktop bridge contract: ONE typed map channel -> { args, result }.
// Electron main (through preload), the print agent (loopback websocket) and the panel's bridge
// client all derive their types from this map, so a channel cannot drift between them.
import type { PrinterSlot } from '../constants';
import type {
  AutoPrintSession,
  AutoPrintState,
  BillTicketInput,
  CashCloseTicketInput,
  DiscoveredPrinter,
  PaymentReceiptInput,
  PrintJobSummary,
  PrintResult,
  PrintSettings,
  PrinterSettings,
  PrinterStatus,
  TicketCommerce,
} from '../printing';
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

export interface IpcContract {
  'printing:listPrinters': { args: []; result: DiscoveredPrinter[] };
  'printing:probeNetworkPrinter': { args: [host: string, port: number]; result: boolean };
  'printing:getSettings': { args: []; result: PrintSettings };
  'printing:saveSettings': { args: [settings: PrintSettings]; result: PrintSettings };
  'printing:getStatus': { args: []; result: PrinterStatus[] };
  'printing:printOrder': { args: [input: PrintOrderInput]; result: PrintResult };
  'printing:printTestPage': { args: [slot: PrinterSlot, commerce: TicketCommerce, settings?: PrinterSettings]; result: PrintResult };
  'printing:renderPreviewHtml': { args: [input: PreviewInput]; result: string };
  'printing:printBill': { args: [input: BillTicketInput]; result: PrintResult };
  'printing:printReceipt': { args: [input: PaymentReceiptInput]; result: PrintResult };
  'printing:printCashClose': { args: [input: CashCloseTicketInput]; result: PrintResult };
  'printing:startAutoPrint': { args: [session: AutoPrintSession]; result: AutoPrintState };
  'printing:stopAutoPrint': { args: []; result: AutoPrintState };
  'printing:getAutoPrintState': { args: []; result: AutoPrintState };
  'printing:getRecentJobs': { args: []; result: PrintJobSummary[] };
  'printing:retryWaitingJobs': { args: []; result: void };
  'app:getVersion': { args: []; result: string };
  'app:checkForUpdates': { args: []; result: UpdateCheckResult };
  'app:openExternal': { args: [url: string]; result: void };
  'app:notify': { args: [input: NotifyInput]; result: NotifyOutcome };
  'app:setBadgeCount': { args: [count: number]; result: void };
  'app:getInfo': { args: []; result: AppInfo };
  'app:getDesktopState': { args: []; result: DesktopState };
  'app:restartToUpdate': { args: []; result: DesktopState };
  'app:setStartAtLogin': { args: [enabled: boolean]; result: DesktopState };
  'app:setCommerceOpen': { args: [open: boolean]; result: void };
}

export type Channel = keyof IpcContract;
export type ChannelArgs<C extends Channel> = IpcContract[C]['args'];
export type ChannelResult<C extends Channel> = IpcContract[C]['result'];

/** Every channel, in a fixed order (the runtime twin of `Channel`). */
export const CHANNELS = [
  'printing:listPrinters',
  'printing:probeNetworkPrinter',
  'printing:getSettings',
  'printing:saveSettings',
  'printing:getStatus',
  'printing:printOrder',
  'printing:printTestPage',
  'printing:renderPreviewHtml',
  'printing:printBill',
  'printing:printReceipt',
  'printing:printCashClose',
  'printing:startAutoPrint',
  'printing:stopAutoPrint',
  'printing:getAutoPrintState',
  'printing:getRecentJobs',
  'printing:retryWaitingJobs',
  'app:getVersion',
  'app:checkForUpdates',
  'app:openExternal',
  'app:notify',
  'app:setBadgeCount',
  'app:getInfo',
  'app:getDesktopState',
  'app:restartToUpdate',
  'app:setStartAtLogin',
  'app:setCommerceOpen',
] as const satisfies readonly Channel[];

/**
 * The one message main sends the panel (webContents.send), outside the invoke channels: the computer woke from
 * sleep. The preload turns it into a window 'online' event, on which the panel reconnects its live channel.
 */
export const SYSTEM_RESUMED_MESSAGE = 'desktop:system-resumed';

// Compile-time proof that CHANNELS lists every channel of the contract.
type MissingChannels = Exclude<Channel, (typeof CHANNELS)[number]>;
const _allChannelsListed: MissingChannels extends never ? true : never = true;
void _allChannelsListed;

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** 'printing:listPrinters' -> 'listPrinters': the convenience method name of a channel. */
export type MethodName<C extends Channel> = C extends `${string}:${infer M}` ? M : never;

export function methodName<C extends Channel>(channel: C): MethodName<C> {
  return channel.slice(channel.indexOf(':') + 1) as MethodName<C>;
}

export type BridgeMethods = {
  [C in Channel as MethodName<C>]: (...args: ChannelArgs<C>) => Promise<ChannelResult<C>>;
};

export type InvokeFn = <C extends Channel>(channel: C, ...args: ChannelArgs<C>) => Promise<ChannelResult<C>>;

/**
 * What the panel sees as `window.desktop` (Electron) and what the bridge client returns in a
 * browser (agent or unavailable): the typed `invoke` plus one convenience method per channel.
 */
export type DesktopBridge = BridgeMethods & {
  readonly kind: BridgeKind;
  invoke: InvokeFn;
};

/** Main -> preload reply. The gateway never throws across IPC, so the Spanish message survives intact. */
export type IpcEnvelope<R = unknown> = { ok: true; result: R } | { ok: false; error: { message: string } };

/** Agent websocket messages. */
export interface AgentRequest {
  id: number;
  channel: Channel;
  args: unknown[];
}
export type AgentResponse = { id: number; result: unknown } | { id: number; error: { message: string } };

/** Websocket subprotocols of the agent: the protocol name plus the pairing token (browsers cannot set headers). */
export const AGENT_PROTOCOL = 'panel-agent.v1';
export const AGENT_TOKEN_PROTOCOL_PREFIX = 'token.';
export const DEFAULT_AGENT_PORT = 8765;

declare global {
  interface Window {
    /** Present only inside the Electron app (exposed by preload/index.ts). */
    desktop?: DesktopBridge;
  }
}
