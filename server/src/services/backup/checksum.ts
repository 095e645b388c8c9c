// Order-independent checksum of a table: the sum (mod 2^256) of the sha256 of every row's JSON text.
// Independent of row order, so the same rows read from PGlite and from a PostgreSQL server, in whatever
// order each returns them, give the same value; a sum (not xor) so duplicated rows do not cancel out.
import { createHash } from 'node:crypto';

const WORDS = 8;

export class TableDigest {
  rows = 0;
  /** The 256-bit sum as eight 32-bit words, most significant first (plain numbers: fast). */
  private readonly sum = new Array<number>(WORDS).fill(0);

  /** One row's text: its row_to_json JSON (backups), or its COPY text-format line (migrate-to-postgres). */
  add(row: string | Uint8Array): void {
    this.rows += 1;
    const digest = createHash('sha256').update(row).digest();
    let carry = 0;
    for (let word = WORDS - 1; word >= 0; word -= 1) {
      const total = this.sum[word]! + digest.readUInt32BE(word * 4) + carry;
      this.sum[word] = total % 0x1_0000_0000;
      carry = total >= 0x1_0000_0000 ? 1 : 0;
    }
  }

  get checksum(): string {
    return this.sum.map((word) => word.toString(16).padStart(8, '0')).join('');
  }
}

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** TableDigest over a COPY text-format stream fed in chunks of any size: one row per line. */
export class CopyTextDigest extends TableDigest {
  private partial: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): void {
    let data = chunk;
    if (this.partial.length > 0) {
      data = new Uint8Array(this.partial.length + chunk.length);
      data.set(this.partial);
      data.set(chunk, this.partial.length);
    }
    let start = 0;
    for (let end = data.indexOf(0x0a); end !== -1; end = data.indexOf(0x0a, start)) {
      this.add(data.subarray(start, end));
      start = end + 1;
    }
    this.partial = data.slice(start);
  }

  /** Throws if the stream did not end with a whole line (a cut stream). */
  end(): this {
    if (this.partial.length > 0) throw new Error('Copia incompleta: la última fila quedó cortada');
    return this;
  }
}
