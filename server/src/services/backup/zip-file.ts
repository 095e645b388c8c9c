// Streams a zip to disk with fflate without holding it in memory: entries are compressed as they are
// pushed, and the compressed chunks are written (awaited) between pushes, so memory stays bounded.
import { open, type FileHandle } from 'node:fs/promises';
import { Zip, ZipDeflate } from 'fflate';

export class ZipFileWriter {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private finished = false;
  bytes = 0;

  private constructor(private readonly handle: FileHandle) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.pending.push(chunk);
      if (final) this.finished = true;
    });
  }

  static async create(path: string): Promise<ZipFileWriter> {
    return new ZipFileWriter(await open(path, 'wx', 0o600));
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const chunks = this.pending;
    this.pending = [];
    for (const chunk of chunks) {
      await this.handle.write(chunk);
      this.bytes += chunk.length;
    }
  }

  /** An entry written in parts: push() each part, then end(). */
  entry(name: string): { push(data: Uint8Array): Promise<void>; end(): Promise<void> } {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    return {
      push: async (data) => {
        file.push(data);
        await this.flush();
      },
      end: async () => {
        file.push(new Uint8Array(0), true);
        await this.flush();
      },
    };
  }

  async add(name: string, data: Uint8Array): Promise<void> {
    const file = this.entry(name);
    await file.push(data);
    await file.end();
  }

  /** Ends the zip and flushes it to the disk (fsync) before the caller renames it into place. */
  async close(): Promise<void> {
    this.zip.end();
    await this.flush();
    if (!this.finished) throw new Error('zip incompleto');
    await this.handle.sync();
    await this.handle.close();
  }

  async abort(): Promise<void> {
    this.zip.terminate();
    await this.handle.close().catch(() => undefined);
  }
}
