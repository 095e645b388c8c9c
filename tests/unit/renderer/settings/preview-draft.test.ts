// The live preview of /ajustes renders UNSAVED settings of one printer through the printing service,
// without touching what is saved; the bridge refuses draft settings of another slot or out of range.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPrinterSettings } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../../main/services/printing/index';
import { previewSampleOrder } from '../../../../renderer/src/features/settings/printing/sample-order';
import { COMMERCE, isValidArgs } from './validate-helper';

let dataDir: string;
let printing: PrintingServiceHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'preview-draft-'));
  printing = createPrintingService({ dataDir });
});

afterAll(async () => {
  await printing.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('vista previa con ajustes sin guardar', () => {
  const order = previewSampleOrder(new Date('2026-11-21T18:00:00Z'));

  it('usa el tamaño de texto y el ticket de cocina del borrador, y no guarda nada', async () => {
    const saved = await printing.renderPreviewHtml({ order, commerce: COMMERCE, slot: 'Printer1' });
    expect(saved).toContain('data-text-size="small"');
    expect(saved).toContain('$210.00');

    const draft = { ...defaultPrinterSettings('Printer1'), textSize: 'xxl' as const, kitchen: true };
    const html = await printing.renderPreviewHtml({ order, commerce: COMMERCE, slot: 'Printer1', settings: draft });
    expect(html).toContain('data-text-size="xxl"');
    expect(html).toContain('font-size: 21px');
    expect(html).toContain('Tacos al pastor');
    expect(html).not.toContain('$210.00');
    expect((await printing.getSettings()).Printer1.textSize).toBe('small');
  });

  it('la muestra lleva acentos, ñ y signos de apertura', async () => {
    const html = await printing.renderPreviewHtml({ order, commerce: COMMERCE, slot: 'Printer2', settings: defaultPrinterSettings('Printer2') });
    expect(html).toContain('Peña');
    expect(html).toContain('¿Pueden traer salsa extra? ¡Gracias!');
  });

  it('el puente rechaza borradores de otra impresora o fuera de rango', () => {
    expect(isValidArgs('Printer1', defaultPrinterSettings('Printer1'))).toBe(true);
    expect(isValidArgs('Printer1', defaultPrinterSettings('Printer2'))).toBe(false);
    expect(isValidArgs('Printer1', { ...defaultPrinterSettings('Printer1'), copies: 50 })).toBe(false);
    expect(isValidArgs('Printer1', { ...defaultPrinterSettings('Printer1'), textSize: 'gigante' })).toBe(false);
  });
});
