// Reading validated request bodies without `any`: the shared yup schemas check shapes, these helpers narrow.
import { isUuid } from '@shared/ids';
import { toCents } from '@shared/money';
import { notFound } from '../errors';

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

export function text(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Optional text column: '' and null clear it, undefined leaves it untouched. */
export function nullableText(body: Body, key: string): string | null | undefined {
  if (!(key in body)) return undefined;
  const value = body[key];
  if (value === null) return null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function bool(body: Body, key: string): boolean | undefined {
  const value = body[key];
  return typeof value === 'boolean' ? value : undefined;
}

export function integer(body: Body, key: string): number | undefined {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;
}

/** Pesos on the wire → cents. */
export function cents(body: Body, key: string): number | undefined {
  const value = body[key];
  if (typeof value === 'number' && Number.isFinite(value)) return toCents(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return toCents(Number(value));
  return undefined;
}

export function stringList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

export function objectList(body: Body, key: string): Body[] | undefined {
  const value = body[key];
  if (!Array.isArray(value)) return undefined;
  return value.map(asBody);
}

export { isUuid };

/** A path id that is not a UUID can name nothing: answer 404 like an id of another commerce. */
export function pathId(value: unknown, message: string): string {
  if (!isUuid(value)) throw notFound(message);
  return value;
}
