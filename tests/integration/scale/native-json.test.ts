// JSON.parse, JSON.stringify and Array.prototype.push stay the engine's own in the server process: pdfjs-dist's
// legacy build replaces them with core-js polyfills 3–4× slower (docs/scaling.md), so the menu import loads it
// on the first PDF only and puts them back. Every request body, answer and jsonb parameter goes through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../server/src/services/menu-import/pdf-text';
import { taqueriaMenuPdf } from '../menu/support/menu-pdfs';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

const isNative = (fn: unknown) => typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');
const hotBuiltIns = () => ({ parse: isNative(JSON.parse), stringify: isNative(JSON.stringify), push: isNative(Array.prototype.push) });
const ALL_NATIVE = { parse: true, stringify: true, push: true };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('built-ins on the hot path', () => {
  it('are native once the server is built', () => {
    expect(hotBuiltIns()).toEqual(ALL_NATIVE);
  });

  it('are native again after a PDF menu was read', async () => {
    expect(await extractPdfText(new Uint8Array(await taqueriaMenuPdf()))).toContain('Taco al pastor');
    expect(hotBuiltIns()).toEqual(ALL_NATIVE);
  });
});
