// COPY … FROM STDIN and COPY … TO STDOUT on a node-postgres client without another package: node-postgres
// runs any object with submit() as a query and hands it the protocol messages (the same hook pg-copy-streams
// uses). Whole buffers in and chunks out, which is all migrate-to-postgres needs (docs/data-safety.md).
import type pg from 'pg';

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const CHUNK_BYTES = 256 * 1024;

class CopyCommand {
  readonly done: Promise<void>;
  private settle!: (error: Error | null) => void;
  private failed: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly input: Uint8Array | null,
    private readonly onData: ((chunk: Buffer) => void) | null,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
  }

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    const input = this.input ?? new Uint8Array(0);
    for (let start = 0; start < input.length; start += CHUNK_BYTES) {
      connection.sendCopyFromChunk(Buffer.from(input.buffer, input.byteOffset + start, Math.min(CHUNK_BYTES, input.length - start)));
    }
    connection.endCopyFrom();
  }

  handleCopyData(message: { chunk: Buffer }): void {
    this.onData?.(message.chunk);
  }

  handleError(error: Error): void {
    // Settled now: a broken connection sends no ReadyForQuery after its error.
    this.failed ??= error;
    this.settle(this.failed);
  }

  handleReadyForQuery(): void {
    this.settle(this.failed);
  }

  // Messages a COPY does not get, or whose content it does not need.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}

function run(client: pg.PoolClient | pg.Client, command: CopyCommand): Promise<void> {
  // node-postgres' query() accepts a "Submittable" (an object with submit()); its typings do not list this one.
  (client.query as unknown as (submittable: CopyCommand) => void)(command);
  return command.done;
}

/** `COPY table (columns) FROM STDIN` with the bytes of a COPY text-format stream. */
export function copyFrom(client: pg.PoolClient | pg.Client, statement: string, data: Uint8Array): Promise<void> {
  return run(client, new CopyCommand(statement, data, null));
}

/** `COPY (…) TO STDOUT`: calls onData with each chunk (the server sends one row per chunk). */
export function copyTo(client: pg.PoolClient | pg.Client, statement: string, onData: (chunk: Buffer) => void): Promise<void> {
  return run(client, new CopyCommand(statement, null, onData));
}
