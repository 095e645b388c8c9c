// Order-independent checksum of a table: the sum (mod 2^256) of the sha256 of every row's JSON text.
// Independent of row order, so the same rows read from PGlite and from a PostgreSQL server, in whatever
// order each returns them, give the same value; a sum (not xor) so duplicated rows do not cancel out.
import { createHash } from 'node:crypto';

const WORDS = 8;

export class TableDigest {
  rows = 0;
  /** The 256-bit sum as eight 32-bit words, most significant first (plain numbers: fast). */
  private readonly sum = new Array<number>(WORDS).fill(0);

  add(rowJson: string): void {
    this.rows += 1;
    const digest = createHash('sha256').update(rowJson).digest();
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
