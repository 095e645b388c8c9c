// The bridge's channels are defined once (shared/ipc/channels.ts): the channel list, the argument checks and
// the fallback messages all come from that one object, and the checks take only what a handler may read.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHANNEL_DEFINITIONS } from '@shared/ipc/channels';
import { CHANNELS, isChannel, type Channel, type IpcContract } from '@shared/ipc/contract';
import { toUserMessage } from '@shared/ipc/messages';
import { ARG_VALIDATORS, validArgs } from '@shared/ipc/validate';
import { MSG } from '@shared/messages';
import { defaultPrintSettings, type PrintSettings } from '@shared/printer-settings';
import { commerce } from '../../support/sample-order';

describe('channel definitions', () => {
  it('every channel has an argument check and a fallback message, and nothing else has one', () => {
    expect(CHANNELS).toEqual(Object.keys(CHANNEL_DEFINITIONS));
    expect(Object.keys(ARG_VALIDATORS).sort()).toEqual([...CHANNELS].sort());
    for (const channel of CHANNELS) {
      expect(typeof CHANNEL_DEFINITIONS[channel].args.isValidSync, channel).toBe('function');
      expect(Object.values(MSG), channel).toContain(CHANNEL_DEFINITIONS[channel].fallbackMessage);
    }
    expectTypeOf<keyof typeof ARG_VALIDATORS>().toEqualTypeOf<Channel>();
    expectTypeOf<keyof typeof CHANNEL_DEFINITIONS>().toEqualTypeOf<keyof IpcContract>();
  });

  it('types each channel from its definition (arguments and result)', () => {
    expectTypeOf<IpcContract['printing:saveSettings']>().toEqualTypeOf<{ args: [settings: PrintSettings]; result: PrintSettings }>();
    expectTypeOf<IpcContract['app:setBadgeCount']['args']>().toEqualTypeOf<[count: number]>();
  });

  it('knows only its own channels, not what objects inherit', () => {
    expect(isChannel('printing:listPrinters')).toBe(true);
    expect(isChannel('toString')).toBe(false);
    expect(isChannel('printing:deleteEverything')).toBe(false);
  });

  it("turns a handler's unknown error into that channel's fallback text", () => {
    expect(toUserMessage('printing:saveSettings', new Error('EACCES'))).toBe(MSG.updateInfoError);
    expect(toUserMessage('printing:printBill', new Error('EPIPE'))).toBe(MSG.printFailed);
  });
});

describe('argument checks', () => {
  it.each([
    ['a boolean wrapper object (truthy even when false)', 'app:setStartAtLogin', [new Boolean(false)]],
    ['a number wrapper object', 'app:setBadgeCount', [new Number(3)]],
    ['a number written as text (no casting)', 'app:setBadgeCount', ['3']],
    ['an infinite count', 'app:setBadgeCount', [Infinity]],
    ['a string wrapper object as the URL', 'app:openExternal', [new String('https://example.com')]],
    ['an extra argument', 'app:setCommerceOpen', [true, true]],
    ['no argument where one is due', 'app:setCommerceOpen', []],
    ['an argument where none is due', 'printing:listPrinters', [undefined]],
    ['a test page whose third argument is there but empty', 'printing:printTestPage', ['Printer1', commerce, undefined]],
    ['settings whose slots are swapped', 'printing:saveSettings', [{ ...defaultPrintSettings(), Printer1: defaultPrintSettings().Printer2 }]],
    ['a network printer with an infinite port', 'printing:saveSettings', [{ ...defaultPrintSettings(), Printer1: { ...defaultPrintSettings().Printer1, printer: { kind: 'network', host: '10.0.0.9', port: Infinity } } }]],
  ] as const)('refuses %s', (_label, channel, args) => {
    expect(validArgs(channel, [...args])).toBe(false);
  });

  it('refuses an argument list that is not an array', () => {
    expect(validArgs('printing:listPrinters', { length: 0 })).toBe(false);
  });

  it('accepts what the panel sends', () => {
    expect(validArgs('app:setBadgeCount', [3])).toBe(true);
    expect(validArgs('printing:printTestPage', ['Printer1', commerce])).toBe(true);
    expect(validArgs('printing:saveSettings', [defaultPrintSettings()])).toBe(true);
    expect(validArgs('app:openExternal', ['mailto:soporte@example.com'])).toBe(true);
  });
});
