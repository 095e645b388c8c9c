// npm run printer-emulator -- --port 9100 --out ./data/printer-jobs [--host 127.0.0.1]
import { startPrinterEmulator } from './emulator';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? 9100);
const outDir = argument('out') ?? 'data/printer-jobs';
const host = argument('host') ?? '127.0.0.1';

const emulator = await startPrinterEmulator({
  port,
  host,
  outDir,
  onJob: (job) => {
    console.log(`\n=== Trabajo ${job.id} (${job.bytes.length} bytes) ${job.receivedAt.toISOString()} ===`);
    console.log(job.text);
    if (job.decoded.qrCodes.length > 0) console.log(`[QR] ${job.decoded.qrCodes.join(' | ')}`);
  },
});
console.log(`Emulador de impresora escuchando en ${emulator.host}:${emulator.port}; trabajos en ${outDir}`);

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
