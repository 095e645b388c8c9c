// The bridge's channels, defined ONCE: each entry names its argument list as a yup schema, its result type
// and the message shown when its handler fails. The type map (`IpcContract`), the channel list (`CHANNELS`) and the argument checks
// (`ARG_VALIDATORS`, ipc/validate.ts) all derive from this object, so a channel cannot exist without its check.
import * as yup from 'yup';
import type { PrinterSlot } from '../constants';
import { MSG } from '../messages';
import { hostSchema, isPrinterSettingsOf, portSchema, printSettingsSchema, type PrinterSettings, type PrintSettings } from '../printer-settings';
import type {
  AutoPrintSession,
  AutoPrintState,
  BillTicketInput,
  CashCloseTicketInput,
  DiscoveredPrinter,
  PaymentReceiptInput,
  PrintJobSummary,
  PrintLocationsChoice,
  PrintLocationsView,
  PrintResult,
  PrinterStatus,
  TicketCommerce,
} from '../printing';
import type { AppInfo, DesktopState, NotifyInput, NotifyOutcome, PreviewInput, PrintOrderInput, UpdateCheckResult } from './payloads';
import * as arg from './schemas';
import { flag, type Checkable } from './strict';

/**
 * One channel: the schema of its argument list and, as types only, the arguments and the result. The
 * schemas check what a handler reads; the types are the wider shapes the panel builds.
 */
export interface ChannelDefinition<Args extends unknown[], Result> {
  readonly args: Checkable;
  /** What the panel shows when the handler fails with an error that carries no docs/domain.md text of its own. */
  readonly fallbackMessage: string;
  /** Never set: carries the types for `IpcContract`. */
  readonly types?: { args: Args; result: Result };
}

function channel<Args extends unknown[], Result>(args: Checkable, fallbackMessage: string): ChannelDefinition<Args, Result> {
  return { args, fallbackMessage };
}

/** An argument list of exactly these items. */
const list = (...items: yup.Schema[]) => yup.tuple(items as [yup.Schema, ...yup.Schema[]]).defined();
const none = list();

/** The test page: slot and commerce, plus that slot's unsaved settings when the panel previews a draft. */
const testPageArgs = yup.lazy((args: unknown) =>
  Array.isArray(args) && args.length === 3
    ? list(arg.printerSlot, arg.ticketCommerce, yup.mixed().defined()).test('settings-of-slot', (value) => isPrinterSettingsOf(value[0], value[2]))
    : list(arg.printerSlot, arg.ticketCommerce),
);

export const CHANNEL_DEFINITIONS = {
  'printing:listPrinters': channel<[], DiscoveredPrinter[]>(none, MSG.installedPrintersError),
  'printing:probeNetworkPrinter': channel<[host: string, port: number], boolean>(list(hostSchema, portSchema), MSG.installedPrintersError),
  'printing:getSettings': channel<[], PrintSettings>(none, MSG.installedPrintersError),
  'printing:saveSettings': channel<[settings: PrintSettings], PrintSettings>(list(printSettingsSchema), MSG.updateInfoError),
  'printing:getStatus': channel<[], PrinterStatus[]>(none, MSG.installedPrintersError),
  'printing:printOrder': channel<[input: PrintOrderInput], PrintResult>(list(arg.printOrderInput), MSG.printFailed),
  'printing:printTestPage': channel<[slot: PrinterSlot, commerce: TicketCommerce, settings?: PrinterSettings], PrintResult>(testPageArgs, MSG.printFailed),
  'printing:renderPreviewHtml': channel<[input: PreviewInput], string>(list(arg.previewInput), MSG.printFailed),
  'printing:printBill': channel<[input: BillTicketInput], PrintResult>(list(arg.billInput), MSG.printFailed),
  'printing:printReceipt': channel<[input: PaymentReceiptInput], PrintResult>(list(arg.receiptInput), MSG.printFailed),
  'printing:printCashClose': channel<[input: CashCloseTicketInput], PrintResult>(list(arg.cashCloseInput), MSG.printFailed),
  'printing:openCashDrawer': channel<[], PrintResult>(none, MSG.printFailed),
  'printing:startAutoPrint': channel<[session: AutoPrintSession], AutoPrintState>(list(arg.autoPrintSession), MSG.printFailed),
  'printing:stopAutoPrint': channel<[], AutoPrintState>(none, MSG.printFailed),
  'printing:getAutoPrintState': channel<[], AutoPrintState>(none, MSG.installedPrintersError),
  'printing:getPrintLocations': channel<[], PrintLocationsView>(none, MSG.installedPrintersError),
  'printing:savePrintLocations': channel<[choice: PrintLocationsChoice], PrintLocationsView>(list(arg.printLocationsChoice), MSG.updateInfoError),
  'printing:getRecentJobs': channel<[], PrintJobSummary[]>(none, MSG.installedPrintersError),
  'printing:retryWaitingJobs': channel<[], void>(none, MSG.printFailed),
  'app:getVersion': channel<[], string>(none, MSG.updateInfoError),
  'app:checkForUpdates': channel<[], UpdateCheckResult>(none, MSG.updateInfoError),
  'app:openExternal': channel<[url: string], void>(list(arg.externalUrl), MSG.requestFailed),
  'app:notify': channel<[input: NotifyInput], NotifyOutcome>(list(arg.notifyInput), MSG.updateInfoError),
  'app:setBadgeCount': channel<[count: number], void>(list(arg.badgeCount), MSG.updateInfoError),
  'app:getInfo': channel<[], AppInfo>(none, MSG.updateInfoError),
  'app:getDesktopState': channel<[], DesktopState>(none, MSG.updateInfoError),
  'app:restartToUpdate': channel<[], DesktopState>(none, MSG.updateInfoError),
  'app:setStartAtLogin': channel<[enabled: boolean], DesktopState>(list(flag()), MSG.updateInfoError),
  'app:setCommerceOpen': channel<[open: boolean], void>(list(flag()), MSG.updateInfoError),
} as const;

type Definitions = typeof CHANNEL_DEFINITIONS;

/** The typed map channel -> { args, result } that main, the agent and the panel's bridge client share. */
export type IpcContract = {
  [C in keyof Definitions]: Definitions[C] extends ChannelDefinition<infer Args, infer Result> ? { args: Args; result: Result } : never;
};

export type Channel = keyof IpcContract;
export type ChannelArgs<C extends Channel> = IpcContract[C]['args'];
export type ChannelResult<C extends Channel> = IpcContract[C]['result'];

/** Every channel, in the order of the definitions. */
export const CHANNELS: readonly Channel[] = Object.keys(CHANNEL_DEFINITIONS) as Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(CHANNEL_DEFINITIONS, value);
}
