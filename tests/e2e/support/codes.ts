// Reads the one-time codes the e2e server wrote (see global-setup's notifier).
import { readFile } from 'node:fs/promises';

interface SentCode {
  channel: string;
  purpose: string;
  to: string;
  code: string;
}

/** The latest code sent to `to`, waiting up to `timeoutMs` for it to be written. */
export async function waitForCode(codesFile: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(codesFile, 'utf8').catch(() => '');
    const codes = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SentCode)
      .filter((sent) => sent.to === to);
    if (codes.length) return codes[codes.length - 1].code;
    if (Date.now() > deadline) throw new Error(`No llegó ningún código para ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
