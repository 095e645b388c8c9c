// The printing settings form's data rules: saved settings <-> form values, drafts always valid for the
// preview, and the schema that gates saving (docs/domain.md (Textos exactos) 'Selecciona una impresora', 'Requerido').
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { defaultPrintSettings, defaultPrinterSettings, printerLabel } from '@shared/printing';
import { formikValidate } from '@shared/validation';
import {
  printFormSchema,
  printFormValues,
  printerFormValues,
  toPrintSettings,
  toPrinterSettings,
  type PrintFormValues,
} from '../../../../renderer/src/features/settings/printing/form';
import { isValidArgs } from './validate-helper';

const validate = formikValidate(printFormSchema);

describe('valores del formulario de impresión', () => {
  it('los ajustes por defecto vuelven iguales del formulario (docs/domain.md (Constantes): 3.5 s entre copias, texto pequeño, al aceptar)', () => {
    const defaults = defaultPrintSettings();
    const values = printFormValues(defaults);
    expect(values.Printer1).toMatchObject({ choice: 'none', delaySeconds: 3.5, textSize: 'small', autoPrint: 'onOrderAccepted', copies: 1, port: 9100 });
    expect(values.Printer1.showLogo).toBe(true);
    expect(values.Printer2.showLogo).toBe(false);
    expect(toPrintSettings(values)).toEqual(defaults);
  });

  it('una impresora de red guarda host, puerto y un nombre legible', () => {
    const values = printerFormValues(defaultPrinterSettings('Printer1'));
    const settings = toPrinterSettings('Printer1', { ...values, choice: 'network', host: ' 192.168.1.50 ', port: 9101, delaySeconds: 2, autoPrint: 'onOrderReceived' });
    expect(settings.printer).toEqual({ kind: 'network', host: '192.168.1.50', port: 9101 });
    expect(settings.printerName).toBe('192.168.1.50:9101');
    expect(settings.delayBetweenCopiesMs).toBe(2_000);
    expect(settings.autoPrint).toBe('onOrderReceived');
  });

  it('una impresora instalada conserva su conexión aunque ya no aparezca en la lista', () => {
    const saved = { ...defaultPrinterSettings('Printer2'), printer: { kind: 'system' as const, name: 'EPSON_TM-T20III_Cocina_Planta_Baja' }, printerName: 'EPSON_TM-T20III_Cocina_Planta_Baja' };
    const values = printerFormValues(saved);
    expect(values).toMatchObject({ choice: 'installed', installedName: 'EPSON_TM-T20III_Cocina_Planta_Baja' });
    expect(toPrinterSettings('Printer2', values)).toEqual(saved);
    expect(printerLabel(values.installedName)).toHaveLength(20);
  });

  it('un borrador a medio escribir sigue siendo válido para la vista previa', () => {
    const values = printerFormValues(defaultPrinterSettings('Printer3'));
    const draft = toPrinterSettings('Printer3', { ...values, choice: 'network', host: 'no válido!', copies: '', marginLeft: 99, delaySeconds: '' });
    expect(draft).toMatchObject({ printer: null, copies: 1, marginLeft: 0, delayBetweenCopiesMs: 3_500 });
    expect(isValidArgs('Printer3', draft)).toBe(true);
  });
});

describe('validación antes de guardar', () => {
  const base = (): PrintFormValues => printFormValues(defaultPrintSettings());

  it('acepta los valores por defecto', async () => {
    await expect(validate(base())).resolves.toEqual({});
  });

  it('pide elegir la impresora instalada', async () => {
    const values = base();
    values.Printer1 = { ...values.Printer1, choice: 'installed', installed: null };
    const errors = (await validate(values)) as Record<string, Record<string, string>>;
    expect(errors.Printer1?.installed).toBe(MSG.selectPrinter);
  });

  it('una impresora de red necesita host válido y puerto', async () => {
    const values = base();
    values.Printer2 = { ...values.Printer2, choice: 'network', host: '', port: '' };
    values.Printer3 = { ...values.Printer3, choice: 'network', host: 'impresora cocina', port: 70_000 };
    const errors = (await validate(values)) as Record<string, Record<string, string>>;
    expect(errors.Printer2?.host).toBe(MSG.required);
    expect(errors.Printer2?.port).toBe(MSG.required);
    expect(errors.Printer3?.host).toMatch(/válido/);
    expect(errors.Printer3?.port).toMatch(/máximo 65535/);
  });

  it('limita copias, espera y márgenes a lo que acepta el servicio de impresión', async () => {
    const values = base();
    values.Printer1 = { ...values.Printer1, copies: 0, delaySeconds: 61, marginLeft: -1, marginRight: 21 };
    const errors = (await validate(values)) as Record<string, Record<string, string>>;
    expect(Object.keys(errors.Printer1 ?? {}).sort()).toEqual(['copies', 'delaySeconds', 'marginLeft', 'marginRight']);
    values.Printer1 = { ...values.Printer1, copies: 1.5, delaySeconds: 0, marginLeft: 0, marginRight: 20 };
    const next = (await validate(values)) as Record<string, Record<string, string>>;
    expect(Object.keys(next.Printer1 ?? {})).toEqual(['copies']);
  });
});
