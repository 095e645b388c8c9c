// Identifiers: random ones usable in Node and in the browser (Web Crypto), and the one check of their form.
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its text form; anything else can name no row (the server answers 404, not a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
