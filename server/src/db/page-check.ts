// The start-up consistency check of an embedded database (docs/data-safety.md, "Health"): every page of every
// relation file (tables, indexes, their maps) is verified as PostgreSQL verifies a page it reads — header
// sanity and, since PGlite's clusters have data checksums on, the page checksum (the algorithm of
// PostgreSQL's storage/checksum_impl.h). It runs once the database is open and checkpointed, so the files
// hold every page as the database has it; a damaged page that nothing has read yet (an order file overwritten
// on disk) is found at start instead of answering 500 to the history later.
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

const BLOCK = 8192;
/** Blocks per segment file (1 GB); segment N of a relation starts at block N × RELSEG_BLOCKS. */
const RELSEG_BLOCKS = 131072;
const CHUNK_BLOCKS = 128;
const RELATION_FILE = /^(\d+)(?:_(?:fsm|vm|init))?(?:\.(\d+))?$/;
/** PD_VALID_FLAG_BITS of bufpage.h. */
const VALID_FLAGS = 0x0007;

const N_SUMS = 32;
const FNV_PRIME = 16777619;
const BASE_OFFSETS = Uint32Array.from([
  0x5b1f36e9, 0xb8525960, 0x02ab50aa, 0x1de66d2a, 0x79ff467a, 0x9bb9f8a3, 0x217e7cd2, 0x83e13d2c, 0xf8d4474f, 0xe39eb970, 0x42c6ae16, 0x993216fa, 0x7b093b5d, 0x98daff3c,
  0xf718902a, 0x0b1c9cdb, 0xe58f764b, 0x187636bc, 0x5d7b3bb1, 0xe73de7de, 0x92bec979, 0xcca6c0b2, 0x304a0979, 0x85aa43d4, 0x783125bb, 0x6ca8eaa2, 0xe407eac6, 0x4b5cfc3e,
  0x9fbf8c76, 0x15ca20be, 0xf2ca9fd3, 0x959bd756,
]);

function mix(sum: number, value: number): number {
  const tmp = (sum ^ value) >>> 0;
  return (Math.imul(tmp, FNV_PRIME) ^ (tmp >>> 17)) >>> 0;
}

/** pg_checksum_page: the page's 32-bit words in 32 FNV-1a lanes (pd_checksum counted as 0), folded to 1…65535. */
export function pageChecksum(page: Buffer, blockNumber: number): number {
  const sums = Uint32Array.from(BASE_OFFSETS);
  // The words as the host reads them (little-endian, as PostgreSQL's own files on x86 and ARM); an aligned
  // view when the page is aligned, a copy otherwise.
  const aligned = page.byteOffset % 4 === 0 ? page : Buffer.from(page);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, BLOCK / 4);
  for (let row = 0; row < words.length; row += N_SUMS) {
    for (let lane = 0; lane < N_SUMS; lane += 1) {
      // pd_checksum is the low half of word 2 (bytes 8–9); the flags are the high half.
      const value = row === 0 && lane === 2 ? (words[2]! & 0xffff0000) >>> 0 : words[row + lane]!;
      sums[lane] = mix(sums[lane]!, value);
    }
  }
  for (let round = 0; round < 2; round += 1) for (let lane = 0; lane < N_SUMS; lane += 1) sums[lane] = mix(sums[lane]!, 0);
  let result = 0;
  for (const sum of sums) result = (result ^ sum) >>> 0;
  result = (result ^ blockNumber) >>> 0;
  return (result % 65535) + 1;
}

/** Why a page would be refused when read, or null when it is sound. */
export function pageProblem(page: Buffer, blockNumber: number, checksums: boolean): string | null {
  const upper = page.readUInt16LE(14);
  if (upper === 0) return page.every((byte) => byte === 0) ? null : 'página nueva con datos';
  const flags = page.readUInt16LE(10);
  const lower = page.readUInt16LE(12);
  const special = page.readUInt16LE(16);
  if (checksums && pageChecksum(page, blockNumber) !== page.readUInt16LE(8)) return 'suma de verificación incorrecta';
  if ((flags & ~VALID_FLAGS) !== 0 || lower > upper || upper > special || special > BLOCK || special % 8 !== 0) return 'encabezado inválido';
  return null;
}

export interface DamagedPage {
  /** Path under the database folder, e.g. base/5/16735. */
  file: string;
  /** The relation's file node (names come from the catalog). */
  fileNode: number;
  block: number;
  problem: string;
}

/** Every damaged page (at most `limit`) in the relation files of a PGlite folder (`<DATA_DIR>/pglite`). */
export async function findDamagedPages(pgliteDir: string, options: { checksums: boolean; limit?: number }): Promise<DamagedPage[]> {
  const limit = options.limit ?? 20;
  const folders = ['global', ...(await readdir(path.join(pgliteDir, 'base')).catch(() => [] as string[])).map((name) => path.join('base', name))];
  const found: DamagedPage[] = [];
  const buffer = Buffer.alloc(BLOCK * CHUNK_BLOCKS);
  for (const folder of folders) {
    const names = await readdir(path.join(pgliteDir, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const match = RELATION_FILE.exec(name);
      if (!match) continue;
      const firstBlock = Number(match[2] ?? 0) * RELSEG_BLOCKS;
      const file = await open(path.join(pgliteDir, folder, name), 'r');
      try {
        for (let offset = 0; ; offset += buffer.length) {
          const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
          const blocks = Math.floor(bytesRead / BLOCK);
          for (let index = 0; index < blocks; index += 1) {
            const block = firstBlock + offset / BLOCK + index;
            const problem = pageProblem(buffer.subarray(index * BLOCK, (index + 1) * BLOCK), block, options.checksums);
            if (problem) found.push({ file: path.posix.join(folder.split(path.sep).join('/'), name), fileNode: Number(match[1]), block, problem });
            if (found.length >= limit) return found;
          }
          if (bytesRead < buffer.length) break;
        }
      } finally {
        await file.close();
      }
    }
  }
  return found;
}
