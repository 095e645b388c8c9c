// USB printer class device (Linux /dev/usb/lpN): the kernel driver takes raw bytes.
import { open } from 'node:fs/promises';
import { withTimeout, type SendOptions } from './types';

export async function sendUsb(devicePath: string, bytes: Buffer, options: SendOptions): Promise<void> {
  const controller = { aborted: false };
  const work = (async () => {
    const handle = await open(devicePath, 'a');
    try {
      let offset = 0;
      while (offset < bytes.length && !controller.aborted) {
        const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
        offset += bytesWritten;
      }
    } finally {
      await handle.close();
    }
  })();
  await withTimeout(work, options.timeoutMs, devicePath, () => {
    controller.aborted = true;
  });
}
