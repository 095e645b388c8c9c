// Random identifiers usable in Node and in the browser (Web Crypto).
export function newId(): string {
  return globalThis.crypto.randomUUID();
}
