// migrate-to-postgres compares tables by the checksum of their COPY text lines: the source arrives as one
// blob, the target's read-back as one chunk per row (or any split), and both must give the same digest.
import { describe, expect, it } from 'vitest';
import { CopyTextDigest, TableDigest } from '../../../server/src/services/backup/checksum';
import { copyFolderBodySchema, copyFolderOf } from '../../../server/src/services/backup/copy-folder';
import { assertValid } from '../../../server/src/services/validation';

const encoder = new TextEncoder();
const LINES = ['1\tTaco al pastor\t2500\t{"picante":true}', '2\tAgua de horchata\t1800\t\\N', '3\tQuesadilla\\tdoble\t4200\t{}'];
const TEXT = encoder.encode(LINES.map((line) => `${line}\n`).join(''));

function digestOfChunks(chunks: Uint8Array[]): CopyTextDigest {
  const digest = new CopyTextDigest();
  for (const chunk of chunks) digest.push(chunk);
  return digest.end();
}

describe('CopyTextDigest', () => {
  it('gives the same rows and checksum however the stream is split, and in any row order', () => {
    const whole = digestOfChunks([TEXT]);
    const byByte = digestOfChunks(Array.from(TEXT, (byte) => Uint8Array.of(byte)));
    const reversed = digestOfChunks([...LINES].reverse().map((line) => encoder.encode(`${line}\n`)));
    expect(whole.rows).toBe(3);
    expect(byByte.checksum).toBe(whole.checksum);
    expect(reversed.checksum).toBe(whole.checksum);
    const lineByLine = new TableDigest();
    for (const line of LINES) lineByLine.add(line);
    expect(lineByLine.checksum).toBe(whole.checksum);
  });

  it('tells a changed row and a cut stream', () => {
    const changed = digestOfChunks([encoder.encode(new TextDecoder().decode(TEXT).replace('2500', '2501'))]);
    expect(changed.checksum).not.toBe(digestOfChunks([TEXT]).checksum);
    const cut = new CopyTextDigest();
    cut.push(TEXT.subarray(0, TEXT.length - 4));
    expect(() => cut.end()).toThrow(/cortada/);
  });
});

describe('copy folder body (declared by PUT /v1/respaldos/carpeta-copia)', () => {
  it('takes a path or null/empty to stop copying, and refuses anything else naming the field', async () => {
    expect(copyFolderOf({ carpeta: '  /media/usb/respaldos ' })).toBe('/media/usb/respaldos');
    expect(copyFolderOf({ carpeta: null })).toBeNull();
    expect(copyFolderOf({ carpeta: '' })).toBeNull();
    for (const body of [undefined, null, {}, { carpeta: 1 }, { carpeta: ['a'] }, { carpeta: 'a'.repeat(1_001) }]) {
      await expect(assertValid(copyFolderBodySchema, body ?? {}, undefined, { prefixField: false }), JSON.stringify(body)).rejects.toThrow(/carpeta/);
    }
  });
});
