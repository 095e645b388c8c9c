/** Polls a condition (no timing assertions: only a generous deadline against hanging). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
